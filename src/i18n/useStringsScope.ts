import { useContext, useMemo, useRef } from 'react';
import type { StringsOverride } from '../strings/en';
import { sameOverride } from './sameOverride';
import { StringsContext, type StringsScope } from './stringsContext';

/** The props every top-level component takes to be translated: a table, a locale and a time zone. */
export interface LocaleProps {
  /** BCP 47 locale for numbers, dates and plurals, e.g. `es-MX`. @default the strings table's locale, else the host's */
  locale?: string | undefined;
  /** IANA time zone for times of day (webinar starts), e.g. `America/Chicago`. @default the host's */
  timeZone?: string | undefined;
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
