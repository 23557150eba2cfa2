import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';

type StoryModule = Parameters<typeof composeStories>[0];

/**
 * Every story of the modules an `import.meta.glob` over `stories/` found, as `[file/Name, Story]`.
 * Throws when the glob found no file, or a file has no story: a suite that checks every story
 * (axe, layout, screenshots) must fail, not pass on nothing, when stories move.
 */
export function storiesOf(modules: Readonly<Record<string, unknown>>): (readonly [string, ComponentType])[] {
  const files = Object.entries(modules);
  if (files.length === 0) throw new Error('no stories found: the glob matched no story file');
  return files.flatMap(([file, module]) => {
    const name = file.replace(/^.*stories\//, '');
    const composed = Object.entries(composeStories(module as StoryModule));
    if (composed.length === 0) throw new Error(`${name} has no story`);
    return composed.map(([story, Story]) => [`${name}/${story}`, Story as unknown as ComponentType] as const);
  });
}
