// What the shell (on the LMS's origin) and the hosted player page (on the provider's) say to each
// other over postMessage. Both sides import this file; the shell bundles it, so it holds no code
// beyond constants and types.

/** The `type` every message of this protocol carries, so other postMessage traffic is told apart. */
export const PROTOCOL = 'ce-scorm/1';

export type CompletionStatus = 'incomplete' | 'completed';
export type SuccessStatus = 'unknown' | 'passed' | 'failed';

/**
 * What the learner achieved, in no SCORM version's words: the shell maps it to 1.2 or 2004.
 * Scores and verdicts come from the provider's service; the shell only relays them.
 */
export interface ScormSummary {
  completion: CompletionStatus;
  success: SuccessStatus;
  /** 0..1, or null when the service gave no score. */
  scaled: number | null;
  /** Where the learner is (the screen), at most 255 characters. */
  location: string;
  /** Seconds the learner spent in this session. */
  sessionSeconds: number;
  /** A short pointer the host reads back on the next launch (its backend holds the progress), at most 255 characters. */
  resume: string;
}

/** Hosted page to shell. `seq` counts up from 1 per framed page; anything not above the last one is dropped. */
export type HostMessage =
  | { type: typeof PROTOCOL; kind: 'ready'; seq: number }
  | { type: typeof PROTOCOL; kind: 'summary'; seq: number; summary: ScormSummary };

/** Shell to hosted page: which summary the LMS now holds (`committed` false: the LMS refused it). */
export interface ShellMessage {
  type: typeof PROTOCOL;
  kind: 'recorded';
  seq: number;
  committed: boolean;
}

/** The launch parameters the shell puts on the hosted page's URL (query), all strings. */
export const LAUNCH_PARAMS = {
  lmsOrigin: 'scorm_origin',
  version: 'scorm_version',
  learnerId: 'scorm_learner_id',
  learnerName: 'scorm_learner_name',
  entry: 'scorm_entry',
  resume: 'scorm_resume',
  location: 'scorm_location',
  credential: 'scorm_credential',
} as const;

/** Longest `location` and `resume` the shell passes on (1.2's lesson_location holds 255). */
export const MAX_POINTER = 255;
