/** User-visible strings of the course chrome; override any entry through a `strings` prop. */
export interface CourseStrings {
  // Landing page
  untitledCourse: string;
  aboutHeading: string;
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
  totalCreditHours: (hours: number) => string;
  accreditationStatement: string;
  commercialSupport: string;
  disclosureSummary: string;
  releaseDate: string;
  expirationDate: string;
  expiredNotice: (expiredOn: string) => string;
  /** Formats payload dates (date-only values are calendar days, so UTC). */
  formatDate: (date: Date) => string;
  // References
  referencesHeading: string;
  doiLink: (doi: string) => string;
  pubmedLink: (pmid: string) => string;
  urlLink: string;
  opensInNewTab: string;
  // Series
  seriesHeading: string;
  moduleOf: (position: number, total: number) => string;
  moduleComplete: string;
  moduleCurrent: string;
  moduleAvailable: string;
  moduleLocked: string;
  lockedReason: (blockingTitle: string) => string;
  previousModule: (title: string) => string;
  nextModule: (title: string) => string;
  untitledModule: (position: number) => string;
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
  answerCorrect: string;
  answerIncorrect: string;
  confidenceHeading: string;
  confidenceBefore: (value: number) => string;
  confidenceAfter: (value: number) => string;
  confidenceScale: (min: number, minLabel: string | null, max: number, maxLabel: string | null) => string;
  confidenceChange: (delta: number) => string;
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
  scaleHint: (min: number, minLabel: string | null, max: number, maxLabel: string | null) => string;
  unsupportedQuestion: string;
  recheckCorrect: string;
  recheckIncorrect: string;
  recheckRecorded: string;
  submitFollowUp: string;
  submittingFollowUp: string;
  followUpSubmitted: string;
  followUpFailed: string;
  followUpInvalid: (count: number) => string;
  // Certificate
  certificateHeading: string;
  certificateNotEarned: string;
  certificatePending: string;
  certificateIssued: string;
  certificateNumber: string;
  creditHours: string;
  creditHoursValue: (hours: number, creditType: string | null) => string;
  issuedOn: string;
  verifyCertificate: string;
  downloadCertificate: string;
}

const utcDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function scaleText(min: number, minLabel: string | null, max: number, maxLabel: string | null): string {
  const low = minLabel ? `${min} = ${minLabel}` : `${min}`;
  const high = maxLabel ? `${max} = ${maxLabel}` : `${max}`;
  return `From ${low} to ${high}`;
}

export const enCourse: CourseStrings = {
  untitledCourse: 'Untitled course',
  aboutHeading: 'About this activity',
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
  totalCreditHours: (hours) => `Total: ${hours} credit ${hours === 1 ? 'hour' : 'hours'}`,
  accreditationStatement: 'Accreditation statement',
  commercialSupport: 'Commercial support',
  disclosureSummary: 'Disclosures',
  releaseDate: 'Release date',
  expirationDate: 'Expiration date',
  expiredNotice: (expiredOn) => `This activity expired on ${expiredOn}. Credit can no longer be earned.`,
  formatDate: (date) => utcDate.format(date),
  referencesHeading: 'References',
  doiLink: (doi) => `DOI: ${doi}`,
  pubmedLink: (pmid) => `PubMed: ${pmid}`,
  urlLink: 'Full text',
  opensInNewTab: '(opens in a new tab)',
  seriesHeading: 'Series',
  moduleOf: (position, total) => `Module ${position} of ${total}`,
  moduleComplete: 'Completed',
  moduleCurrent: 'You are here',
  moduleAvailable: 'Available',
  moduleLocked: 'Locked',
  lockedReason: (blockingTitle) => `Complete “${blockingTitle}” first.`,
  previousModule: (title) => `Previous module: ${title}`,
  nextModule: (title) => `Next module: ${title}`,
  untitledModule: (position) => `Module ${position}`,
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
  answerCorrect: 'Correct',
  answerIncorrect: 'Incorrect',
  confidenceHeading: 'Confidence',
  confidenceBefore: (value) => `Before: ${value}`,
  confidenceAfter: (value) => `Now: ${value}`,
  confidenceScale: scaleText,
  confidenceChange: (delta) => (delta === 0 ? 'No change' : delta > 0 ? `Up ${delta}` : `Down ${-delta}`),
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
  followUpInvalid: (count) => (count === 1 ? '1 question needs an answer.' : `${count} questions need an answer.`),
  certificateHeading: 'Certificate',
  certificateNotEarned: 'Complete every required part of the activity to earn your certificate.',
  certificatePending: 'Your certificate is being prepared.',
  certificateIssued: 'Your certificate has been issued.',
  certificateNumber: 'Certificate number',
  creditHours: 'Credit',
  creditHoursValue: (hours, creditType) => `${hours} ${hours === 1 ? 'hour' : 'hours'}${creditType ? ` ${creditType}` : ''}`,
  issuedOn: 'Issued',
  verifyCertificate: 'Verify this certificate',
  downloadCertificate: 'Download certificate',
};
