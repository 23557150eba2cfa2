import { hostFormat, type Format } from './format';
import { enCourse, scaleText, type CourseChromeStrings } from './en-course';

/**
 * The completion page's words (debrief, follow-up, credit claim and attestation, certificate), in
 * the `course` section of `Strings`. Loaded with that view (and with `<Certificate>`, `<Debrief>`,
 * `<FollowUp>` and `<CreditClaimForm>` wherever a host shows them), not with a page of questions.
 */
export interface CompletionStrings extends Pick<CourseChromeStrings, 'formatDate' | 'opensInNewTab'> {
  // Debrief
  debriefHeading: string;
  caseTakeawayHeading: string;
  answerKeyHeading: string;
  nextStepsHeading: string;
  // Follow-up
  followUpHeading: string;
  commitmentHeading: string;
  commitmentFreeText: string;
  surveyHeading: string;
  barriersHeading: string;
  /** The barriers question under its heading (the legend), so the heading is not said twice. */
  barriersPrompt: string;
  barriersHint: string;
  recheckHeading: string;
  required: string;
  requiredError: string;
  scaleHint: (min: number, minLabel: string | null, max: number, maxLabel: string | null, f?: Format) => string;
  unsupportedQuestion: string;
  recheckCorrect: string;
  recheckIncorrect: string;
  recheckRecorded: string;
  // Credit claim and attestation (docs/player.md, "Accredited delivery")
  claimHeading: string;
  claimIntro: string;
  claimCreditLegend: string;
  claimCreditOption: (creditType: string, profession: string | null, maxHours: number, f?: Format) => string;
  claimHoursLabel: string;
  claimHoursHint: string;
  claimHoursOption: (hours: number, f?: Format) => string;
  nabpEpidLabel: string;
  nabpEpidHint: string;
  birthDateLabel: string;
  birthDateHint: string;
  abimIdLabel: string;
  abimIdHint: string;
  mocConsentLabel: string;
  attestationLabel: string;
  claimSubmit: string;
  claimSending: string;
  claimSucceeded: (hours: number, creditType: string, f?: Format) => string;
  /** A claim the host recorded earlier (a reload of the finished course shows this instead of the form). */
  claimRecorded: (hours: number, creditType: string, claimedAt: Date, f?: Format) => string;
  claimFailed: string;
  claimInvalid: string;
  /** Why a claim field stops the claim. */
  claimError: (field: 'credit' | 'hours' | 'attested' | 'nabpEpid' | 'birthDateMmdd' | 'abimId' | 'mocConsent', problem: 'missing' | 'invalid') => string;
  submitFollowUp: string;
  submittingFollowUp: string;
  followUpSubmitted: string;
  followUpFailed: string;
  followUpInvalid: (count: number, f?: Format) => string;
  // Certificate
  certificateHeading: string;
  certificateNotEarned: string;
  certificatePending: string;
  certificateIssued: string;
  certificateNumber: string;
  creditHours: string;
  creditHoursValue: (hours: number, creditType: string | null, f?: Format) => string;
  issuedOn: string;
  verifyCertificate: string;
  downloadCertificate: string;
}

const enCompletion: CompletionStrings = {
  debriefHeading: 'Debrief',
  caseTakeawayHeading: 'Case takeaway',
  answerKeyHeading: 'Answer key',
  nextStepsHeading: 'Next steps',
  followUpHeading: 'Follow-up',
  commitmentHeading: 'Commitment to change',
  commitmentFreeText: 'Anything else you will change (optional)',
  surveyHeading: 'Survey',
  barriersHeading: 'Barriers',
  barriersPrompt: 'What might keep you from making this change?',
  barriersHint: 'Select all that apply.',
  recheckHeading: 'Knowledge check',
  required: '(required)',
  requiredError: 'Answer this question to continue.',
  scaleHint: scaleText,
  unsupportedQuestion: 'This question type cannot be shown here.',
  recheckCorrect: 'Correct.',
  recheckIncorrect: 'Not quite.',
  recheckRecorded: 'Answer recorded.',
  claimHeading: 'Claim your credit',
  claimIntro: 'Choose the credit for your profession and the hours you claim.',
  claimCreditLegend: 'Credit',
  claimCreditOption: (creditType, profession, maxHours, f = hostFormat()) =>
    `${creditType}${profession ? ` (${profession})` : ''}, ${f.plural(maxHours, { one: 'up to # hour', other: 'up to # hours' })}`,
  claimHoursLabel: 'Hours claimed',
  claimHoursHint: 'Suggested from your time in the activity, in quarter hours. Claim only what matches your participation.',
  claimHoursOption: (hours, f = hostFormat()) => f.plural(hours, { one: '# hour', other: '# hours' }),
  nabpEpidLabel: 'NABP e-Profile ID',
  nabpEpidHint: 'The 6 or 7 digits of your NABP e-Profile, for CPE Monitor. Not kept by this page.',
  birthDateLabel: 'Birth date (MMDD)',
  birthDateHint: 'Month and day only, for example 0704. Not kept by this page.',
  abimIdLabel: 'ABIM ID',
  abimIdHint: 'The 6 digits of your ABIM ID. Not kept by this page.',
  mocConsentLabel: 'I consent to the provider reporting my completion of this activity to ABIM for MOC.',
  attestationLabel: 'I claim only the credit commensurate with the extent of my participation in the activity.',
  claimSubmit: 'Claim credit',
  claimSending: 'Sending your claim…',
  claimSucceeded: (hours, creditType, f = hostFormat()) => `Claimed: ${f.plural(hours, { one: '# hour', other: '# hours' })} of ${creditType}.`,
  claimRecorded: (hours, creditType, claimedAt, f = hostFormat()) =>
    `You claimed ${f.plural(hours, { one: '# hour', other: '# hours' })} of ${creditType} on ${f.dateTime(claimedAt)}.`,
  claimFailed: 'Your claim was not recorded. What you entered is kept: try again.',
  claimInvalid: 'Some answers need a change before you can claim.',
  claimError: (field, problem) =>
    ({
      credit: 'Choose the credit you claim.',
      hours: 'Choose hours within the designated maximum.',
      attested: 'Tick the attestation to claim credit.',
      nabpEpid: problem === 'missing' ? 'Enter your NABP e-Profile ID.' : 'An NABP e-Profile ID is 6 or 7 digits.',
      birthDateMmdd: problem === 'missing' ? 'Enter your birth date as MMDD.' : 'Enter a real month and day as MMDD, for example 0704.',
      abimId: problem === 'missing' ? 'Enter your ABIM ID.' : 'An ABIM ID is 6 digits.',
      mocConsent: 'ABIM needs your consent to record MOC credit.',
    })[field],
  submitFollowUp: 'Submit follow-up',
  submittingFollowUp: 'Submitting…',
  followUpSubmitted: 'Thank you. Your follow-up was submitted.',
  followUpFailed: 'Your follow-up could not be submitted. Please try again.',
  followUpInvalid: (count, f = hostFormat()) => f.plural(count, { one: '# question needs an answer.', other: '# questions need an answer.' }),
  certificateHeading: 'Certificate',
  certificateNotEarned: 'Complete every required part of the activity to earn your certificate.',
  certificatePending: 'Your certificate is being prepared.',
  certificateIssued: 'Your certificate has been issued.',
  certificateNumber: 'Certificate number',
  creditHours: 'Credit',
  creditHoursValue: (hours, creditType, f = hostFormat()) =>
    creditType ? f.plural(hours, { one: `# hour ${creditType}`, other: `# hours ${creditType}` }) : f.plural(hours, { one: '# hour', other: '# hours' }),
  issuedOn: 'Issued',
  verifyCertificate: 'Verify this certificate',
  downloadCertificate: 'Download certificate',
  formatDate: enCourse.formatDate,
  opensInNewTab: enCourse.opensInNewTab,
};

/** The course section's completion entries, and the player's words on the completion page, in English. */
export const completionStrings = {
  course: enCompletion,
  player: {
    courseCompleteDetail: 'Your completion has been recorded.',
    reviewCourseLabel: 'Review the course',
    /** The learner's record on the completion page, to keep or print. */
    answerRecordHeading: 'Your answers and rationales',
    answerRecordPrint: 'Print your answers',
  },
};
