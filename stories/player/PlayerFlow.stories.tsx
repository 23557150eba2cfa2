import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Certificate, CoursePlayer, type SubmitProgressBody } from 'ce-course-player';
import { methodCourse, seriesModule } from '../../test/fixtures';
import { makePlayerPayload, playerScorer } from '../../test/support/playerCourse';
import { seededStorage } from '../support/seededStorage';
import { loadPersistenceCode } from '../../test/support/persistenceCode';

const USER = 'story-learner';
const scorer = async (body: SubmitProgressBody): Promise<unknown> => playerScorer(body);

/** A two-screen assessment: the result on screen 2 lists the feedback for screen 1. */
const twoScreenQuiz = {
  contract_version: '2026-09-03', course_id: 'story-feedback', organization_id: 'org-1', name: 'Resistant hypertension', format: 'method',
  phases: [{
    id: 'quiz', title: 'Assessment', type: 'assessment', required: true, order: 0, display_mode: 'sequential', screen_count: 2,
    components: [
      { id: 'm1', type: 'mcq', reveal_after: null, screen_index: 0, screen_role: 'primary', questions: [{ id: 'q1', question: 'First-line add-on?', options: ['Spironolactone', 'Doxazosin'] }] },
      { id: 'm2', type: 'mcq', reveal_after: null, screen_index: 1, screen_role: 'primary', questions: [{ id: 'q2', question: 'Target BP?', options: ['<130/80', '<150/90'] }] },
    ],
  }],
};

/** The same quiz with its first question optional: left out, the review says so. */
const optionalFirstQuiz = {
  ...twoScreenQuiz,
  course_id: 'story-review-unanswered',
  phases: twoScreenQuiz.phases.map((phase) => ({ ...phase, components: phase.components.map((component, index) => (index === 0 ? { ...component, required: false } : component)) })),
};

/** Opens the review from the quiz's last screen, as the learner does with "Review answers". */
const openReview = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Review answers' }));
  await expect(await canvas.findByRole('heading', { level: 2, name: 'Review your answers: Assessment' })).toHaveFocus();
  // The review's list is a view of its own, there once its code is (fetched when the course opened).
  await expect(await canvas.findByRole('list', { name: 'Review your answers: Assessment' })).toBeVisible();
};

const meta = {
  title: 'Player/Flow',
  component: CoursePlayer,
  // fn() puts every callback in the Actions panel; onSubmit still answers like the service.
  args: { payload: makePlayerPayload(), userId: USER, onSubmit: fn(scorer), onEvent: fn(), onDiagnostics: fn() },
  // Stories open part-way through from stored progress: the persistence chunk is here before they render.
  loaders: [loadPersistenceCode],
} satisfies Meta<typeof CoursePlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The opt-in landing page with its Start button. */
export const Landing: Story = { args: { payload: methodCourse, landing: true } };

/** A module of a series, with previous/next links from the host. */
export const SeriesModule: Story = { args: { payload: seriesModule, seriesHref: (courseId: string) => `https://learn.example.org/courses/${courseId}` } };

/** `phases` is not a list: an error notice, not "no content yet". */
export const UnreadableCourse: Story = { args: { payload: { ...makePlayerPayload(), phases: { intro: {} } } } };

/** A failed two-screen assessment: the first screen's feedback is listed with the result. */
export const ResultFeedback: Story = {
  args: {
    payload: twoScreenQuiz,
    persistence: {
      key: 'story',
      storage: seededStorage('story-feedback', USER, {
        position: { phaseId: 'quiz', screenIndex: 1 },
        answers: { m1: { type: 'selections', byQuestion: { q1: 'Doxazosin' } }, m2: { type: 'selections', byQuestion: { q2: '<130/80' } } },
        results: { quiz: { score: 50, passed: false, allPhasesComplete: false, rationaleIds: ['q1'] } },
        rationales: {
          q1: { questionId: 'q1', correct: false, text: null, html: '<p>PATHWAY-2 favoured <em>spironolactone</em>.</p>' },
          q2: { questionId: 'q2', correct: true, text: 'Guidelines target below 130/80.', html: null },
        },
      }),
    },
  },
};

/** An accredited activity's fresh start: the provider's disclosure before any content (ACCME Standards 5 and 6). */
export const Disclosure: Story = { args: { payload: methodCourse } };

/** An accredited activity just completed: the learner claims credit, then the certificate shows. */
export const CreditClaim: Story = {
  args: {
    payload: methodCourse,
    onCreditClaim: fn(() => Promise.resolve()),
    certificate: <p>Your certificate is ready to download.</p>,
    persistence: {
      key: 'story',
      storage: seededStorage(methodCourse.course_id, USER, {
        courseComplete: true,
        completed: Object.fromEntries(methodCourse.phases.map((phase) => [phase.id, true as const])),
        clock: { spentMs: { [methodCourse.phases[0]!.id]: 74 * 60_000 }, running: null },
      }),
    },
  },
};

/** Review before submit: every answer of the two-screen assessment, each with a Change back to its screen, then Submit answers. */
export const ReviewAnswers: Story = {
  args: {
    payload: twoScreenQuiz,
    persistence: {
      key: 'story',
      storage: seededStorage('story-feedback', USER, {
        position: { phaseId: 'quiz', screenIndex: 1 },
        answers: { m1: { type: 'selections', byQuestion: { q1: 'Spironolactone' } }, m2: { type: 'selections', byQuestion: { q2: '<130/80' } } },
      }),
    },
  },
  play: openReview,
};

/** The review with a question left out (optional): "Not answered", edged in the warning colour, and counted. */
export const ReviewUnanswered: Story = {
  args: {
    payload: optionalFirstQuiz,
    persistence: {
      key: 'story',
      storage: seededStorage('story-review-unanswered', USER, {
        position: { phaseId: 'quiz', screenIndex: 1 },
        answers: { m2: { type: 'selections', byQuestion: { q2: '<130/80' } } },
      }),
    },
  },
  play: openReview,
};

/**
 * A course just finished: the certificate, then the learner's answers with the service's verdicts
 * and rationales, to keep; "Print my answers" prints both as a document (styles/method.css, print).
 */
export const AnswerRecord: Story = {
  args: {
    payload: twoScreenQuiz,
    certificate: <Certificate certificate={{ status: 'issued', certificateNumber: 'CE-2026-0042', creditHours: 1, creditType: 'AMA PRA Category 1 Credit™', issuedAt: '2026-11-26' }} />,
    persistence: {
      key: 'story',
      storage: seededStorage('story-feedback', USER, {
        courseComplete: true,
        completed: { quiz: true },
        answers: { m1: { type: 'selections', byQuestion: { q1: 'Spironolactone' } }, m2: { type: 'selections', byQuestion: { q2: '<130/80' } } },
        results: { quiz: { score: 100, passed: true, allPhasesComplete: true, rationaleIds: ['q1', 'q2'] } },
        rationales: {
          q1: { questionId: 'q1', correct: true, text: null, html: '<p>PATHWAY-2 favoured <em>spironolactone</em>.</p>' },
          q2: { questionId: 'q2', correct: true, text: 'Guidelines target below 130/80.', html: null },
        },
      }),
    },
  },
};
