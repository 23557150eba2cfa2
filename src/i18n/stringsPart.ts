import type { Strings, StringsOverride, StringsSection } from '../strings/en';
import { bindMessages } from '../strings/bindMessages';
import type { Format } from '../strings/format';

/**
 * The English of what one view shows: some sections of `Strings`, each with the entries the view
 * reads. A view's part is imported by the view, so its English loads with the view's code; a
 * host's table still reaches every entry, since each part is merged with the same layers.
 */
export type StringsPart = { [S in StringsSection]?: Partial<Strings[S]> };

/** A part as components read it: its sections merged and bound to one `Format`, and that format. */
export type ResolvedPart<P extends StringsPart> = P & { format: Format };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The part's English with each layer deep-merged over it, later layers winning. Only keys the
 * part's English has are taken, and only with the same type (text for text, function for
 * message): a host's typo or a wrong type keeps the English entry instead of breaking the screen,
 * and an entry no layer gives stays English, never empty.
 */
export function mergePart<P extends StringsPart>(english: P, layers: readonly (StringsOverride | null | undefined)[]): P {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const [section, entries] of Object.entries(english) as [StringsSection, Record<string, unknown>][]) {
    const target = { ...entries };
    for (const layer of layers) {
      const given: unknown = isRecord(layer) ? layer[section] : undefined;
      if (!isRecord(given)) continue;
      for (const key of Object.keys(given)) {
        if (Object.hasOwn(entries, key) && typeof given[key] === typeof entries[key]) target[key] = given[key];
      }
    }
    merged[section] = target;
  }
  return merged as P;
}

/** Binds every message of a merged part to the format it is shown in. */
export function bindPart<P extends StringsPart>(part: P, format: Format): ResolvedPart<P> {
  const bound: Record<string, unknown> = { format };
  for (const [section, entries] of Object.entries(part)) bound[section] = bindMessages(entries as object, format);
  return bound as ResolvedPart<P>;
}
