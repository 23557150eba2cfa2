import '../../styles/method.css';
import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { act, mount } from '../support/mount';

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
    // Inside act, until images and videos settle (at most two seconds): those that fail to load
    // (there is no network here) update state as they fail.
    const loading = () =>
      [...container.querySelectorAll('img')].some((image) => !image.complete) ||
      [...container.querySelectorAll('video')].some((video) => video.networkState === HTMLMediaElement.NETWORK_LOADING);
    await act(async () => {
      const deadline = Date.now() + 2000;
      let settled = 0;
      while (settled < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        settled = loading() ? 0 : settled + 1;
      }
    });
    const results = await axe.run(container, { resultTypes: ['violations'] });
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    await unmount();
    expect(blocking).toEqual([]);
  });
});
