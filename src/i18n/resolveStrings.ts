import { en, type Strings, type StringsOverride, type StringsSection } from '../strings/en';
import { bindMessages } from '../strings/bindMessages';
import type { Format } from '../strings/format';

const SECTIONS: readonly StringsSection[] = ['player', 'renderers', 'course', 'catalog'];

/** The table components read: every section complete, messages bound to one `Format`. */
export type ResolvedStrings = Omit<Strings, 'locale'> & { format: Format };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * English with each layer deep-merged over it, later layers winning. Only keys English has are
 * taken, and only with the same type (text for text, function for message): a host's typo or a
 * wrong type keeps the English entry instead of breaking the screen.
 */
export function mergeLayers(layers: readonly (StringsOverride | null | undefined)[]): Strings {
  const merged = { player: { ...en.player }, renderers: { ...en.renderers }, course: { ...en.course }, catalog: { ...en.catalog } } as Strings;
  let locale: string | undefined;
  for (const layer of layers) {
    if (!isRecord(layer)) continue;
    if (typeof layer.locale === 'string' && layer.locale) locale = layer.locale;
    for (const section of SECTIONS) {
      const given: unknown = layer[section];
      if (!isRecord(given)) continue;
      const target = merged[section] as unknown as Record<string, unknown>;
      const english = en[section] as unknown as Record<string, unknown>;
      for (const key of Object.keys(given)) {
        if (Object.hasOwn(english, key) && typeof given[key] === typeof english[key]) target[key] = given[key];
      }
    }
  }
  return locale ? { ...merged, locale } : merged;
}

/** Binds every message of a merged table to the format it is shown in. */
export function resolveStrings(table: Strings, format: Format): ResolvedStrings {
  return {
    format,
    player: bindMessages(table.player, format),
    renderers: bindMessages(table.renderers, format),
    course: bindMessages(table.course, format),
    catalog: bindMessages(table.catalog, format),
  };
}
