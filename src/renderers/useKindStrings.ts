import { useMemo } from 'react';
import { useStringsPart } from '../i18n/useStringsPart';
import type { PlayerStrings } from '../strings/en';
import { kindStrings, type KindPlayerStrings } from '../strings/en-kinds';

/**
 * The strings a lazily loaded kind's renderer shows: the player's (`props.strings`) and the kind's
 * own, whose English came with the kind's chunk, merged with the same tables as the player's (its
 * `strings` prop, `<MethodStrings>`, a locale). Entries `props.strings` already has win, so a
 * renderer a host shows outside a player with `usePlayerStrings()` reads what it was given.
 */
export function useKindStrings(strings: PlayerStrings): KindPlayerStrings {
  const own = useStringsPart(kindStrings);
  return useMemo(() => ({ ...own.renderers, ...own.player, ...strings }), [own, strings]);
}
