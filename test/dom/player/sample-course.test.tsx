import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CoursePlayer, defaultStrings as strings } from '../../../src';
import type { SubmitProgressBody } from '../../../src/contract';
import { PHASE_TYPES } from '../../../src/contract/course';
import { normalizeCourse } from '../../../src/model/normalizeCourse';
import { methodCourse, methodCourseKeys } from '../../fixtures';
import { playCourse, type PlayMode } from '../../support/playSampleCourse';
import { asOnSubmit, correctAnswersFor, createReferenceScorer, type SubmitProgressEnvelope } from '../../support/referenceScorer';
import { installDomPolyfills } from '../renderers/support';

/**
 * The whole sample course, played through the DOM against the reference scorer with every question
 * answered correctly: what the learner sees at each step and the exact bodies posted.
 */

const USER_ID = '9d4e2b7c-5a13-4f6e-8c21-3b7a0e5d9f42';
const course = normalizeCourse(methodCourse).course;
const base = { activity_id: methodCourse.course_id, user_id: USER_ID, time_spent_minutes: 0 };

/** Unscored values the learner gives: a confidence rating (one step above the scale's midpoint) and a reflection. */
const CONFIDENCE = 4;
const REFLECTION = 'Cost and prior authorization.';

/** What a correct playthrough posts, in order; the first four are the intro, pre-assessment and content phases. */
const EXPECTED_BODIES: SubmitProgressBody[] = [
  { ...base, phase_type: 'introduction', phase_id: 'ph-intro', answers: [{ question_id: 'intro-confidence', selected: CONFIDENCE }] },
  {
    ...base, phase_type: 'pre-assessment', phase_id: 'ph-pre',
    answers: [
      { question_id: 'q-pre-sglt2', selected: 'An SGLT2 inhibitor such as dapagliflozin' },
      { question_id: 'q-pre-bp', selected: 'Below 130/80 mm Hg' },
    ],
  },
  // "Check answer" on the graded anchor: only its own answer, under its component kind.
  { ...base, phase_type: 'question', phase_id: 'ph-content', answers: [{ question_id: 'content-next-step', selected: 'opt-add-sglt2' }] },
  {
    ...base, phase_type: 'content', phase_id: 'ph-content',
    // The ungraded decision has no right answer; the first option is as good as any.
    answers: [{ question_id: 'content-bp-choice', selected: 'opt-confirm-home' }, { question_id: 'content-next-step', selected: 'opt-add-sglt2' }],
  },
  // Each narrative-escape "Check answer": every answered puzzle of the block, under its component kind.
  { ...base, phase_type: 'narrative-escape', phase_id: 'ph-education', answers: [{ question_id: 'pz-sick-day', selected: 'pz-sick-day-pause' }] },
  {
    ...base, phase_type: 'narrative-escape', phase_id: 'ph-education',
    answers: [{ question_id: 'pz-sick-day', selected: 'pz-sick-day-pause' }, { question_id: 'pz-egfr-dip', selected: 'pz-egfr-dip-continue' }],
  },
  // The phase body carries no puzzles (spec 4: narrative-escape has no standardized submission).
  {
    ...base, phase_type: 'education', phase_id: 'ph-education',
    answers: [{ question_id: 'edu-nephron-hotspot', selected: 'hs-proximal' }, { question_id: 'edu-reflection', selected: REFLECTION }],
  },
  {
    ...base, phase_type: 'assessment', phase_id: 'ph-assessment',
    answers: [{ question_id: 'tq-metformin-egfr', selected_index: 2 }, { question_id: 'tq-sglt2-adverse', selected_index: 0 }],
    matches: [
      { source_id: 'src-uacr', target_id: 'tgt-start-sglt2' },
      { source_id: 'src-egfr', target_id: 'tgt-keep-metformin' },
      { source_id: 'src-home-bp', target_id: 'tgt-titrate-acei' },
    ],
    placements: [
      { item_id: 'item-glipizide', group_id: 'grp-glycemic-only' },
      { item_id: 'item-dapagliflozin', group_id: 'grp-cardiorenal' },
      { item_id: 'item-sitagliptin', group_id: 'grp-glycemic-only' },
      { item_id: 'item-empagliflozin', group_id: 'grp-cardiorenal' },
    ],
    matched_pairs: [
      { card1_id: 'card-d', card2_id: 'card-k' },
      { card1_id: 'card-p', card2_id: 'card-a' },
      { card1_id: 'card-m', card2_id: 'card-s' },
    ],
  },
  {
    ...base, phase_type: 'post-assessment', phase_id: 'ph-post',
    answers: [
      { question_id: 'q-post-sglt2', selected: 'An SGLT2 inhibitor such as empagliflozin' },
      { question_id: 'q-post-bp', selected: 'Intensify therapy to reach below 130/80 mm Hg' },
      { question_id: 'post-confidence', selected: CONFIDENCE },
    ],
  },
  // Evaluation answers are not posted: an evaluation-only phase sends no `answers` (docs/assumptions.md).
  { ...base, phase_type: 'evaluation', phase_id: 'ph-evaluation' },
];

const BODY_KEYS = ['activity_id', 'user_id', 'phase_type', 'phase_id', 'time_spent_minutes'];
const VALUE_KINDS = new Set(['mcq', 'timed-quiz', 'choice', 'question', 'image-hotspot', 'confidence-check', 'reflection', 'form-input', 'narrative-escape']);

/** The answer arrays a body may carry: those of the kinds it submits (the whole phase, or one checked anchor). */
function arraysThatApply(body: SubmitProgressBody): string[] {
  const phase = course.phases.find((candidate) => candidate.id === body.phase_id);
  const isPhase = (PHASE_TYPES as readonly string[]).includes(body.phase_type);
  const kinds = new Set((phase?.blockIds ?? []).map((id) => course.blocks[id]?.kind).filter((kind) => isPhase || kind === body.phase_type));
  return [
    ...([...kinds].some((kind) => kind !== undefined && VALUE_KINDS.has(kind)) ? ['answers'] : []),
    ...(kinds.has('drag-drop-match') ? ['matches'] : []),
    ...(kinds.has('grouping') ? ['placements'] : []),
    ...(kinds.has('card-flip') ? ['matched_pairs'] : []),
  ];
}

/** The shape POST /api-submit-progress takes (spec 4): exact keys, whole minutes, this course and learner. */
function expectValidBody(body: SubmitProgressBody, index: number) {
  const where = `body ${index} (${body.phase_type} ${body.phase_id})`;
  expect(Object.keys(body).sort(), where).toEqual([...BODY_KEYS, ...arraysThatApply(body)].sort());
  expect(body.activity_id, where).toBe(methodCourse.course_id);
  expect(body.user_id, where).toBe(USER_ID);
  expect(Number.isInteger(body.time_spent_minutes) && body.time_spent_minutes >= 0, where).toBe(true);
  for (const field of ['matches', 'placements', 'matched_pairs'] as const) {
    if (field in body) expect(body[field]?.length, `${where} ${field}`).toBeGreaterThan(0);
  }
}

function renderSampleCourse(mode: PlayMode) {
  const scorer = createReferenceScorer(methodCourse, methodCourseKeys);
  const submit = asOnSubmit(scorer);
  const responses: SubmitProgressEnvelope[] = [];
  const onSubmit = vi.fn(async (body: SubmitProgressBody) => {
    const response = await submit(body);
    responses.push(response);
    return response;
  });
  const onEvent = vi.fn();
  const user = userEvent.setup();
  render(
    <StrictMode>
      <CoursePlayer payload={methodCourse} userId={USER_ID} onSubmit={onSubmit} onEvent={onEvent} degraded={mode === 'degraded'} />
    </StrictMode>,
  );
  return { scorer, responses, onEvent, user, received: scorer.received as readonly SubmitProgressBody[] };
}

const INTRO_CONFIDENCE = /^How confident are you in choosing therapy/;

beforeAll(installDomPolyfills);

describe('sample course playthrough', () => {
  it('plays every phase of the degraded course to completion with correct answers and exact bodies', async () => {
    const { user, received, responses, onEvent } = renderSampleCourse('degraded');
    // An accredited activity: the provider's disclosure comes first.
    await user.click(screen.getByRole('button', { name: 'Continue to the activity' }));
    // Degraded: the confidence check is a radio scale, not a slider.
    expect(screen.getByRole('group', { name: INTRO_CONFIDENCE })).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();

    // Its talking avatar and video are their posters and transcripts (spec 2.8 rule 7): no video on any screen.
    const videoScreens: string[] = [];
    const posters = new Set<string>();
    const onScreen = async (here: string) => {
      if (document.querySelector('video')) videoScreens.push(here);
      document.querySelectorAll('.method-media__poster').forEach((poster) => posters.add(poster.getAttribute('src') ?? ''));
    };
    const log = await playCourse({ user, course, keys: methodCourseKeys, mode: 'degraded', onScreen });
    expect(videoScreens).toEqual([]);
    expect(posters.size).toBeGreaterThan(0);

    // Every screen of every required phase was shown, in course order (the education phase is stacked).
    expect(log.screens.slice(0, 15)).toEqual([
      'ph-intro#0', 'ph-pre#0',
      'ph-content#0', 'ph-content#1', 'ph-content#2', 'ph-content#3', 'ph-content#4',
      'ph-education#0',
      'ph-assessment#0', 'ph-assessment#1', 'ph-assessment#2', 'ph-assessment#3',
      'ph-post#0', 'ph-post#1',
      'ph-evaluation#0',
    ]);
    // Both multi-screen assessments listed every question, all answered, before "Submit answers".
    expect(Object.fromEntries(log.reviews)).toEqual({ 'ph-assessment': { questions: 10, unanswered: 0 }, 'ph-post': { questions: 3, unanswered: 0 } });
    // The graded anchor was checked, answered right, and revealed what it gates.
    expect(Object.fromEntries(log.checks)).toEqual({ 'content-next-step': strings.rationaleCorrect });
    // Every block rendered a control or content: no "not supported" notice (the escape's puzzles were solved).
    expect(log.notices).toEqual([]);

    // Each scored phase showed its score and "Passed" before the learner continued; the pre-test
    // (a baseline, pass mark 0) said the answers were recorded, with the score as the starting one.
    const scored = course.phases.filter((phase) => Object.values(methodCourseKeys.components).some((key) => key.phase_id === phase.id && key.graded && key.counts_toward_phase));
    expect(scored.map((phase) => phase.id)).toEqual(['ph-pre', 'ph-content', 'ph-education', 'ph-assessment', 'ph-post']);
    expect(log.results.get('ph-pre'), 'ph-pre').toEqual({ score: 'Your starting score: 100%', verdict: strings.resultRecorded });
    for (const phaseId of ['ph-content', 'ph-assessment', 'ph-post']) {
      expect(log.results.get(phaseId), phaseId).toEqual({ score: 'Score: 100%', verdict: strings.resultPassed });
    }
    // The education phase is scored (its hotspot counts), so its score shows before moving on.
    expect(log.results.get('ph-education'), 'education phase result shown').toEqual({ score: 'Score: 100%', verdict: strings.resultPassed });

    // Continue refuses to move on until a screen's required answers are given.
    for (const [here, blocked] of log.blockedWhileUnanswered) {
      expect(blocked, here).toBe(true);
    }
    // Required evaluation questions hold Continue back too.
    expect(log.blockedWhileUnanswered.get('ph-evaluation#0'), 'Continue blocked on unanswered required evaluation questions').toBe(true);

    // The submission that completes the course shows the completion view.
    expect(screen.queryByRole('heading', { level: 2, name: strings.courseComplete }), `completion heading (${log.stuckReason})`).not.toBeNull();

    // Progress: every required phase complete (or current); nothing locked.
    const nav = screen.getByRole('navigation', { name: strings.progressLabel });
    const statuses = within(nav).getAllByRole('listitem').map((item) => item.getAttribute('data-status'));
    expect(statuses).toHaveLength(course.phases.length);
    course.phases.forEach((phase, index) => {
      expect(phase.required ? ['complete', 'current'] : ['complete', 'current', 'available'], phase.id).toContain(statuses[index]);
    });

    // The exact bodies, each valid, holding every correct answer from the keys.
    received.forEach(expectValidBody);
    expect(received.slice(0, EXPECTED_BODIES.length)).toEqual(EXPECTED_BODIES);
    for (const body of received.filter((candidate) => (PHASE_TYPES as readonly string[]).includes(candidate.phase_type))) {
      const correct = correctAnswersFor(methodCourseKeys, body.phase_id);
      for (const field of ['answers', 'matches', 'placements', 'matched_pairs'] as const) {
        const want: readonly unknown[] | undefined = correct[field];
        if (want) expect(body[field], `${body.phase_id} ${field}`).toEqual(expect.arrayContaining([...want]));
      }
    }
    // Nothing is posted once the course is complete.
    expect(received.slice(EXPECTED_BODIES.length), 'bodies after the course was complete').toEqual([]);

    // Phases were submitted once each, in course order, every required one included.
    const submittedPhases = received.filter((body) => (PHASE_TYPES as readonly string[]).includes(body.phase_type)).map((body) => body.phase_id);
    expect(submittedPhases).toEqual(course.phases.map((phase) => phase.id).slice(0, submittedPhases.length));
    expect(submittedPhases).toEqual(expect.arrayContaining(course.phases.filter((phase) => phase.required).map((phase) => phase.id)));

    // The scorer accepted every body, scored each 100 and said the course was complete at the end.
    expect(responses.every((response) => response.success && response.data?.score === 100 && response.data.passed)).toBe(true);
    const completing = responses.findIndex((response) => response.data?.all_phases_complete === true);
    expect(received[completing]?.phase_id).toBe('ph-evaluation');
    expect(responses.at(-1)?.data?.all_phases_complete).toBe(true);
    expect(onEvent.mock.calls.filter(([event]) => event.type === 'completed')).toHaveLength(1);
  }, 60_000);

  it('posts the same bodies through the full renderers for the first three phases', async () => {
    const { user, received } = renderSampleCourse('full');
    await user.click(screen.getByRole('button', { name: 'Continue to the activity' }));
    // Full renderers: the confidence check is a Radix slider.
    expect(screen.getByRole('slider', { name: INTRO_CONFIDENCE })).toBeTruthy();

    const log = await playCourse({ user, course, keys: methodCourseKeys, mode: 'full', stopAfterPhaseId: 'ph-content' });

    expect(log.outcome, log.stuckReason ?? '').toBe('stopped');
    expect(log.screens).toEqual(['ph-intro#0', 'ph-pre#0', 'ph-content#0', 'ph-content#1', 'ph-content#2', 'ph-content#3', 'ph-content#4']);
    expect(Object.fromEntries(log.results)).toEqual({ 'ph-pre': { score: 'Your starting score: 100%', verdict: strings.resultRecorded }, 'ph-content': { score: 'Score: 100%', verdict: strings.resultPassed } });
    // The degraded playthrough above asserts it sent exactly these bodies for the same phases.
    expect(received).toEqual(EXPECTED_BODIES.slice(0, 4));
  }, 60_000);
});
