import '../../styles/method.css';
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, server } from 'vitest/browser';
import { normalizeCourse } from '../../src/model/normalizeCourse';
import { en } from '../../src/strings/en';
import * as SampleCourseStories from '../../stories/SampleCourse.stories';
import { methodCourseKeys, methodCourse } from '../fixtures';
import { reportFigureFromBrowser } from '../reliability/figureFromBrowser';
import { inPageEngineLabel } from '../support/engines/inPageEngine';
import { mount } from '../support/mount';
import { playCourse } from '../support/playSampleCourse';
import { settledViewport } from '../support/settledViewport';
import { SCREENSHOT_COMPARISON } from '../support/screenshotComparison';
import { settledMedia } from '../support/settledMedia';

/**
 * The sample course's key states held against this engine's own baselines (Vitest names them by
 * browser: `…-firefox-linux.png` in __screenshots__/sample-course-looks.test.tsx/), at a phone's and
 * a desktop's width: the disclosure, the first screen, the pre-assessment's result, the
 * assessment's drag board and the completion. Chromium's are held by test/browser/screenshots.test.tsx
 * (every story); this file is for the other engines Playwright drives, where the whole story loop
 * would cost minutes. The story serves the course's pictures locally, so a shot never depends on a
 * network. New baselines on purpose: `npx vitest run --project browser-firefox
 * test/engines/sample-course-looks.test.tsx --update -t "key states"`, and look at them.
 */
const { Playable } = composeStories(SampleCourseStories);
const course = normalizeCourse(methodCourse).course;

/** What would make two runs differ without the look changing (as in screenshots.test.tsx): the font stack, a caret. */
const STABLE_CSS = `
  .method-player { --method-font-family-base: "DejaVu Sans", sans-serif; --method-font-family-mono: "DejaVu Sans Mono", monospace; }
  *, *::before, *::after { caret-color: transparent !important; }
`;
const MIN_HEIGHT = 900;
const compared: string[] = [];

/** The player as it looks now, against its baseline `<width>-<name>`, in a frame as tall as the page. */
async function expectLook(container: HTMLElement, name: string, width: number): Promise<void> {
  await settledMedia(container);
  (document.activeElement as HTMLElement | null)?.blur?.();
  const player = container.querySelector<HTMLElement>('.method-player')!;
  // As tall as the whole page: a shorter frame scrolls, and its scrollbar would take 12 px of the width.
  await page.viewport(width, Math.max(MIN_HEIGHT, Math.ceil(document.documentElement.scrollHeight) + 8));
  await expect.element(page.elementLocator(player)).toMatchScreenshot(`${width}-${name}`, {
    screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css', mask: [...player.querySelectorAll('[role="timer"]')] },
    ...SCREENSHOT_COMPARISON,
    timeout: 10_000,
  });
  compared.push(`${width}-${name}`);
  await settledViewport(width, MIN_HEIGHT);
}

let style: HTMLStyleElement;
beforeAll(() => {
  style = document.createElement('style');
  style.textContent = STABLE_CSS;
  document.head.append(style);
});
afterAll(async () => {
  style.remove();
  await page.viewport(1280, 900);
});

describe.each([390, 1280])(`the sample course's key states in ${inPageEngineLabel} at %i px`, (width) => {
  it('disclosure, first screen, pre-assessment result, drag board and completion match their baselines', async () => {
    localStorage.clear();
    sessionStorage.clear();
    await settledViewport(width, MIN_HEIGHT);
    const { container, unmount } = await mount(<Playable />);
    try {
      const user = userEvent.setup();
      expect(screen.getByRole('heading', { level: 2, name: en.course.disclosureHeading })).toBeTruthy();
      await expectLook(container, '1-disclosure', width);

      await user.click(screen.getByRole('button', { name: en.course.disclosureContinue }));
      expect(await screen.findByRole('heading', { level: 2, name: course.phases[0]!.title })).toBeTruthy();
      await expectLook(container, '2-first-screen', width);

      expect((await playCourse({ user, course, keys: methodCourseKeys, mode: 'full', stopAfterPhaseId: 'ph-pre', maxSteps: 20 })).outcome).toBe('stopped');
      await expectLook(container, '3-pre-assessment-result', width);

      // One screen at a time until the assessment's first screen (its drag board) is up.
      const assessment = course.phases.find((phase) => phase.id === 'ph-assessment')!.title;
      for (let step = 0; step < 20 && !screen.queryByRole('heading', { level: 2, name: assessment }); step += 1) {
        expect((await playCourse({ user, course, keys: methodCourseKeys, mode: 'full', maxSteps: 1 })).stuckReason).toBe('no end after 1 steps');
      }
      expect(screen.getByRole('heading', { level: 2, name: assessment })).toBeTruthy();
      await expectLook(container, '4-assessment-drag-board', width);

      const rest = await playCourse({ user, course, keys: methodCourseKeys, mode: 'full', maxSteps: 60 });
      expect(rest.stuckReason).toBeNull();
      expect(rest.outcome).toBe('completed');
      await expectLook(container, '5-completion', width);
    } finally {
      await unmount();
    }
  });
});

const PLANTED_CSS = '[data-planted-accent] .method-player { --method-color-accent: #1f3dd1; }';

/** The comparison is only worth its baselines if it sees a colour change alone (as screenshots.test.tsx checks in Chromium). */
it('the disclosure with its accent turned 6 degrees of hue does not match its baseline', async () => {
  expect(server.config.snapshotOptions.updateSnapshot, 'the planted change must never be written as a baseline').not.toBe('all');
  const planted = document.createElement('style');
  // The accent #1f4fd1 turned 6 degrees of hue, to #1f3dd1: same lightness and saturation. Scoped to
  // the planted player's own wrapper, so no other comparison can meet it, whatever runs beside it.
  planted.textContent = PLANTED_CSS;
  document.head.append(planted);
  localStorage.clear();
  await page.viewport(1280, MIN_HEIGHT);
  const { container, unmount } = await mount(<div data-planted-accent=""><Playable /></div>);
  try {
    await expect(expectLook(container, '1-disclosure', 1280)).rejects.toThrow(/does not match the stored reference/);
  } finally {
    planted.remove();
    await unmount();
  }
});

it('the disclosure compared right after the planted change, with the rule still in the page, matches its baseline', async () => {
  const planted = document.createElement('style');
  planted.textContent = PLANTED_CSS;
  document.head.append(planted);
  localStorage.clear();
  await page.viewport(1280, MIN_HEIGHT);
  const { container, unmount } = await mount(<Playable />);
  try {
    await expectLook(container, '1-disclosure', 1280);
  } finally {
    planted.remove();
    await unmount();
  }
});

it('figure', async () => {
  expect(compared).toHaveLength(11);
  await reportFigureFromBrowser(`Sample course looks in ${inPageEngineLabel}: ${compared.length - 1} key states at 390 and 1280 px match this engine's baselines; a 6-degree accent change does not, and the disclosure compared right after it does`);
});
