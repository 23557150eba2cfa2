import '../../styles/method.css';
import { beforeAll, describe, expect, it } from 'vitest';
import { CoursePlayer, type SubmitProgressBody } from '../../src';
import { memoryStorage } from '../support/memoryStorage';
import { mount } from '../support/mount';
import { playerScorer } from '../support/playerCourse';
import { startListening } from '../support/screenReader';
import { loadPersistenceCode } from '../support/persistenceCode';

// What persistence does once its code is here (persistence-loading.test.tsx: before it is).
beforeAll(loadPersistenceCode);

/**
 * Review before submit (docs/player.md) with a virtual screen reader: what a learner hears on
 * "Review answers", in the list of answers, on a "Change" and back, and on "Submit answers".
 */
const mcq = (id: string, screen_index: number, questionId: string, question: string, options: string[]) => ({
  id, type: 'mcq', reveal_after: null, screen_index, screen_role: 'primary', questions: [{ id: questionId, question, options }],
});
const payload = {
  contract_version: '2026-09-03', course_id: 'sr-review', organization_id: 'org-1', name: 'Resistant hypertension', format: 'method',
  phases: [
    { id: 'quiz', title: 'Assessment', type: 'assessment', required: true, order: 0, display_mode: 'sequential', screen_count: 2,
      components: [mcq('m1', 0, 'q1', 'First-line add-on?', ['Spironolactone', 'Doxazosin']), mcq('m2', 1, 'q2', 'Target BP?', ['<130/80', '<150/90'])] },
    { id: 'end', title: 'Wrap-up', type: 'content', required: true, order: 1, display_mode: 'sequential', screen_count: 1, components: [{ id: 'bye', type: 'html', screen_index: 0, content: '<p>Bye</p>' }] },
  ],
};
const USER = 'sr-learner';
/** On the quiz's last screen, both questions answered. */
const seeded = () => memoryStorage({
  [`sr:sr-review:${USER}`]: JSON.stringify({
    version: 1,
    state: {
      position: { phaseId: 'quiz', screenIndex: 1 }, revealed: {}, completed: {}, results: {}, rationales: {}, clock: { spentMs: {}, running: null }, courseComplete: false,
      answers: { m1: { type: 'selections', byQuestion: { q1: 'Spironolactone' } }, m2: { type: 'selections', byQuestion: { q2: '<130/80' } } },
    },
  }),
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^${escape(text)}$`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('review before submit with a screen reader', () => {
  it('hears the review heading and how many are answered, each answer with its named Change, and the result', async () => {
    const bodies: SubmitProgressBody[] = [];
    const onSubmit = async (body: SubmitProgressBody) => (bodies.push(body), playerScorer(body));
    const { container, unmount } = await mount(<CoursePlayer payload={payload} userId={USER} onSubmit={onSubmit} persistence={{ key: 'sr', storage: seeded() }} />);
    const sr = await startListening(container);
    try {
      await sr.readUntil(exactly('button, Review answers'));
      await sr.heardSinceLast();
      await sr.activate();
      // Focus moves to the review's heading, said once; the live region adds how many are answered.
      const opened = await sr.waitToHear(/^polite: /);
      await settle();
      opened.push(...(await sr.heardSinceLast()));
      expect(opened).toEqual(['heading, Review your answers: Assessment, level 2', 'polite: You answered 2 of 2 questions.']);
      expect(document.activeElement?.textContent).toBe('Review your answers: Assessment');

      // The list, named by the heading: each question, its answer, its Change named by the question.
      await sr.followFocus();
      await sr.readUntil(exactly('list, Review your answers: Assessment'));
      await sr.readUntil(exactly('end of list, Review your answers: Assessment'));
      const list = await sr.heardSinceLast();
      expect(list.slice(list.indexOf('list, Review your answers: Assessment'))).toEqual([
        'list, Review your answers: Assessment',
        'listitem, level 1, position 1, set size 2', 'paragraph', 'First-line add-on?', 'end of paragraph', 'paragraph', 'Your answer: Spironolactone', 'end of paragraph',
        'button, Change your answer to “First-line add-on?”', 'Change', 'end of button, Change your answer to “First-line add-on?”', 'end of listitem, level 1, position 1, set size 2',
        'listitem, level 1, position 2, set size 2', 'paragraph', 'Target BP?', 'end of paragraph', 'paragraph', 'Your answer: <130/80', 'end of paragraph',
        'button, Change your answer to “Target BP?”', 'Change', 'end of button, Change your answer to “Target BP?”', 'end of listitem, level 1, position 2, set size 2',
        'end of list, Review your answers: Assessment',
      ]);
      expect(await sr.readUntil(/^button, /)).toBe('button, Back to the questions');
      expect(await sr.readUntil(/^button, /)).toBe('button, Submit answers');

      // A Change takes the learner to the question's screen: its heading, and where it is.
      await sr.readBackUntil(exactly('button, Change your answer to “First-line add-on?”'));
      await sr.heardSinceLast();
      await sr.activate();
      const changed = await sr.waitToHear(/^polite: /);
      expect(changed).toEqual(['heading, Assessment, level 2', 'polite: Screen 1 of 2.']);
      expect(document.activeElement?.textContent).toBe('Assessment');
      await sr.followFocus();
      await sr.readUntil(/^radio, Spironolactone/);
      expect(await sr.readUntil(/^button, /)).toBe('button, Continue');
      await sr.activate();
      await sr.waitToHear(exactly('polite: Screen 2 of 2.'));
      await sr.followFocus();
      await sr.readUntil(exactly('button, Review answers'));
      await sr.activate();
      await sr.waitToHear(exactly('polite: You answered 2 of 2 questions.'));

      // Submit from the review: the result is said; focus stays on the one forward control.
      await sr.followFocus();
      await sr.readUntil(exactly('button, Submit answers'));
      await sr.heardSinceLast();
      await sr.activate();
      const sent = await sr.waitToHear(/^polite: Answers sent/);
      expect(sent.filter((phrase) => phrase.startsWith('polite: '))).toEqual(['polite: Answers sent. Score 100%. Passed.']);
      expect(document.activeElement?.textContent).toBe('Continue');
      expect(bodies.map((body) => body.phase_id)).toEqual(['quiz']);
    } finally {
      await sr.stop();
      await unmount();
    }
  });
});
