import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CoursePlayer, type SubmitProgressBody } from 'ce-course-player';
import { mediaStates, methodCourse, methodCourseKeys, unknownRevisionProbe } from '../../test/fixtures';
import { asOnSubmit, createReferenceScorer } from '../../test/support/referenceScorer';
import { makePlayerPayload, PLAYER_COURSE_ID, playerScorer } from '../../test/support/playerCourse';
import { seededStorage } from '../support/seededStorage';
import { storyAsset } from '../support/storyAsset';
import { loadPersistenceCode } from '../../test/support/persistenceCode';

const USER = 'story-learner';
const scorer = async (body: SubmitProgressBody): Promise<unknown> => playerScorer(body);
const at = (progress: Parameters<typeof seededStorage>[2], user = USER) => ({ key: 'story', storage: seededStorage(PLAYER_COURSE_ID, user, progress) });
const PENDING_USER = `${USER}-pending`;

const meta = {
  title: 'Player/CoursePlayer',
  component: CoursePlayer,
  // fn() puts every callback in the Actions panel; onSubmit still answers like the service.
  args: { payload: makePlayerPayload(), userId: USER, onSubmit: fn(scorer), onEvent: fn(), onDiagnostics: fn() },
  // Stories open part-way through from stored progress: the persistence chunk is here before they render.
  loaders: [loadPersistenceCode],
} satisfies Meta<typeof CoursePlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new learner: the first screen of a sequential phase, every later phase locked. */
export const AtStart: Story = {};

/** Second screen of the first phase, question unanswered: Continue explains why it waits. */
export const MidPhase: Story = { args: { persistence: at({ position: { phaseId: 'intro', screenIndex: 1 } }) } };

/** A graded anchor before its result: the block it gates is hidden. */
export const GatedBefore: Story = {
  args: { persistence: at({ position: { phaseId: 'learn', screenIndex: 0 }, completed: { intro: true } }) },
};

/** The same anchor after the service's result: the gated block appears in place, with the rationale. */
export const GatedAfter: Story = {
  args: {
    persistence: at({
      position: { phaseId: 'learn', screenIndex: 0 },
      completed: { intro: true },
      answers: { 'next-step': { type: 'selections', byQuestion: { 'next-step': 'aldo' } } },
      revealed: { 'next-step': true },
      rationales: { 'next-step': { questionId: 'next-step', correct: true, text: 'Primary aldosteronism is common in resistant hypertension.', html: null } },
    }),
  },
};

/**
 * Two phases done and the assessment current: the last phase stays locked (with its reason for
 * screen readers) until the assessment is passed, beside completed and current ones.
 */
export const LockedPhase: Story = {
  args: { persistence: at({ position: { phaseId: 'quiz', screenIndex: 0 }, completed: { intro: true, learn: true } }) },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Course progress' });
    await expect(within(nav).getByText('Wrap-up').closest('li')).toHaveAttribute('data-status', 'locked');
    await expect(within(nav).getByText('Work-up').closest('li')).toHaveAttribute('data-status', 'complete');
  },
};

/** A submission in flight: Submit is busy and the choices are disabled. */
export const SubmissionPending: Story = {
  args: {
    onSubmit: fn((_body: SubmitProgressBody) => new Promise<unknown>(() => undefined)),
    // A learner of its own: its request never answers, and a later player of the same learner and
    // course takes an unanswered request over (docs/reliability.md), so the next story would wait on it.
    userId: PENDING_USER,
    persistence: at({ position: { phaseId: 'intro', screenIndex: 1 }, answers: { gut: { type: 'selections', byQuestion: { gut: 'yes' } } }, revealed: { gut: true } }, PENDING_USER),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit answers' }));
  },
};

/** The service rejected the submission: answers kept, an error and a Retry. */
export const SubmitFailed: Story = {
  args: {
    onSubmit: fn(async (_body: SubmitProgressBody): Promise<unknown> => {
      throw Object.assign(new Error('Bad request'), { status: 400 });
    }),
    persistence: at({ position: { phaseId: 'intro', screenIndex: 1 }, answers: { gut: { type: 'selections', byQuestion: { gut: 'yes' } } }, revealed: { gut: true } }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit answers' }));
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

/** A failed assessment, with its score and a retake. */
export const AssessmentFailed: Story = {
  args: {
    persistence: at({
      position: { phaseId: 'quiz', screenIndex: 0 },
      completed: { intro: true, learn: true },
      answers: { mcq: { type: 'selections', byQuestion: { q1: 'Doxazosin', q2: '<130/80' } } },
      results: { quiz: { score: 50, passed: false, allPhasesComplete: false, rationaleIds: ['q1'] } },
      rationales: { q1: { questionId: 'q1', correct: false, text: 'PATHWAY-2 favoured spironolactone.', html: null } },
    }),
  },
};

/** Every required phase done; the follow-up form posts to onFollowUpSubmit (see the Actions panel). */
export const Completed: Story = { args: { onFollowUpSubmit: fn(), persistence: at({ courseComplete: true, completed: { intro: true, learn: true, quiz: true, done: true } }) } };

/** The sample course's id, for a story that opens it part-way through. */
const SAMPLE_ID = methodCourse.course_id;

/**
 * Every kind forced to its degraded fallback, shown on the sample course's drag-and-drop match:
 * one labelled select per item instead of dragging.
 */
export const Degraded: Story = {
  args: {
    degraded: true,
    payload: methodCourse,
    onSubmit: fn(asOnSubmit(createReferenceScorer(methodCourse, methodCourseKeys))),
    persistence: {
      key: 'story',
      storage: seededStorage(SAMPLE_ID, USER, {
        position: { phaseId: 'ph-assessment', screenIndex: 0 },
        completed: { 'ph-intro': true, 'ph-pre': true, 'ph-education': true, 'ph-content': true },
      }),
    },
  },
};

/** Unknown component and phase types from a newer revision render as notices. */
export const UnknownKind: Story = { args: { payload: unknownRevisionProbe } };

/** Media in ready, pending, failed and expired states. */
export const ExpiredMedia: Story = { args: { payload: mediaStates } };

/** The dark token set. */
export const DarkTheme: Story = { args: { theme: 'dark' } };

/** A payload of one content phase holding a video that must be watched, with its captions and transcript. */
function mustWatchPayload() {
  return {
    contract_version: '2026-09-03', course_id: 'story-watch', organization_id: 'org', name: 'Watching the eGFR dip', format: 'method', total_phases: 1,
    learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {}, references: [], series: null,
    phases: [{ id: 'watch', title: 'The eGFR dip', type: 'content', required: true, order: 0, display_mode: 'stacked', screen_count: 1, components: [
      { id: 'talk', type: 'video', reveal_after: null, screen_index: 0, screen_role: 'primary', title: 'A nephrologist explains the eGFR dip',
        url: storyAsset('silence-3s.wav'), poster_url: storyAsset('presenter-portrait.svg'),
        captions: [{ src: storyAsset('captions-en.vtt'), srclang: 'en', label: 'English' }], transcript: 'Expect eGFR to dip by a few points in the first weeks.' },
    ] }],
  };
}

/** The host's media completion rule: Continue waits for 95% of the video, says how long is left, and the transcript would do. */
export const MediaMustBeWatched: Story = { args: { payload: mustWatchPayload(), userId: `${USER}-watch`, mediaCompletion: 'watched', allowHttp: true } };
