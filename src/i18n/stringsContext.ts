import { createContext } from 'react';
import type { StringsOverride } from '../strings/en';

/** What `<MethodStrings>` (or a player) hands down: the tables given so far, outermost first, and the explicit locale and zone. */
export interface StringsScope {
  layers: readonly StringsOverride[];
  locale?: string | undefined;
  timeZone?: string | undefined;
}

export const StringsContext = createContext<StringsScope>({ layers: [] });
