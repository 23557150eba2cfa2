import { useContext, type ReactNode } from 'react';
import { StringsContext } from '../i18n/stringsContext';
import { tableLanguage } from '../i18n/tableLanguage';
import { MethodRootContext } from './methodRootContext';

/** Colour scheme of a root: fixed light or dark, or `auto` to follow the system setting. */
export type MethodTheme = 'light' | 'dark' | 'auto';

/** Props of `<MethodRoot>`: the theme and class of a root shared by several components. */
export interface MethodRootProps {
  /** Token set to use. @default 'light' */
  theme?: MethodTheme;
  /** Extra class for host overrides, e.g. a class that re-declares `--method-*` tokens. */
  className?: string;
  /** The components the root holds. */
  children?: ReactNode;
}

/**
 * The `.method-player` root every stylesheet rule is scoped under. Wrap catalog and course
 * components in one root (or several); each component adds its own root only when it has none.
 * It carries the `lang` of the strings table around it, when that table names one.
 */
export function MethodRoot({ theme = 'light', className, children }: MethodRootProps) {
  const lang = tableLanguage(useContext(StringsContext));
  return (
    <MethodRootContext.Provider value={true}>
      <div className={className ? `method-player ${className}` : 'method-player'} lang={lang} data-theme={theme}>
        {children}
      </div>
    </MethodRootContext.Provider>
  );
}
