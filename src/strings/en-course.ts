import { hostFormat, type Format } from './format';

/**
 * The course chrome a page of questions can show: references, the series line, the before-and-after
 * readout and confidence change of a result, and payload dates. Always loaded with the player; the
 * landing page's and the completion page's strings travel with those views (`en-landing.ts`,
 * `en-completion.ts`). A message with a value takes the locale's `Format` last.
 */
export interface CourseChromeStrings {
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
  // A result's before-and-after readout (the debrief readout)
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
}

/** "From 1 = Not at all to 5 = Very": a scale's ends, in the before-and-after readout and the follow-up form. */
export function scaleText(min: number, minLabel: string | null, max: number, maxLabel: string | null, f: Format = hostFormat()): string {
  const low = minLabel ? `${f.number(min)} = ${minLabel}` : f.number(min);
  const high = maxLabel ? `${f.number(max)} = ${maxLabel}` : f.number(max);
  return `From ${low} to ${high}`;
}

export const enCourse: CourseChromeStrings = {
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
};

/** The course chrome's English as a part (`useStringsPart`): what a page of questions may show. */
export const courseChromeStrings = { course: enCourse };
