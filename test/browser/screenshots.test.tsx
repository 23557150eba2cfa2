import '../../styles/method.css';
import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdp, commands, page, server } from 'vitest/browser';
import * as CoursePlayerStories from '../../stories/player/CoursePlayer.stories';
import { mount } from '../support/mount';
import { SCREENSHOT_COMPARISON } from '../support/screenshotComparison';
import { settledMedia } from '../support/settledMedia';
import { loadPersistenceCode } from '../support/persistenceCode';

// The stories' loader, which a composed story rendered as a component does not run.
beforeAll(loadPersistenceCode);

/**
 * Visual regression: every story at 1280 px, and the sample course at 390 px, against the baselines
 * in __screenshots__/screenshots.test.tsx. A story whose look changes on purpose gets new baselines
 * with `npm run test:screenshots:update` (docs/testing.md, "Visual regression").
 */
declare module 'vitest/browser' {
  interface BrowserCommands {
    resizeTopPage: (width: number, height: number) => Promise<void>;
    parkPointer: () => Promise<void>;
  }
}

type Composed = ComponentType & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> };

const modules = import.meta.glob<Record<string, unknown>>(['../../stories/**/*.stories.tsx'], { eager: true });

const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module as Parameters<typeof composeStories>[0])).map(
    ([name, Story]) => [`${file.replace(/^.*stories\//, '').replace(/\.stories\.tsx$/, '')}/${name}`, Story as unknown as Composed] as const,
  ),
);

/**
 * What would make two runs differ without the look changing: the system font stack (pinned to the
 * DejaVu fonts Debian's Chromium depends on), a blinking caret, transitions, and a focus ring left by a play.
 * The playground's own monospace box too: the generic `monospace` follows whatever fonts the
 * machine has (installing Firefox and WebKit brought others, which changed its height).
 */
const STABLE_CSS = `
  .method-player { --method-font-family-base: "DejaVu Sans", sans-serif; --method-font-family-mono: "DejaVu Sans Mono", monospace; }
  .playground textarea { font-family: "DejaVu Sans Mono", monospace !important; }
  *, *::before, *::after { caret-color: transparent !important; }
`;

const MIN_HEIGHT = 900;

const fileName = (name: string) => name.replace(/[^A-Za-z0-9]+/g, '-');

/** The frame's size now: resizing costs two round trips to Node, so it is skipped when nothing changes. */
let frame = { width: 0, height: 0 };

/** The frame, and the page around it (or the frame is scaled down), at this size. */
async function sizeFrame(width: number, height: number): Promise<void> {
  if (frame.width === width && frame.height === height) return;
  await commands.resizeTopPage(width, height);
  await page.viewport(width, height);
  frame = { width, height };
}

/** The frame as tall as the story, so the screenshot holds all of it. */
async function fitFrame(width: number, container: HTMLElement): Promise<void> {
  await sizeFrame(width, Math.max(MIN_HEIGHT, Math.ceil(container.getBoundingClientRect().bottom + window.scrollY) + 8));
}

async function expectLook(Story: Composed, name: string, width: number): Promise<void> {
  // Every story is laid out in the same frame first, as tall stories would otherwise lay out differently after short ones.
  await sizeFrame(width, MIN_HEIGHT);
  const { container, unmount } = await mount(<Story />);
  try {
    if (Story.play) await Story.play({ canvasElement: container });
    await settledMedia(container);
    (document.activeElement as HTMLElement | null)?.blur?.();
    await fitFrame(width, container);
    await commands.parkPointer();
    await expect.element(page.elementLocator(container)).toMatchScreenshot(fileName(name), {
      screenshotOptions: {
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
        // A running countdown and a retry countdown tick each second.
        mask: [...container.querySelectorAll('[role="timer"]')],
      },
      ...SCREENSHOT_COMPARISON,
      timeout: 10_000,
    });
  } finally {
    await unmount();
  }
}

describe('how every story looks', () => {
  let style: HTMLStyleElement;

  beforeAll(async () => {
    style = document.createElement('style');
    style.textContent = STABLE_CSS;
    document.head.append(style);
    await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] });
  });

  afterAll(async () => {
    style.remove();
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });
    // Playwright's default page, then the frame size the other suites expect.
    await commands.resizeTopPage(1280, 720);
    await page.viewport(1280, 900);
  });

  it.each(stories)('%s at 1280 px', async (name, Story) => {
    await expectLook(Story, `${name}-1280`, 1280);
  });

  it.each(stories.filter(([name]) => name.startsWith('SampleCourse/')))('%s at 390 px', async (name, Story) => {
    await expectLook(Story, `${name}-390`, 390);
  });
});

/**
 * The comparison is only worth its baselines if it sees a change of colour alone: a story whose
 * accent is turned a few degrees round the colour wheel, nothing moved, must fail against its
 * baseline. Left out of `npm run test:screenshots:update`, which would write the planted change.
 */
describe('the comparison sees a colour-only change', () => {
  const { AtStart } = composeStories(CoursePlayerStories);
  const name = fileName('player/CoursePlayer/AtStart-1280');
  /**
   * The accent #1f4fd1 turned 6 degrees of hue, to #1f3dd1: same lightness and saturation. Scoped to
   * the planted story's own wrapper, so no other comparison can meet it, whatever runs beside it.
   */
  const PLANTED_CSS = '[data-planted-accent] .method-player { --method-color-accent: #1f3dd1; }';
  const PlantedAtStart = Object.assign(() => <div data-planted-accent=""><AtStart /></div>, { play: AtStart.play });
  let style: HTMLStyleElement;

  beforeAll(async () => {
    style = document.createElement('style');
    style.textContent = STABLE_CSS;
    document.head.append(style);
    await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] });
  });

  afterAll(async () => {
    style.remove();
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });
    await commands.resizeTopPage(1280, 720);
    await page.viewport(1280, 900);
  });

  it('a story whose accent hue moved 6 degrees does not match its baseline', async () => {
    expect(server.config.snapshotOptions.updateSnapshot, 'the planted change must never be written as a baseline').not.toBe('all');
    const planted = document.createElement('style');
    planted.textContent = PLANTED_CSS;
    document.head.append(planted);
    try {
      await expect(expectLook(PlantedAtStart, name, 1280)).rejects.toThrow(/does not match the stored reference/);
    } finally {
      planted.remove();
    }
  });

  it('the same story, unchanged, still matches', async () => {
    await expectLook(AtStart, name, 1280);
  });

  it('a comparison made while the planted rule is in the page, outside its wrapper, still matches', async () => {
    const planted = document.createElement('style');
    planted.textContent = PLANTED_CSS;
    document.head.append(planted);
    try {
      await expectLook(AtStart, name, 1280);
    } finally {
      planted.remove();
    }
  });
});
