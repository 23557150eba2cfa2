import { useContext, useMemo, useRef } from 'react';
import type { PlayerStrings, StringsOverride } from '../strings/en';
import { createFormat, type Format } from '../strings/format';
import { mergeLayers, resolveStrings, type ResolvedStrings } from './resolveStrings';
import { sameOverride } from './sameOverride';
import { StringsContext, type StringsScope } from './stringsContext';

/** The props every top-level component takes to be translated: a table, a locale and a time zone. */
export interface LocaleProps {
  /** BCP 47 locale for numbers, dates and plurals, e.g. `es-MX`. @default the `locale` of the strings table, else the host's */
  locale?: string | undefined;
  /** IANA time zone for times of day (webinar starts), e.g. `America/Chicago`. @default the host's */
  timeZone?: string | undefined;
}

const formats = new Map<string, Format>();

/** One Format per locale and zone for the page: Intl objects are costly to build on every render. */
function formatFor(locale: string | undefined, timeZone: string | undefined): Format {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = createFormat({ locale, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** The scope below a component: the context's tables plus its own, and its explicit locale and zone. */
export function useStringsScope(own: StringsOverride | readonly (StringsOverride | undefined)[] | undefined, options: LocaleProps = {}): StringsScope {
  const parent = useContext(StringsContext);
  const { locale, timeZone } = options;
  // An override written inline is a new object each render: keep the last one while it says the same.
  const kept = useRef(own);
  if (kept.current !== own && !sameOverride(kept.current, own)) kept.current = own;
  const stable = kept.current;
  return useMemo(() => {
    const layers = (Array.isArray(stable) ? stable : [stable]).filter((layer): layer is StringsOverride => layer !== undefined);
    // Nothing of its own: the parent's scope itself, so its resolved table is shared, not rebuilt.
    if (layers.length === 0 && locale === undefined && timeZone === undefined) return parent;
    return { layers: [...parent.layers, ...layers], locale: locale ?? parent.locale, timeZone: timeZone ?? parent.timeZone };
  }, [parent, stable, locale, timeZone]);
}

/** Every string, merged from English and the scope's tables, with messages bound to the scope's format. */
const resolved = new WeakMap<StringsScope, ResolvedStrings>();

/** Every component under one scope (the player's chrome, a catalog's cards) shares one resolved table. */
export function useResolvedStrings(scope: StringsScope): ResolvedStrings {
  return useMemo(() => {
    let strings = resolved.get(scope);
    if (!strings) {
      const table = mergeLayers(scope.layers);
      strings = resolveStrings(table, formatFor(scope.locale ?? table.locale, scope.timeZone));
      resolved.set(scope, strings);
    }
    return strings;
  }, [scope]);
}

/** The strings a component shows: the nearest `<MethodStrings>` and player, then its own `strings` prop. */
export function useStrings(own?: StringsOverride, options?: LocaleProps): ResolvedStrings {
  return useResolvedStrings(useStringsScope(own, options));
}

/** The flat player and renderer strings of the nearest scope: what a kind renderer gets as `strings` (for renderers shown outside a player). */
export function usePlayerStrings(): PlayerStrings {
  const text = useStrings();
  return useMemo(() => ({ ...text.renderers, ...text.player }), [text]);
}
