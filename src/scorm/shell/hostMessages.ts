import { MAX_POINTER, PROTOCOL, type HostMessage, type ScormSummary } from '../protocol';

// The shell trusts no message by its look alone: the DOM glue checks the sender's origin and
// window first, this file the shape, and the sequence gate the order.

type Record_ = Record<string, unknown>;

const isRecord = (value: unknown): value is Record_ => typeof value === 'object' && value !== null && !Array.isArray(value);
const isSeq = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isPointer = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_POINTER;
const COMPLETION = new Set(['incomplete', 'completed']);
const SUCCESS = new Set(['unknown', 'passed', 'failed']);
const SUMMARY_KEYS = ['completion', 'success', 'scaled', 'location', 'sessionSeconds', 'resume'];

/** A summary of exactly the known fields, each in range; null otherwise. */
export function readSummary(value: unknown): ScormSummary | null {
  if (!isRecord(value) || Object.keys(value).some((key) => !SUMMARY_KEYS.includes(key))) return null;
  const { completion, success, scaled, location, sessionSeconds, resume } = value;
  if (!COMPLETION.has(completion as string) || !SUCCESS.has(success as string)) return null;
  if (scaled !== null && !(typeof scaled === 'number' && scaled >= 0 && scaled <= 1)) return null;
  if (!(typeof sessionSeconds === 'number' && Number.isFinite(sessionSeconds) && sessionSeconds >= 0)) return null;
  if (!isPointer(location) || !isPointer(resume)) return null;
  return { completion, success, scaled, location, sessionSeconds, resume } as ScormSummary;
}

/** A message of this protocol in one of its known shapes, or null (anything else is dropped). */
export function readHostMessage(data: unknown): HostMessage | null {
  if (!isRecord(data) || data.type !== PROTOCOL || !isSeq(data.seq)) return null;
  if (data.kind === 'ready') return Object.keys(data).length === 3 ? { type: PROTOCOL, kind: 'ready', seq: data.seq } : null;
  if (data.kind !== 'summary' || Object.keys(data).length !== 4) return null;
  const summary = readSummary(data.summary);
  return summary ? { type: PROTOCOL, kind: 'summary', seq: data.seq, summary } : null;
}

/** Lets through each sequence number above the last one let through: a stale or replayed message is dropped. */
export function createSequenceGate(): (seq: number) => boolean {
  let last = 0;
  return (seq) => {
    if (seq <= last) return false;
    last = seq;
    return true;
  };
}
