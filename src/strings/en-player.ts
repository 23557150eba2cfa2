import { hostFormat, type Format } from './format';
import type { ContinueBlocker } from '../logic/primaryAction';

/**
 * Every string the player shows or announces (the `player` section of `Strings`). A message with a
 * value takes the locale's `Format` last: the player passes it; called alone, the host's is used.
 */
export const playerStrings = {
  /** Shown (role=status) where an activity whose code loads on demand will appear. */
  activityLoading: 'Loading activity…',
  /** Shown (role=status) for the instant the landing page's or the completion page's code is still loading. */
  viewLoading: 'Loading…',
  /** Shown (role=status) in place of the screen while the learner's progress is read from an async storage. */
  progressLoading: 'Loading your progress…',
  continueLabel: 'Continue',
  submitLabel: 'Submit answers',
  /** The action on the screen whose submission completes the course. */
  finishCourseLabel: 'Finish course',
  backLabel: 'Back',
  checkAnswerLabel: 'Check answer',
  retryLabel: 'Try again',
  retakeLabel: 'Retake this part',
  progressLabel: 'Course progress',
  screenPosition: (screen: number, total: number, f: Format = hostFormat()) => `Screen ${f.number(screen)} of ${f.number(total)}`,
  /** Said after a screen change; the focused heading already says the title, so only the position (empty: nothing). */
  screenAnnouncement: (_title: string, screen: number, total: number, f: Format = hostFormat()) =>
    total > 1 ? `Screen ${f.number(screen)} of ${f.number(total)}.` : '',
  /** Said when an answer (or its check) reveals content below it. */
  revealAnnouncement: (correct: boolean | null) =>
    `${correct === true ? 'Correct. ' : correct === false ? 'Incorrect. ' : ''}New content is shown below your answer.`,
  continueBlocked: (blocker: Exclude<ContinueBlocker, null>) =>
    ({
      unanswered: 'Answer every question on this screen to continue.',
      unwatched: 'Watch the video to continue.',
      unchecked: 'Check your answer to continue.',
      pending: 'Sending your answers…',
    })[blocker],
  /** The forward control's reason while a phase with nothing answered is on its way (a content phase). */
  savingProgress: 'Saving your progress…',
  submitFailed: 'Your answers could not be sent. They are kept here; nothing is lost.',
  submitFailedAuth: 'Your answers could not be sent because your session is not authorised. Sign in again, then try again. Nothing is lost.',
  /** Said instead of submitFailed when the submission carried no answers (a phase with nothing to answer). */
  progressFailed: 'Your progress could not be saved. Nothing is lost.',
  progressFailedAuth: 'Your progress could not be saved because your session is not authorised. Sign in again, then try again. Nothing is lost.',
  retryingIn: (seconds: number, f: Format = hostFormat()) => `Trying again automatically in ${f.duration(seconds)}.`,
  /** Where a phase's answers are (the outbox): kept on this device until there is a connection, on their way, received. */
  outboxSaved: 'Saved on this device',
  outboxSending: 'Sending…',
  outboxSent: 'Sent',
  /** A graded check made offline: the rationale comes from the service, so it waits for a connection. */
  checkNeedsConnection: 'Checking this answer needs a connection. Your answer is kept; try again once you are online.',
  resultScore: (score: number, f: Format = hostFormat()) => `Score: ${f.percent(score)}`,
  /** A pre-test's score: where the learner started, shown with no pass or fail. */
  resultBaselineScore: (score: number, f: Format = hostFormat()) => `Your starting score: ${f.percent(score)}`,
  resultPassed: 'Passed',
  /** Said instead of "Passed" when passing means nothing here (no verdict, or a baseline such as a pre-test). */
  resultRecorded: 'Your answers were recorded.',
  resultFailed: 'Not passed yet. Review the feedback and retake this part.',
  resultAnnouncement: (score: number | null, passed: boolean | null, f: Format = hostFormat()) =>
    `Answers sent.${score === null ? '' : ` Score ${f.percent(score)}.`}${passed === false ? ' Not passed yet.' : passed ? ' Passed.' : ''}`,
  /** Said for a pre-test instead of resultAnnouncement: the score is where the learner started. */
  resultBaselineAnnouncement: (score: number, f: Format = hostFormat()) => `Answers sent. Your starting score: ${f.percent(score)}.`,
  failureAnnouncement: 'Your answers could not be sent.',
  progressFailureAnnouncement: 'Your progress could not be saved.',
  reviewNotice: 'You have completed this part. Your answers are shown for review.',
  /** A submitted phase kept for its send (offline, or sent again after a failure): its answers are shown read-only, as they will be sent. */
  awaitingSendNotice: 'Submitted, waiting to send. These answers can no longer be changed.',
  unknownPhaseType: (type: string) => `This part of the course is of a kind (“${type}”) this player does not know; its content is shown as delivered.`,
  unknownKind: (type: string) => `This part of the course (“${type}”) cannot be shown in this player. Your progress is not affected.`,
  unsupportedKind: (kind: string) => `Activities of the kind “${kind}” are not supported by this version of the player yet.`,
  blockError: 'This part of the course could not be displayed. The rest of the course still works.',
  emptyCourse: 'This course has no content to show yet.',
  emptyScreen: 'Nothing to show on this screen.',
  courseComplete: 'You have completed this course.',
  rationaleCorrect: 'Correct',
  rationaleIncorrect: 'Incorrect',
  /** Names the feedback on one answer (a group that takes focus after "Check answer"). */
  rationaleLabel: 'Feedback',
  questionPosition: (question: number, total: number, f: Format = hostFormat()) => `Question ${f.number(question)} of ${f.number(total)}`,
  noOptions: 'This question has no options to choose from.',
  /** The forward control's reason while a video must still be watched: time left (null: not known yet), and whether its transcript would do. */
  mediaLeftToWatch: (secondsLeft: number | null, hasTranscript: boolean, f: Format = hostFormat()) =>
    `${secondsLeft === null ? 'Watch the video to continue' : `Watch the video to continue: ${f.duration(secondsLeft)} left`}${hasTranscript ? ', or open the transcript.' : '.'}`,
  // Course flow: course-level notices, result feedback, series (the landing and completion pages' own words: en-landing.ts, en-completion.ts).
  courseUnreadable: 'This course could not be read. Please try again later or contact the course provider.',
  feedbackHeading: 'Feedback on your answers',
  feedbackYourAnswer: (answer: string) => `Your answer: ${answer}`,
  feedbackNoAnswer: 'You did not answer this question.',
  /** Card pairs as the learner made them, in the review and the answer record: "UACR with Urine albumin-to-creatinine ratio; eGFR with …". */
  answerPairs: (pairs: ReadonlyArray<readonly [string, string]>) => pairs.map(([first, second]) => `${first} with ${second}`).join('; '),
  // review before submit (docs/player.md, "Review before submit"): an assessment's answers listed before they are sent.
  /** The forward control on the last screen of a multi-screen assessment: it lists the answers first. */
  reviewAnswersLabel: 'Review answers',
  /** The review's heading (it takes focus when the review opens). */
  reviewHeading: (phaseTitle: string) => `Review your answers: ${phaseTitle}`,
  reviewIntro: 'Check each answer. Change any you want to, then submit your answers.',
  /** Shown under the heading, and said when the review opens. */
  reviewSummary: (answered: number, total: number, f: Format = hostFormat()) =>
    `You answered ${f.number(answered)} of ${f.plural(total, { one: '# question', other: '# questions' })}.`,
  reviewNotAnswered: 'Not answered',
  /** For an answer the review cannot put in words: the Change link shows it. */
  reviewAnswered: 'Answered',
  /** The visible text of each answer's link back to its screen; its accessible name is reviewChangeName. */
  reviewChangeLabel: 'Change',
  /** Names one "Change" control by its question (starting with reviewChangeLabel, so speech users can say what they see). */
  reviewChangeName: (question: string) => `Change your answer to “${question}”`,
  /** The review's Back: to the phase's last screen, answers unchanged. */
  reviewBackLabel: 'Back to the questions',
  // How it looks (docs/player.md, "How it looks, at every width"): whole phrases with their brackets, so a translator sets the punctuation.
  /** After a locked phase's title, for screen readers (a lock icon shows it on screen). */
  phaseLockedNote: (blocking: string) => `(Locked). Complete “${blocking}” first.`,
  /** After a completed phase's title, for screen readers (its tab is underlined in the success colour). */
  phaseCompletedNote: '(Completed)',

};

export type PlayerStrings = typeof playerStrings;
