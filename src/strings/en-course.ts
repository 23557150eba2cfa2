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
