import { en, type Strings, type StringsOverride, type StringsSection } from '../strings/en';
import { bindMessages } from './bindMessages';
import type { Format } from './format';

export const SECTIONS: readonly StringsSection[] = ['player', 'renderers', 'course', 'catalog'];

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

/**
 * Reads a component's `strings` prop: a `Strings`-shaped override, or (deprecated) the flat table
 * of the component's own section, as before one table existed.
 */
export function toOverride(strings: unknown, section: StringsSection): StringsOverride | undefined {
  if (!isRecord(strings)) return undefined;
  const sectioned = Object.keys(strings).some((key) => key === 'locale' || (SECTIONS as readonly string[]).includes(key));
  return sectioned ? (strings as StringsOverride) : ({ [section]: strings } as StringsOverride);
}

/** The player's deprecated flat `labels`: each entry goes to every section of the player that has that key. */
export function labelsToOverride(labels: unknown): StringsOverride | undefined {
  if (!isRecord(labels)) return undefined;
  const override: Record<string, Record<string, unknown>> = {};
  for (const section of ['player', 'renderers', 'course'] as const) {
    const english = en[section] as unknown as Record<string, unknown>;
    const entries = Object.fromEntries(Object.entries(labels).filter(([key]) => Object.hasOwn(english, key)));
    if (Object.keys(entries).length > 0) override[section] = entries;
  }
  return override as StringsOverride;
}
