import '../../styles/method.css';
import { composeStories } from '@storybook/react-vite';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as flowStories from '../../stories/player/PlayerFlow.stories';
import { act, mount } from '../support/mount';
import { layoutFindings } from '../support/layoutFindings';
import { blockingAxeViolations } from '../support/storyAxe';
import { loadPersistenceCode } from '../support/persistenceCode';

// The stories' loader, which a composed story rendered as a component does not run.
beforeAll(loadPersistenceCode);

/**
 * The review-before-submit stories open the review in their play function (it is never stored), which
 * the all-stories axe and layout suites do not run: here each is played, then put under axe with
 * every rule and the layout checks, at a phone's and a desktop's width.
 */
const { ReviewAnswers, ReviewUnanswered } = composeStories(flowStories);
const stories = [['ReviewAnswers', ReviewAnswers], ['ReviewUnanswered', ReviewUnanswered]] as const;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe.each([320, 1280])('the review stories at %i px', (width) => {
  afterAll(async () => {
    await page.viewport(1280, 900);
  });

  it.each(stories)('%s: the review shown, axe-clean, nothing overflowing, clipped or too small to tap', async (_name, Story) => {
    await page.viewport(width, 900);
    const { container, unmount } = await mount(<Story />);
    try {
      await Story.play!({ canvasElement: container });
      expect(container.querySelector('.method-review__list')).not.toBeNull();
      await act(nextFrame);
      expect(await blockingAxeViolations(container)).toEqual([]);
      expect(layoutFindings(container).map((finding) => `${finding.check}: ${finding.detail}`)).toEqual([]);
    } finally {
      await unmount();
    }
  });
});
