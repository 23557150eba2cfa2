import '../../styles/method.css';
import { describe, expect, it } from 'vitest';
import { mount } from '../support/mount';
import { blockingAxeViolations } from '../support/storyAxe';
import { storiesOf } from '../support/storyList';

/**
 * Every story, mounted in real Chromium with the real stylesheet, under axe with every rule on
 * (colour contrast included, which jsdom cannot judge).
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../stories/**/*.stories.tsx'],
  { eager: true },
);

const stories = storiesOf(modules);

describe('every story in Chromium', () => {
  it.each(stories)('%s has no axe violation of any impact', async (_name, Story) => {
    const { container, unmount } = await mount(<Story />);
    const blocking = await blockingAxeViolations(container);
    await unmount();
    expect(blocking).toEqual([]);
  });
});
