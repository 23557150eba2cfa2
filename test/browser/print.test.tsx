import '../../styles/method.css';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { Certificate, CoursePlayer } from '../../src';
import { normalizeCourse } from '../../src/model/normalizeCourse';
import { methodCourse } from '../fixtures';
import { memoryStorage } from '../support/memoryStorage';
import { mount } from '../support/mount';
import { SCREENSHOT_COMPARISON } from '../support/screenshotComparison';

const course = normalizeCourse(methodCourse).course;
const mcq = Object.values(course.blocks).find((b) => b.kind === 'mcq' && b.phaseId === 'ph-pre')!;
const question = mcq.kind === 'mcq' ? mcq.data.questions[0]! : null;
/** A learner who has just finished: their answers and the service's rationales are still in the player. */
const finished = {
  state: {
    position: null,
    answers: { [mcq.id]: { type: 'selections', byQuestion: { [question!.id]: question!.options[0]!.value } } },
    revealed: {}, completed: Object.fromEntries(course.phases.map((p) => [p.id, true])), results: {},
    rationales: { [question!.id]: { questionId: question!.id, correct: true, text: 'SGLT2 inhibitors protect the kidney.', html: null } },
    clock: { spentMs: {}, running: null }, courseComplete: true,
  },
  version: 1,
};
const certificate = { status: 'issued' as const, certificateNumber: 'CE-2026-0042', creditHours: 1, creditType: 'AMA PRA Category 1 Credit™', issuedAt: '2026-11-26' };

describe('printing the completion page', () => {
  beforeAll(async () => {
    // An A4 page's width at 96 dpi.
    await page.viewport(794, 1123);
    await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
  });
  afterAll(async () => {
    await cdp().send('Emulation.setEmulatedMedia', { media: '' });
    await page.viewport(1280, 900);
  });

  it('prints the certificate and the learner’s record as a document, without the player’s chrome or buttons', async () => {
    const storage = memoryStorage({ [`print:${course.id}:u`]: JSON.stringify(finished) });
    const { container, unmount } = await mount(
      <CoursePlayer payload={methodCourse} userId="u" onSubmit={async () => ({})} persistence={{ key: 'print', storage }} certificate={<Certificate certificate={certificate} />} />,
    );
    await expect.element(page.getByRole('heading', { level: 3, name: 'Your answers and rationales' })).toBeInTheDocument();
    const shown = (selector: string) => [...container.querySelectorAll(selector)].map((element) => getComputedStyle(element).display !== 'none');
    expect(shown('.method-player__header')).toEqual([false]);
    expect(shown('.method-actions').every((visible) => !visible)).toBe(true);
    expect(shown('.method-certificate')).toEqual([true]);
    expect(shown('.method-answer-record__item')).toEqual([true]);
    expect(container.querySelector('.method-answer-record')?.textContent).toContain('SGLT2 inhibitors protect the kidney.');
    await expect.element(page.elementLocator(container.querySelector('.method-answer-record')!)).toMatchScreenshot('print-answer-record', {
      screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
      ...SCREENSHOT_COMPARISON,
    });
    await unmount();
  });
});
