import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { CoursePlayer, MethodStrings, type Strings } from 'ce-course-player';
import { MethodRoot } from 'ce-course-player';
import en from 'ce-course-player/locales/en';
import es from 'ce-course-player/locales/es';
import { BlockStory } from '../stories/support/BlockStory';
import { pseudoHebrew, stretchedStrings } from './pseudoLocales';

type Theme = 'light' | 'dark' | 'auto';
const THEMES: readonly string[] = ['light', 'dark', 'auto'];
const TABLES: Readonly<Record<string, Strings>> = { en, es, he: pseudoHebrew, long: stretchedStrings };

/** The locale and direction toolbars: a strings table over the story, and `dir` on a box around it. */
function withLocale(node: ReactNode, globals: Record<string, unknown>): ReactNode {
  const table = TABLES[globals.locale as string];
  const dir = globals.dir === 'rtl' || globals.dir === 'ltr' ? globals.dir : undefined;
  const translated = table ? <MethodStrings value={table}>{node}</MethodStrings> : node;
  return dir ? <div dir={dir}>{translated}</div> : translated;
}

/**
 * Applies the toolbar's theme, degraded mode, strings table and direction to every story. "As authored" (the default) leaves
 * each story as written, so a story that names its own theme or mode still shows it.
 */
export const withToolbarGlobals: Decorator = (Story, context) => {
  const theme = THEMES.includes(context.globals.theme as string) ? (context.globals.theme as Theme) : undefined;
  const degraded = context.globals.degraded === 'on' ? true : context.globals.degraded === 'off' ? false : undefined;
  const takesProps = context.component === CoursePlayer || context.component === BlockStory;
  if (takesProps) {
    const args = { ...context.args, ...(theme ? { theme } : {}), ...(degraded === undefined ? {} : { degraded }) };
    return withLocale(Story({ args }), context.globals);
  }
  // Catalog and course chrome add their own root only when none is above them: give them one.
  return withLocale(theme ? <MethodRoot theme={theme}>{Story()}</MethodRoot> : Story(), context.globals);
};
