import { playerStrings, type PlayerStrings } from './en-player';

/** Every user-visible string of the player, in English. */
export const defaultStrings: PlayerStrings = playerStrings;

export type { PlayerStrings };

/** Merges host overrides over the defaults (unknown keys are ignored by the type). */
export function mergeStrings(overrides: Partial<PlayerStrings> | undefined): PlayerStrings {
  return overrides ? { ...defaultStrings, ...overrides } : defaultStrings;
}
