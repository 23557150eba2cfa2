import { en, type Strings, type StringsOverride } from '../strings/en';
import type { Format } from '../strings/format';
import { bindPart, mergePart, type ResolvedPart } from './stringsPart';
import { tableLanguage } from './tableLanguage';

/** The table components read: every section complete, messages bound to one `Format`. */
export type ResolvedStrings = ResolvedPart<Omit<Strings, 'locale'>>;

/**
 * The whole English table with each layer deep-merged over it, later layers winning (`mergePart`
 * with every view's English), and the language the last layer that names one says.
 */
export function mergeLayers(layers: readonly (StringsOverride | null | undefined)[]): Strings {
  const merged = mergePart(en, layers);
  const locale = tableLanguage({ layers: layers.filter((layer): layer is StringsOverride => typeof layer === 'object' && layer !== null) });
  return locale ? { ...merged, locale } : merged;
}

/** Binds every message of a merged table to the format it is shown in. */
export function resolveStrings(table: Strings, format: Format): ResolvedStrings {
  const { locale: _locale, ...sections } = table;
  return bindPart(sections, format);
}
