import { useMemo } from 'react';
import type { StringsOverride } from '../strings/en';
import { formatFor } from './formatFor';
import { bindPart, mergePart, type ResolvedPart, type StringsPart } from './stringsPart';
import type { StringsScope } from './stringsContext';
import { tableLanguage } from './tableLanguage';
import { useStringsScope, type LocaleProps } from './useStringsScope';

const resolved = new WeakMap<StringsScope, WeakMap<StringsPart, ResolvedPart<StringsPart>>>();

/**
 * A part's strings in a scope: its English with the scope's tables merged over it, messages bound
 * to the scope's locale and zone. Every component under one scope that reads one part (the
 * player's chrome, a catalog's cards) shares one resolved copy.
 */
export function resolvePart<P extends StringsPart>(scope: StringsScope, english: P): ResolvedPart<P> {
  let parts = resolved.get(scope);
  if (!parts) resolved.set(scope, (parts = new WeakMap()));
  let part = parts.get(english);
  if (!part) {
    part = bindPart(mergePart(english, scope.layers), formatFor(scope.locale ?? tableLanguage(scope), scope.timeZone));
    parts.set(english, part);
  }
  return part as ResolvedPart<P>;
}

/** The strings of one part a component shows: the nearest `<MethodStrings>` and player, then its own `strings` prop. */
export function useStringsPart<P extends StringsPart>(english: P, own?: StringsOverride, options?: LocaleProps): ResolvedPart<P> {
  const scope = useStringsScope(own, options);
  return useMemo(() => resolvePart(scope, english), [scope, english]);
}
