import type { ContinueBlocker } from '../store/selectors';

/** Every string the player shows or announces. Override any entry with the `labels` prop. */
export const playerStrings = {
  /** Shown (role=status) where an activity whose code loads on demand will appear. */
  activityLoading: 'Loading activity…',
  continueLabel: 'Continue',
  submitLabel: 'Submit answers',
  /** The action on the screen whose submission completes the course. */
  finishCourseLabel: 'Finish course',
  backLabel: 'Back',
  checkAnswerLabel: 'Check answer',
  retryLabel: 'Try again',
  retakeLabel: 'Retake this part',
  progressLabel: 'Course progress',
  screenPosition: (screen: number, total: number) => `Screen ${screen} of ${total}`,
  screenAnnouncement: (title: string, screen: number, total: number) =>
    total > 1 ? `${title}. Screen ${screen} of ${total}.` : `${title}.`,
  phaseLocked: 'Locked',
  phaseLockedReason: (blocking: string) => `Complete “${blocking}” first.`,
  phaseCompleted: 'Completed',
  phaseCurrent: 'Current',
  continueBlocked: (blocker: Exclude<ContinueBlocker, null>) =>
    ({
      unanswered: 'Answer every question on this screen to continue.',
      unchecked: 'Check your answer to continue.',
      pending: 'Sending your answers…',
    })[blocker],
  submitting: 'Sending your answers…',
  submitFailed: 'Your answers could not be sent. They are kept here; nothing is lost.',
  submitFailedAuth: 'Your answers could not be sent because your session is not authorised. Sign in again, then try again. Nothing is lost.',
  retryingIn: (seconds: number) => `Trying again automatically in ${seconds} seconds.`,
  resultScore: (score: number) => `Score: ${score}%`,
  resultPassed: 'Passed',
  /** Said instead of "Passed" when passing means nothing here (no verdict, or a baseline such as a pre-test). */
  resultRecorded: 'Your answers were recorded.',
  resultFailed: 'Not passed yet. Review the feedback and retake this part.',
  resultAnnouncement: (score: number | null, passed: boolean | null) =>
    `Answers sent.${score === null ? '' : ` Score ${score}%.`}${passed === false ? ' Not passed yet.' : passed ? ' Passed.' : ''}`,
  failureAnnouncement: 'Your answers could not be sent.',
  reviewNotice: 'You have completed this part. Your answers are shown for review.',
  unknownPhaseType: (type: string) => `This part of the course is of a kind (“${type}”) this player does not know; its content is shown as delivered.`,
  unknownKind: (type: string) => `This part of the course (“${type}”) cannot be shown in this player. Your progress is not affected.`,
  unsupportedKind: (kind: string) => `Activities of the kind “${kind}” are not supported by this version of the player yet.`,
  blockError: 'This part of the course could not be displayed. The rest of the course still works.',
  emptyCourse: 'This course has no content to show yet.',
  emptyScreen: 'Nothing to show on this screen.',
  courseComplete: 'You have completed this course.',
  courseCompleteDetail: 'Your completion has been recorded.',
  reviewCourseLabel: 'Review the course',
  rationaleCorrect: 'Correct',
  rationaleIncorrect: 'Incorrect',
  rationaleHeading: 'Why',
  questionPosition: (question: number, total: number) => `Question ${question} of ${total}`,
  noOptions: 'This question has no options to choose from.',
  mediaUnavailable: 'This video cannot be played right now. Its content is summarised below.',
  transcriptLabel: 'Transcript',
  webinarLabel: 'Webinar',
  webinarOpen: 'Open the webinar (new tab)',
  linkUnavailable: 'This link is not available.',
  // flow helper (issue 8): course-level notices, result feedback, series, landing.
  courseUnreadable: 'This course could not be read. Please try again later or contact the course provider.',
  feedbackHeading: 'Feedback on your answers',
  feedbackYourAnswer: (answer: string) => `Your answer: ${answer}`,
  feedbackNoAnswer: 'You did not answer this question.',
  startCourseLabel: 'Start the course',
};

export type PlayerStrings = typeof playerStrings;
