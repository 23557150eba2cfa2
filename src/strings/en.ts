import { playerStrings } from './en-player';
import { rendererStrings } from './en-renderers';

/** Both tables, or `never` (so `defaultStrings` fails to compile) if a key is in both: one would silently shadow the other. */
type Disjoint<A, B> = [Extract<keyof A, keyof B>] extends [never] ? A & B : never;

/** Every string the player and its kind renderers show or announce. */
export type PlayerStrings = Disjoint<typeof playerStrings, typeof rendererStrings>;

/** Every user-visible string of the player, in English; the `labels` prop overrides any entry. */
export const defaultStrings: PlayerStrings = { ...rendererStrings, ...playerStrings };

/** Merges host overrides over the defaults (unknown keys are ignored by the type). */
export function mergeStrings(overrides: Partial<PlayerStrings> | undefined): PlayerStrings {
  return overrides ? { ...defaultStrings, ...overrides } : defaultStrings;
}
