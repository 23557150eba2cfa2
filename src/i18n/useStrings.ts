import { useMemo } from 'react';
import { en, type PlayerStrings, type StringsOverride } from '../strings/en';
import type { ResolvedStrings } from './resolveStrings';
import { useStringsPart } from './useStringsPart';
import type { LocaleProps } from './useStringsScope';

export type { LocaleProps } from './useStringsScope';

/**
 * Every string, every section: the nearest `<MethodStrings>` and player, then its own `strings`
 * prop. For a host's own components; the package's views each read only their own part
 * (`useStringsPart`), so this whole English table is loaded only by a page that calls it.
 */
export function useStrings(own?: StringsOverride, options?: LocaleProps): ResolvedStrings {
  return useStringsPart(en, own, options);
}

/** The flat player and renderer strings of the nearest scope: what a kind renderer gets as `strings` (for renderers shown outside a player). */
export function usePlayerStrings(): PlayerStrings {
  const text = useStrings();
  return useMemo(() => ({ ...text.renderers, ...text.player }), [text]);
}
