import '../../styles/method.css';
import { commands } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import { CoursePlayer } from '../../src';
import { defaultStrings as strings } from '../../src/strings/en';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { mount } from '../support/mount';
import { asOnSubmit, createReferenceScorer } from '../support/referenceScorer';
import { startListening, type HeardStep, type Listener } from '../support/screenReader';
import { spokenLogMarkdown } from '../support/spokenLog';

/**
 * The sample course's first phases walked with a virtual screen reader, item by item as a learner
 * would: what is heard on each Continue (focus on the new heading, said once), each question with
 * its options and checked state, why Submit is disabled, the result and the feedback, content
 * revealed by an answer, and why the later phases are locked.
 *
 * `VITE_SPOKEN_LOG=1` writes this run's log into docs/accessibility.md (see there).
 */

const SCREEN_PAUSE_MS = 150;
const settle = (ms = SCREEN_PAUSE_MS) => new Promise((resolve) => setTimeout(resolve, ms));

const INTRO_STATEMENT = 'How confident are you in choosing therapy that protects the kidneys and heart of a patient like Mr. Hill?';
const INTRO_HELPER = 'This is not graded. We will ask again at the end so you can see how your confidence changed.';
const PRE_Q1 = 'Mr. Hill has an eGFR of 58 mL/min/1.73 m² and a urine albumin-to-creatinine ratio of 120 mg/g. Which addition to metformin is most likely to slow progression of his kidney disease?';
const PRE_Q1_OPTIONS = ['A sulfonylurea such as glipizide', 'An SGLT2 inhibitor such as dapagliflozin', 'A DPP-4 inhibitor such as sitagliptin', 'Basal insulin glargine'];
const PRE_Q2 = 'For most adults with diabetes and chronic kidney disease, which office blood pressure target do current guidelines recommend?';
const BP_CHOICE = 'Before changing his antihypertensive regimen, what would you do first about the office reading of 152/94 mm Hg?';
const NEXT_STEP = 'Which change best addresses both his albuminuria and his glycemia?';
const HOTSPOT_PROMPT = 'Select the segment where SGLT2 inhibitors act.';
const REFLECTION_PROMPT = 'Think of a patient in your practice with diabetes and albuminuria. What has kept them off an SGLT2 inhibitor so far?';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^${escape(text)}$`);
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);
const heading = (title: string) => `heading, ${title}, level 2`;

/** The phrases of one list item of the progress navigation, by its position. */
function listItem(heard: readonly string[], position: number, size: number): string[] {
  const start = heard.indexOf(`listitem, level 1, position ${position}, set size ${size}`);
  const end = heard.indexOf(`end of listitem, level 1, position ${position}, set size ${size}`);
  return start === -1 || end === -1 ? [] : heard.slice(start + 1, end);
}

/** How many phrases say `text` (a repeat is a learner hearing the same thing twice). */
const timesHeard = (heard: readonly string[], text: string) => heard.filter((phrase) => phrase.includes(text)).length;

/** Presses the forward button under the cursor and returns what was heard until the new heading had focus. */
async function continueTo(sr: Listener, title: string): Promise<string[]> {
  await sr.heardSinceLast();
  await sr.activate();
  const heard = await sr.waitToHear(exactly(heading(title)));
  // A trailing live-region announcement would come right after the focus move.
  await settle();
  heard.push(...(await sr.heardSinceLast()));
  expect(document.activeElement?.tagName, `focus after moving to ${title}`).toBe('H2');
  expect(document.activeElement?.textContent).toBe(title);
  return heard;
}

describe('the sample course with a screen reader', () => {
  it('hears the intro, the pre-test, the content and the education phase as a learner would', async () => {
    const scorer = createReferenceScorer(methodCourse, methodCourseKeys);
    // The phases as heard from the top of the page: the disclosure before them is the keyboard walk's (keyboard-axe.test.tsx).
    const { container, unmount } = await mount(<CoursePlayer payload={methodCourse} userId="0b7e4f3a-2c91-4d5e-8f60-7a1b2c3d4e5f" onSubmit={asOnSubmit(scorer)} disclosure="host" />);
    const sr = await startListening(container);
    let steps: HeardStep[] = [];
    try {
      // --- Meet the patient: the page from the top, down to the screen heading.
      await sr.readUntil(exactly(heading('Meet the patient')));
      let heard = await sr.heardSinceLast();
      expect(heard).toContain('navigation, Course progress');
      expect(heard).toContain('button, Meet the patient, current step');
      // A locked phase says so, and why, once.
      const locked = listItem(heard, 2, 8);
      expect(locked.join(' | ')).toContain('Before you start');
      expect(timesHeard(locked, strings.phaseLockedNote('Meet the patient')), locked.join(' | ')).toBe(1);

      await sr.step('Meet the patient: the confidence slider');
      const slider = await sr.readUntil(/^slider, /);
      // What the ends of the scale mean is said with it, not only shown at its ends.
      const described = `slider, ${INTRO_STATEMENT}, ${INTRO_HELPER} 1 means Not at all confident; 5 means Very confident., orientated horizontally, max value 5, min value 1`;
      expect(slider).toBe(`${described}, current value ${strings.notAnsweredYet}`);
      await sr.press('ArrowRight');
      expect(await sr.heardSinceLast()).toContain(`${described}, current value 4`);
      expect(await sr.readUntil(/^button, /)).toBe(`button, ${strings.continueLabel}`);

      // --- Before you start: focus moves to the heading, which is said once.
      await sr.step('Continue to the pre-test');
      heard = await continueTo(sr, 'Before you start');
      // The intro's Continue also sends its (ungraded) rating; that it was sent is the only news.
      expect(heard).toEqual([heading('Before you start'), 'polite: Answers sent.']);

      await sr.step('Before you start: the questions, and why Submit is disabled');
      expect(await sr.readUntil(startsWith(`radiogroup, ${PRE_Q1}`))).toMatch(startsWith(`radiogroup, ${PRE_Q1}`));
      for (const [index, option] of PRE_Q1_OPTIONS.entries()) {
        expect(await sr.readUntil(/^radio, /)).toBe(`radio, ${option}, not checked, position ${index + 1}, set size 4`);
      }
      expect(await sr.readUntil(startsWith(`radiogroup, Guideline ${PRE_Q2}`))).toMatch(startsWith(`radiogroup, Guideline ${PRE_Q2}`));
      expect(await sr.readUntil(/^button, Submit/)).toBe(`button, ${strings.submitLabel}, ${strings.continueBlocked('unanswered')}, disabled`);
      // Nothing is left without its role: a question's legend split by its badge was read again as a
      // nameless container, "Guideline For most adults…" in and "end, Guideline For most adults…" out.
      const questions = await sr.heardSinceLast();
      expect(questions.filter((phrase) => phrase === 'end' || phrase.startsWith('end, '))).toEqual([]);
      expect(questions.filter((phrase) => phrase.startsWith(`Guideline ${PRE_Q2}`))).toEqual([]);

      await sr.step('Before you start: answering');
      await sr.readBackUntil(startsWith('radio, An SGLT2 inhibitor such as dapagliflozin'));
      await sr.heardSinceLast();
      await sr.activate();
      // The virtual reader takes a radio's state from the `checked` attribute, which a native radio
      // does not change (its state is a property): so the state is asserted on the control itself.
      expect(sr.activeNode).toHaveProperty('checked', true);
      await sr.readUntil(startsWith('radio, Below 130/80 mm Hg'));
      await sr.heardSinceLast();
      await sr.activate();
      expect(sr.activeNode).toHaveProperty('checked', true);
      expect(await sr.readUntil(/^button, Submit/)).toBe(`button, ${strings.submitLabel}`);

      await sr.step('Before you start: Submit answers, then the feedback read back');
      await sr.heardSinceLast();
      await sr.activate();
      expect((await sr.waitToHear(/^polite: /)).filter((phrase) => phrase.startsWith('polite: '))).toEqual(['polite: Answers sent. Your starting score: 100%.']);
      await sr.followFocus();
      await sr.readBackUntil(exactly(heading('Before you start')));
      await sr.heardSinceLast();
      await sr.readUntil(exactly(`button, ${strings.continueLabel}`));
      heard = await sr.heardSinceLast();
      // Each question's verdict and rationale, then the result: recorded, the score as the starting one, no mark.
      expect(timesHeard(heard, strings.rationaleCorrect)).toBe(2);
      expect(heard).toContain('slow eGFR decline and reduce kidney failure and cardiovascular death in albuminuric CKD, independent of glucose lowering [1].');
      expect(heard).toContain(strings.resultRecorded);
      expect(heard).toContain(strings.resultBaselineScore(100));
      expect(heard.some((phrase) => phrase.startsWith('Score'))).toBe(false);

      // --- Working up the visit: five screens; the heading is said once and the position is announced.
      await sr.step('Continue to the content phase');
      heard = await continueTo(sr, 'Working up the visit');
      expect(heard).toEqual([heading('Working up the visit'), 'polite: Screen 1 of 5.']);
      expect(timesHeard(heard, 'Working up the visit')).toBe(1);
      await sr.readUntil(exactly(`button, ${strings.continueLabel}`));

      await sr.step('Working up the visit, screen 2: a decision that reveals what the team did');
      heard = await continueTo(sr, 'Working up the visit');
      expect(heard).toEqual([heading('Working up the visit'), 'polite: Screen 2 of 5.']);
      expect(await sr.readUntil(/^radiogroup, /)).toMatch(startsWith(`radiogroup, ${BP_CHOICE}`));
      await sr.readUntil(startsWith('radio, Confirm with home or ambulatory readings'));
      await sr.heardSinceLast();
      expect(container.textContent).not.toContain('What the team did:');
      await sr.activate();
      // The revealed content is announced when it appears, then read where it sits.
      expect((await sr.waitToHear(/^polite: /)).filter((phrase) => phrase.startsWith('polite: '))).toEqual(['polite: New content is shown below your answer.']);
      await sr.readUntil(exactly('What the team did:'));
      await sr.readUntil(exactly(`button, ${strings.continueLabel}`));

      await sr.step('Working up the visit, screen 3: a graded question checked on the spot');
      heard = await continueTo(sr, 'Working up the visit');
      expect(heard).toEqual([heading('Working up the visit'), 'polite: Screen 3 of 5.']);
      expect(await sr.readUntil(/^radiogroup, /)).toMatch(startsWith(`radiogroup, ${NEXT_STEP}`));
      await sr.readUntil(startsWith('radio, Add an SGLT2 inhibitor'));
      await sr.activate();
      expect(await sr.readUntil(/^button, /)).toBe(`button, ${strings.checkAnswerLabel}`);
      await sr.heardSinceLast();
      await sr.activate();
      heard = await sr.waitToHear(/^polite: /);
      await settle();
      heard.push(...(await sr.heardSinceLast()));
      // The verdict is announced, and focus moves from the vanished Check button to the feedback.
      expect(heard.filter((phrase) => phrase.startsWith('polite: '))).toEqual(['polite: Correct. New content is shown below your answer.']);
      expect(document.activeElement?.closest('.method-rationale'), `focus is on ${document.activeElement?.tagName}`).not.toBeNull();
      expect(heard).toContain('group, Feedback');
      // Reading on from the feedback: the rationale, then what the answer revealed.
      await sr.readUntil(exactly('The team added dapagliflozin 10 mg daily.'));
      expect(await sr.heardSinceLast()).toEqual(expect.arrayContaining([strings.rationaleCorrect, 'SGLT2 inhibitor']));
      await sr.readUntil(exactly(`button, ${strings.continueLabel}`));

      await sr.step('Working up the visit, screens 4 and 5');
      heard = await continueTo(sr, 'Working up the visit');
      expect(heard).toEqual([heading('Working up the visit'), 'polite: Screen 4 of 5.']);
      await sr.readUntil(exactly(`button, ${strings.continueLabel}`));
      heard = await continueTo(sr, 'Working up the visit');
      expect(heard).toEqual([heading('Working up the visit'), 'polite: Screen 5 of 5.']);
      expect(await sr.readUntil(/^button, /)).toBe(`button, ${strings.backLabel}`);
      expect(await sr.readUntil(/^button, /)).toBe(`button, ${strings.submitLabel}`);

      await sr.step('Working up the visit: Submit answers, the score announced, the feedback read back');
      await sr.heardSinceLast();
      await sr.activate();
      heard = await sr.waitToHear(/^polite: /);
      await settle();
      heard.push(...(await sr.heardSinceLast()));
      expect(heard.filter((phrase) => phrase.startsWith('polite: '))).toEqual(['polite: Answers sent. Score 100%. Passed.']);
      await sr.followFocus();
      await sr.readBackUntil(exactly(`heading, ${strings.feedbackHeading}, level 3`));
      await sr.readBackUntil(exactly('Passed'));
      await sr.readBackUntil(exactly('Score: 100%'));
      await sr.heardSinceLast();
      await sr.readUntil(exactly(`button, ${strings.continueLabel}`));
      heard = await sr.heardSinceLast();
      // The feedback lists the questions of the phase's other screens with the learner's answers.
      expect(heard).toEqual(expect.arrayContaining([strings.resultPassed, `region, ${strings.feedbackHeading}`, strings.feedbackYourAnswer('Confirm with home or ambulatory readings'), strings.feedbackYourAnswer('Add an SGLT2 inhibitor')]));

      // --- Cardiorenal protection in depth: one stacked screen (media, a hotspot, a reflection, an escape).
      await sr.step('Continue to the education phase');
      heard = await continueTo(sr, 'Cardiorenal protection in depth');
      expect(heard).toEqual([heading('Cardiorenal protection in depth')]);

      await sr.step('Cardiorenal protection in depth: the hotspot and the reflection');
      expect(await sr.readUntil(/^group, /)).toBe(`group, ${HOTSPOT_PROMPT}`);
      expect(await sr.readUntil(/^button, /)).toBe('button, Glomerulus, not pressed');
      expect(await sr.readUntil(/^button, /)).toBe('button, Proximal convoluted tubule, not pressed');
      await sr.activate();
      await sr.readUntil(exactly(strings.hotspotChosen('Proximal convoluted tubule')));
      expect(await sr.readBackUntil(startsWith('button, Proximal'))).toBe('button, Proximal convoluted tubule, pressed');
      expect(await sr.readUntil(/^textbox, /)).toBe(`textbox, ${REFLECTION_PROMPT}, placeholder Cost, prior authorization, concern about infections, clinical inertia...`);
      await sr.type('Cost and prior authorization.');

      await sr.step('Cardiorenal protection in depth: the escape, puzzle by puzzle');
      expect(await sr.readUntil(/^heading, /)).toBe('heading, The Saturday phone call, level 3');
      expect(await sr.readUntil(/^group, /)).toBe('group, What should he do with his dapagliflozin today?');
      await sr.readUntil(startsWith('button, Pause it until he is eating and drinking normally'));
      await sr.activate();
      await sr.readUntil(exactly(`button, ${strings.checkAnswerLabel}`));
      await sr.heardSinceLast();
      await sr.activate();
      // Solving a puzzle opens the next scene and takes focus to its heading.
      heard = await sr.waitToHear(/^polite: /);
      expect(heard).toEqual(['heading, The follow-up labs, level 3', 'polite: Solved: What should he do with his dapagliflozin today? New scene: The follow-up labs.']);
      await sr.readUntil(startsWith('button, Continue dapagliflozin and recheck as planned'));
      await sr.activate();
      await sr.readUntil(exactly(`button, ${strings.checkAnswerLabel}`));
      await sr.heardSinceLast();
      await sr.activate();
      expect((await sr.waitToHear(/^polite: /)).filter((phrase) => phrase.startsWith('polite: '))).toEqual([`polite: Solved: What is the best next step? ${strings.allPuzzlesSolved}`]);
      // The last Check button goes too; focus is on that puzzle's feedback, not dropped.
      expect(document.activeElement?.closest('.method-escape__feedback'), `focus is on ${document.activeElement?.tagName}`).not.toBeNull();
      await sr.readUntil(exactly(`button, ${strings.submitLabel}`));

      await sr.step('Cardiorenal protection in depth: Submit answers');
      await sr.heardSinceLast();
      await sr.activate();
      heard = await sr.waitToHear(/^polite: /);
      await settle();
      heard.push(...(await sr.heardSinceLast()));
      expect(heard.filter((phrase) => phrase.startsWith('polite: '))).toEqual(['polite: Answers sent. Score 100%. Passed.']);
    } finally {
      steps = await sr.transcript();
      await sr.stop();
      await unmount();
    }
    if (import.meta.env.VITE_SPOKEN_LOG) {
      // Browser commands resolve paths from the project root.
      const docs = 'docs/accessibility.md';
      await commands.writeFile(docs, spokenLogMarkdown(await commands.readFile(docs), steps));
    }
  });
});
