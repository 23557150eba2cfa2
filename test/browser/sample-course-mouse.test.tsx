import '../../styles/method.css';
import { screen } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoursePlayer, defaultStrings as strings } from '../../src';
import { normalizeCourse } from '../../src/model/normalizeCourse';
import { en } from '../../src/strings/en';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { reportFigureFromBrowser } from '../reliability/figureFromBrowser';
import { inPageEngineLabel } from '../support/engines/inPageEngine';
import { mount } from '../support/mount';
import { playCourse } from '../support/playSampleCourse';
import { asOnSubmit, createReferenceScorer } from '../support/referenceScorer';

/**
 * The whole sample course with the full renderers, by mouse: every button, radio, checkbox and
 * card is scrolled into sight and clicked by the engine's own pointer (vitest's browser userEvent), text is typed, and
 * the sliders and drag boards take the keys the walker gives them. Both assessments pass at 100%
 * and the completion view shows. Counted: the real clicks that reached the page.
 */
const course = normalizeCourse(methodCourse).course;
/**
 * A learner with a mouse scrolls a control into sight before clicking it. (WebKit's WebDriver
 * click does not scroll inside the test frame: without this, a click below the frame's first
 * screen reached nothing there.)
 */
const mouseUser = {
  click: async (element: Element) => {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    await userEvent.click(element as HTMLElement);
  },
  type: (element: Element, text: string) => userEvent.type(element as HTMLElement, text),
  selectOptions: (element: Element, values: string | string[] | HTMLElement | HTMLElement[]) => userEvent.selectOptions(element as HTMLElement, values),
  keyboard: (keys: string) => userEvent.keyboard(keys),
};
const clicks: string[] = [];
const recordClick = (event: MouseEvent) => {
  if (event.isTrusted) clicks.push((event.target as Element).tagName);
};

beforeAll(() => {
  // testing-library's import marks the page a React act() environment; real clicks settle on their own.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  document.addEventListener('click', recordClick, true);
});
afterAll(() => document.removeEventListener('click', recordClick, true));

describe(`the sample course by mouse, in ${inPageEngineLabel}`, () => {
  it('plays every phase with the full renderers to the completion view, both assessments at 100%', async () => {
    localStorage.clear();
    const scorer = createReferenceScorer(methodCourse, methodCourseKeys);
    const { unmount } = await mount(<CoursePlayer payload={methodCourse} userId="mouse-learner" onSubmit={asOnSubmit(scorer)} />);
    try {
      await userEvent.click(page.getByRole('button', { name: en.course.disclosureContinue }));
      await screen.findByRole('heading', { level: 2, name: course.phases[0]!.title });
      const log = await playCourse({ user: mouseUser, course, keys: methodCourseKeys, mode: 'full', maxSteps: 80 });
      expect(log.stuckReason).toBeNull();
      expect(log.outcome).toBe('completed');
      for (const phaseId of ['ph-assessment', 'ph-post']) expect(log.results.get(phaseId), phaseId).toEqual({ score: 'Score: 100%', verdict: strings.resultPassed });
      expect(clicks.length).toBeGreaterThan(30);
      await reportFigureFromBrowser(`Sample course by mouse in ${inPageEngineLabel}: ${log.screens.length} screens, ${clicks.length} real clicks, ${scorer.received.length} submissions, completed with both assessments at 100%`);
    } finally {
      await unmount();
      localStorage.clear();
    }
  }, 240_000);
});
