import type { PersistedProgress } from './types';

/** What is stored under a learner's key: the progress and the version of its shape. */
export interface StoredRecord {
  state: PersistedProgress;
  version?: number;
}

/**
 * Stored progress longer than this (in characters) is not read, and not written: a learner's
 * answers to one course are a few kilobytes, so a value this size was stuffed or ran away, and
 * parsing it would stall the page (docs/assumptions.md).
 */
export const MAX_STORED_PROGRESS_CHARS = 1_000_000;

type Report = (message: string) => void;

const kindOf = (value: unknown) => (Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`);

/** The record in a stored text, or null (and a diagnostic) when it is nobody's progress; its state is validated later. */
export function parseStoredText(text: unknown, report: Report): StoredRecord | null {
  if (text === null || text === undefined) return null;
  // An adapter handing back the parsed record (a host API's JSON) instead of the text it was given.
  if (typeof text !== 'string') {
    report(`stored progress is ${kindOf(text)}, not text; ignored`);
    return null;
  }
  if (text.length > MAX_STORED_PROGRESS_CHARS) {
    report(`stored progress is ${text.length} characters, over the ${MAX_STORED_PROGRESS_CHARS} limit; ignored`);
    return null;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    report('stored progress is not valid JSON; starting fresh');
    return null;
  }
  // null, a number, a string or an array parse fine but are nobody's progress.
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    report(`stored progress is ${value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`}, not an object; ignored`);
    return null;
  }
  if (!('state' in value)) {
    report('stored progress has no state in it; ignored');
    return null;
  }
  return value as StoredRecord;
}

/** The text to store for a record, or null (and a diagnostic) when it is over the size limit. */
export function storedText(value: StoredRecord, report: Report): string | null {
  // A finished course stays finished after a reload, but keeps no answers on a shared device.
  const text = JSON.stringify(value.state.courseComplete ? { ...value, state: completedMarker(value.state) } : value);
  // Written, it would be ignored on the next visit anyway; the last save that fitted stays.
  if (text.length <= MAX_STORED_PROGRESS_CHARS) return text;
  report(`progress is ${text.length} characters, over the ${MAX_STORED_PROGRESS_CHARS} limit; not saved`);
  return null;
}

/**
 * What a finished course leaves in storage: that it is finished, which phases and their results, and
 * the credit claimed (no identifier in it), never the answers.
 */
export function completedMarker(progress: PersistedProgress): PersistedProgress {
  return {
    position: null,
    answers: {},
    revealed: {},
    completed: progress.completed,
    results: Object.fromEntries(Object.entries(progress.results).map(([id, result]) => [id, { ...result, rationaleIds: [] }])),
    rationales: {},
    clock: { spentMs: progress.clock.spentMs, running: null },
    courseComplete: true,
    ...(progress.creditClaim ? { creditClaim: progress.creditClaim } : {}),
  };
}
