import type { ScormSummary } from '../protocol';
import { toCmiTimespan, toScormDuration } from './cmiTime';

/** One SetValue call: the data model element and its value. */
export type CmiWrite = readonly [element: string, value: string];

export type ScormVersion = '1.2' | '2004';

/** A score as the LMS stores it: 0..100 with at most two decimals (1.2's CMIDecimal, 2004's raw). */
const percent = (scaled: number) => String(Math.round(Math.min(1, Math.max(0, scaled)) * 10_000) / 100);

/** 2004's scaled score: -1..1, kept to four decimals (the service's own precision). */
const scaledText = (scaled: number) => String(Math.round(Math.min(1, Math.max(-1, scaled)) * 10_000) / 10_000);

const clip = (text: string, max: number) => text.slice(0, max);

/**
 * The location write, or none while the learner's screen is not known yet (the player reports a
 * screen when the learner moves to it, so a first launch's first summary has none): scorm-again's
 * 2004 API refuses an empty `cmi.location` (406, type mismatch), and there is nothing to record.
 */
const locationWrite = (element: string, location: string, max: number): CmiWrite[] => (location === '' ? [] : [[element, clip(location, max)]]);

/** Done means the LMS may close the attempt: completed, or any verdict. */
export function isFinished(summary: ScormSummary): boolean {
  return summary.completion === 'completed' || summary.success !== 'unknown';
}

/**
 * SCORM 1.2's one status for both facts: the verdict when there is one, else completed or
 * incomplete. 1.2 has no separate success status.
 */
export function lessonStatus(summary: ScormSummary): string {
  if (summary.success !== 'unknown') return summary.success;
  return summary.completion;
}

/**
 * The writes for SCORM 1.2, in the order the LMS must see them: the score first (an LMS may judge
 * the status against it), then the status, then where the learner is, time and exit.
 */
export function scorm12Writes(summary: ScormSummary): CmiWrite[] {
  const score: CmiWrite[] =
    summary.scaled === null ? [] : [['cmi.core.score.raw', percent(summary.scaled)], ['cmi.core.score.min', '0'], ['cmi.core.score.max', '100']];
  return [
    ...score,
    ['cmi.core.lesson_status', lessonStatus(summary)],
    ...locationWrite('cmi.core.lesson_location', summary.location, 255),
    ['cmi.core.session_time', toCmiTimespan(summary.sessionSeconds)],
    // Suspend keeps the attempt open for a resume; "" is a normal exit once done.
    ['cmi.core.exit', isFinished(summary) ? '' : 'suspend'],
  ];
}

/** The writes for SCORM 2004 (4th edition): score, then completion, then success, then the rest. */
export function scorm2004Writes(summary: ScormSummary): CmiWrite[] {
  const score: CmiWrite[] =
    summary.scaled === null
      ? []
      : [['cmi.score.scaled', scaledText(summary.scaled)], ['cmi.score.raw', percent(summary.scaled)], ['cmi.score.min', '0'], ['cmi.score.max', '100']];
  return [
    ...score,
    ['cmi.completion_status', summary.completion],
    ['cmi.success_status', summary.success],
    ...locationWrite('cmi.location', summary.location, 1000),
    ['cmi.session_time', toScormDuration(summary.sessionSeconds)],
    ['cmi.exit', isFinished(summary) ? 'normal' : 'suspend'],
  ];
}

export function summaryWrites(version: ScormVersion, summary: ScormSummary): CmiWrite[] {
  return version === '1.2' ? scorm12Writes(summary) : scorm2004Writes(summary);
}

/** The data model elements the shell reads at launch, per version. */
export const READ_ELEMENTS = {
  '1.2': { learnerId: 'cmi.core.student_id', learnerName: 'cmi.core.student_name', entry: 'cmi.core.entry', location: 'cmi.core.lesson_location', status: 'cmi.core.lesson_status' },
  '2004': { learnerId: 'cmi.learner_id', learnerName: 'cmi.learner_name', entry: 'cmi.entry', location: 'cmi.location', status: 'cmi.completion_status' },
} as const;

/**
 * What the shell writes when a first attempt starts, so an LMS that closes the window before any
 * verdict holds an attempt in progress (1.2 LMSs may turn a never-set status into "completed").
 */
export function startWrites(version: ScormVersion): CmiWrite[] {
  return version === '1.2'
    ? [['cmi.core.lesson_status', 'incomplete'], ['cmi.core.exit', 'suspend']]
    : [['cmi.completion_status', 'incomplete'], ['cmi.exit', 'suspend']];
}
