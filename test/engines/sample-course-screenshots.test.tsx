import '../../styles/method.css';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { CoursePlayer } from '../../src';
import { normalizeCourse } from '../../src/model/normalizeCourse';
import { en } from '../../src/strings/en';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { reportFigureFromBrowser } from '../reliability/figureFromBrowser';
import { inPageEngineLabel } from '../support/engines/inPageEngine';
import { keyboardUser } from '../support/keyboardUser';
import { mount } from '../support/mount';
import { playCourse } from '../support/playSampleCourse';
import { settledViewport } from '../support/settledViewport';
import { asOnSubmit, createReferenceScorer } from '../support/referenceScorer';

/**
 * The sample course's key states, photographed in the engine this runs in at a phone's and a
 * desktop's width, for a person to look at (docs/browsers.md says what was seen): the disclosure,
 * the first screen, the pre-assessment's result, the assessment's drag board and the completion,
 * reached with the keyboard alone. Written to test-results/engine-screenshots/<engine>/ (not
 * committed); each state is also asserted by what a learner reads, so a blank shot fails.
 */
declare module 'vitest/browser' {
  interface BrowserCommands {
    shootFrame: (path: string, width: number, height: number) => Promise<void>;
  }
}

const course = normalizeCourse(methodCourse).course;
const folder = `test-results/engine-screenshots/${inPageEngineLabel.toLowerCase()}`;
const saved: string[] = [];

beforeAll(() => {
  // testing-library's import marks the page a React act() environment; real key presses settle on their own.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterAll(async () => {
  await page.viewport(1280, 900);
});

async function shoot(container: HTMLElement, name: string, width: number): Promise<void> {
  await document.fonts.ready;
  (document.activeElement as HTMLElement | null)?.blur?.();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // As tall as the page, so the shot holds all of it (WebDriver shoots what the window shows).
  const height = Math.max(900, Math.ceil(document.documentElement.scrollHeight) + 16);
  await page.viewport(width, height);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const path = `${folder}/${width}-${name}.png`;
  await commands.shootFrame(path, width, height);
  saved.push(path);
  await settledViewport(width, 900);
}

describe.each([320, 1280])(`the sample course in ${inPageEngineLabel} at %i px`, (width) => {
  it('disclosure, first screen, pre-assessment result, drag board and completion', async () => {
    localStorage.clear();
    sessionStorage.clear();
    await settledViewport(width, 900);
    const { container, unmount } = await mount(<CoursePlayer payload={methodCourse} userId="3a7c1e52-9b0d-4f6e-8c21-5d4e3f2a1b0c" onSubmit={asOnSubmit(createReferenceScorer(methodCourse, methodCourseKeys))} />);
    try {
      const user = keyboardUser();
      expect(screen.getByRole('heading', { level: 2, name: en.course.disclosureHeading })).toBeTruthy();
      await shoot(container, '1-disclosure', width);

      await user.click(screen.getByRole('button', { name: en.course.disclosureContinue }));
      expect(await screen.findByRole('heading', { level: 2, name: course.phases[0]!.title }, { timeout: 10_000 })).toBeTruthy();
      await shoot(container, '2-first-screen', width);

      expect((await playCourse({ user, course, keys: methodCourseKeys, mode: 'full', stopAfterPhaseId: 'ph-pre', maxSteps: 20 })).outcome).toBe('stopped');
      await shoot(container, '3-pre-assessment-result', width);

      // One screen at a time until the assessment's first screen (its drag board) is up.
      const assessment = course.phases.find((phase) => phase.id === 'ph-assessment')!.title;
      for (let step = 0; step < 20 && !screen.queryByRole('heading', { level: 2, name: assessment }); step += 1) {
        expect((await playCourse({ user, course, keys: methodCourseKeys, mode: 'full', maxSteps: 1 })).stuckReason).toBe('no end after 1 steps');
      }
      expect(screen.getByRole('heading', { level: 2, name: assessment })).toBeTruthy();
      await shoot(container, '4-assessment-drag-board', width);

      const rest = await playCourse({ user, course, keys: methodCourseKeys, mode: 'full', maxSteps: 60 });
      expect(rest.stuckReason).toBeNull();
      expect(rest.outcome).toBe('completed');
      await shoot(container, '5-completion', width);
    } finally {
      await unmount();
    }
  });
});

it('figure', async () => {
  expect(saved).toHaveLength(10);
  await reportFigureFromBrowser(`Sample course screenshots in ${inPageEngineLabel}: ${saved.length} key states at 320 and 1280 px, walked by keyboard to completion, in test-results/engine-screenshots/${inPageEngineLabel.toLowerCase()}/`);
});
