import type { ReactNode } from 'react';
import type { StringsOverride } from '../strings/en';
import { StringsContext } from './stringsContext';
import { useStringsScope, type LocaleProps } from './useStringsScope';

/** Props of `<MethodStrings>`: the strings table, locale and time zone for everything inside it. */
export interface MethodStringsProps extends LocaleProps {
  /** A whole `Strings` table (e.g. `ce-course-player/locales/es`) or any part of one; deep-merged over English and any outer `<MethodStrings>`. */
  value?: StringsOverride | undefined;
  children?: ReactNode;
}

/**
 * Translates everything below it, player, course chrome and catalog alike, in one place. A
 * component's own `strings`, `locale` and `timeZone` props still win over it.
 */
export function MethodStrings({ value, locale, timeZone, children }: MethodStringsProps) {
  const scope = useStringsScope(value, { locale, timeZone });
  return <StringsContext.Provider value={scope}>{children}</StringsContext.Provider>;
}
