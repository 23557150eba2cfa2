import type { Decorator } from '@storybook/react-vite';
import { CoursePlayer } from 'ce-course-player';
import { MethodRoot } from 'ce-course-player';
import { BlockStory } from '../stories/support/BlockStory';

type Theme = 'light' | 'dark' | 'auto';
const THEMES: readonly string[] = ['light', 'dark', 'auto'];

/**
 * Applies the toolbar's theme and degraded mode to every story. "As authored" (the default) leaves
 * each story as written, so a story that names its own theme or mode still shows it.
 */
export const withToolbarGlobals: Decorator = (Story, context) => {
  const theme = THEMES.includes(context.globals.theme as string) ? (context.globals.theme as Theme) : undefined;
  const degraded = context.globals.degraded === 'on' ? true : context.globals.degraded === 'off' ? false : undefined;
  const takesProps = context.component === CoursePlayer || context.component === BlockStory;
  if (takesProps) {
    const args = { ...context.args, ...(theme ? { theme } : {}), ...(degraded === undefined ? {} : { degraded }) };
    return Story({ args });
  }
  // Catalog and course chrome add their own root only when none is above them: give them one.
  return theme ? <MethodRoot theme={theme}>{Story()}</MethodRoot> : Story();
};
