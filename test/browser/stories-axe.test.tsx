import '../../styles/method.css';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { mount } from '../support/mount';
import { blockingAxeViolations } from '../support/storyAxe';

/**
 * Every story, mounted in real Chromium with the real stylesheet, under axe with every rule on
 * (colour contrast included, which jsdom cannot judge).
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../stories/**/*.stories.tsx'],
  { eager: true },
);

const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module as Parameters<typeof composeStories>[0])).map(
    ([name, Story]) => [`${file.replace(/^.*stories\//, '')}/${name}`, Story as unknown as ComponentType] as const,
  ),
);

describe('every story in Chromium', () => {
  it.each(stories)('%s has no serious or critical axe violation', async (_name, Story) => {
    const { container, unmount } = await mount(<Story />);
    const blocking = await blockingAxeViolations(container);
    await unmount();
    expect(blocking).toEqual([]);
  });
});
