import { hostFormat, type Format } from './format';

/**
 * User-visible strings of the course chrome: the `course` section of `Strings`. A message with a
 * value takes the locale's `Format` last (the components pass it).
 */
export interface CourseStrings {
  // Landing page
  untitledCourse: string;
  detailsHeading: string;
  estimatedTime: string;
  targetAudience: string;
  requirements: string;
  statementOfNeedHeading: string;
  objectivesHeading: string;
  facultyHeading: string;
  howToEarnCreditHeading: string;
  // Accreditation
  accreditationHeading: string;
  creditsCaption: string;
  professionColumn: string;
  creditTypeColumn: string;
  hoursColumn: string;
  providerColumn: string;
  /** The hours of one credit row, as a number in the locale. */
  hoursCell: (hours: number, f?: Format) => string;
  totalCreditHours: (hours: number, f?: Format) => string;
  accreditationStatement: string;
  commercialSupport: string;
  disclosureSummary: string;
  // Disclosure before the activity (ACCME Standards 5 and 6)
  disclosureHeading: string;
  disclosureIntro: string;
  disclosureRelationshipsHeading: string;
  disclosureNotProvided: string;
  disclosureContinue: string;
  releaseDate: string;
  expirationDate: string;
  expiredNotice: (expiredOn: string) => string;
  /** Formats payload dates (date-only values are calendar days, so UTC). */
  formatDate: (date: Date, f?: Format) => string;
  // References
  referencesHeading: string;
  doiLink: (doi: string) => string;
  pubmedLink: (pmid: string) => string;
  urlLink: string;
  opensInNewTab: string;
  // Series
  seriesHeading: string;
  moduleOf: (position: number, total: number, f?: Format) => string;
  moduleComplete: string;
  moduleCurrent: string;
  moduleAvailable: string;
  moduleLocked: string;
  lockedReason: (blockingTitle: string) => string;
  previousModule: (title: string) => string;
  nextModule: (title: string) => string;
  untitledModule: (position: number, f?: Format) => string;
  // Debrief
  debriefHeading: string;
  caseTakeawayHeading: string;
  answerKeyHeading: string;
  nextStepsHeading: string;
  readoutHeading: string;
  readoutBeforeSubmit: string;
  readoutItemColumn: string;
  readoutBeforeColumn: string;
  readoutAfterColumn: string;
  readoutCaption: string;
  notAnswered: string;
  /** After an answer in the before-and-after table: the whole phrase, brackets included. */
  readoutCorrect: string;
  readoutIncorrect: string;
  confidenceHeading: string;
  confidenceBefore: (value: number, f?: Format) => string;
  confidenceAfter: (value: number, f?: Format) => string;
  confidenceScale: (min: number, minLabel: string | null, max: number, maxLabel: string | null, f?: Format) => string;
  confidenceChange: (delta: number, f?: Format) => string;
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

function scaleText(min: number, minLabel: string | null, max: number, maxLabel: string | null, f: Format = hostFormat()): string {
  const low = minLabel ? `${f.number(min)} = ${minLabel}` : f.number(min);
  const high = maxLabel ? `${f.number(max)} = ${maxLabel}` : f.number(max);
  return `From ${low} to ${high}`;
}

export const enCourse: CourseStrings = {
  untitledCourse: 'Untitled course',
  detailsHeading: 'Activity details',
  estimatedTime: 'Estimated time',
  targetAudience: 'Target audience',
  requirements: 'Hardware and software requirements',
  statementOfNeedHeading: 'Statement of need',
  objectivesHeading: 'Learning objectives',
  facultyHeading: 'Faculty',
  howToEarnCreditHeading: 'How to earn credit',
  accreditationHeading: 'Accreditation and credit',
  creditsCaption: 'Credit by profession',
  professionColumn: 'Profession',
  creditTypeColumn: 'Credit type',
  hoursColumn: 'Hours',
  providerColumn: 'Accredited provider',
  hoursCell: (hours, f = hostFormat()) => f.number(hours),
  totalCreditHours: (hours, f = hostFormat()) => f.plural(hours, { one: 'Total: # credit hour', other: 'Total: # credit hours' }),
  accreditationStatement: 'Accreditation statement',
  commercialSupport: 'Commercial support',
  disclosureSummary: 'Disclosures',
  disclosureHeading: 'Before you begin',
  disclosureIntro: 'The accredited provider discloses the following before the activity starts.',
  disclosureRelationshipsHeading: 'Relevant financial relationships',
  disclosureNotProvided: 'Not provided by the activity provider.',
  disclosureContinue: 'Continue to the activity',
  releaseDate: 'Release date',
  expirationDate: 'Expiration date',
  expiredNotice: (expiredOn) => `This activity expired on ${expiredOn}. Credit can no longer be earned.`,
  formatDate: (date, f = hostFormat()) => f.date(date),
  referencesHeading: 'References',
  doiLink: (doi) => `DOI: ${doi}`,
  pubmedLink: (pmid) => `PubMed: ${pmid}`,
  urlLink: 'Full text',
  opensInNewTab: '(opens in a new tab)',
  seriesHeading: 'Series',
  moduleOf: (position, total, f = hostFormat()) => `Module ${f.number(position)} of ${f.number(total)}`,
  moduleComplete: 'Completed',
  moduleCurrent: 'You are here',
  moduleAvailable: 'Available',
  moduleLocked: 'Locked',
  lockedReason: (blockingTitle) => `Complete “${blockingTitle}” first.`,
  previousModule: (title) => `Previous module: ${title}`,
  nextModule: (title) => `Next module: ${title}`,
  untitledModule: (position, f = hostFormat()) => `Module ${f.number(position)}`,
  debriefHeading: 'Debrief',
  caseTakeawayHeading: 'Case takeaway',
  answerKeyHeading: 'Answer key',
  nextStepsHeading: 'Next steps',
  readoutHeading: 'Your before and after',
  readoutBeforeSubmit: 'Your before-and-after readout is available after you submit your answers.',
  readoutItemColumn: 'Question',
  readoutBeforeColumn: 'Before',
  readoutAfterColumn: 'After',
  readoutCaption: 'Your answers before and after the activity',
  notAnswered: 'Not answered',
  readoutCorrect: '(Correct)',
  readoutIncorrect: '(Incorrect)',
  confidenceHeading: 'Confidence',
  confidenceBefore: (value, f = hostFormat()) => `Before: ${f.number(value)}`,
  confidenceAfter: (value, f = hostFormat()) => `Now: ${f.number(value)}`,
  confidenceScale: scaleText,
  confidenceChange: (delta, f = hostFormat()) => (delta === 0 ? 'No change' : delta > 0 ? `Up ${f.number(delta)}` : `Down ${f.number(-delta)}`),
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
};
