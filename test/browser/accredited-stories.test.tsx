import '../../styles/method.css';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as certificateStories from '../../stories/course/Certificate.stories';
import * as claimStories from '../../stories/course/CreditClaim.stories';
import * as disclosureStories from '../../stories/course/Disclosure.stories';
import * as flowStories from '../../stories/player/PlayerFlow.stories';
import { act, mount } from '../support/mount';
import { layoutFindings } from '../support/layoutFindings';
import { blockingAxeViolations } from '../support/storyAxe';
import { loadPersistenceCode } from '../support/persistenceCode';

// The stories' loader, which a composed story rendered as a component does not run.
beforeAll(loadPersistenceCode);

/**
 * Accredited delivery (docs/player.md), done when: every story of accredited delivery (the disclosure gate, the claim form for
 * each profession and its error, the certificate, the printable answer record) under axe with every
 * rule and the layout checks, at a phone's and a desktop's width. The all-stories suites run one
 * width and no play functions; here each story's play function runs first (the claim error is shown
 * by its play).
 */
type Played = ComponentType & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> };
const pick = (group: string, module: Parameters<typeof composeStories>[0], names: readonly string[]) => {
  const composed = composeStories(module) as unknown as Record<string, Played>;
  return names.map((name) => [`${group}/${name}`, composed[name]!] as const);
};
const stories = [
  ...pick('Disclosure', disclosureStories, ['Default', 'NotProvided']),
  ...pick('CreditClaim', claimStories, ['Default', 'Physician', 'Pharmacist', 'Moc', 'ClaimError']),
  ...pick('Certificate', certificateStories, ['NotEarned', 'Pending', 'Issued']),
  ...pick('Player/Flow', flowStories, ['Disclosure', 'CreditClaim', 'AnswerRecord']),
];
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe.each([320, 1280])('accredited-delivery stories at %i px', (width) => {
  afterAll(async () => {
    await page.viewport(1280, 900);
  });

  it.each(stories)('%s: axe-clean, nothing overflowing, clipped or too small to tap', async (_name, Story) => {
    expect(Story).toBeDefined();
    await page.viewport(width, 900);
    const { container, unmount } = await mount(<Story />);
    try {
      if (Story.play) await Story.play({ canvasElement: container });
      // The player's stories open on a lazily loaded view (disclosure, completion): wait for its heading.
      await expect.poll(() => container.querySelector('h2, h3') !== null, { timeout: 5_000 }).toBe(true);
      await act(nextFrame);
      expect(await blockingAxeViolations(container)).toEqual([]);
      expect(layoutFindings(container).map((finding) => `${finding.check}: ${finding.detail}`)).toEqual([]);
    } finally {
      await unmount();
    }
  });
});
