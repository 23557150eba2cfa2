import type { EnvelopePayload } from '../contract';
import type { MalformedReason } from './errors';

export type EnvelopeReading =
  | { ok: true; envelope: EnvelopePayload }
  | { ok: false; reason: MalformedReason; detail: string };

/**
 * True when `text` stops inside a JSON value: an open string, object or array. Tells a body cut
 * short in transit (connection closed early) from one that was never JSON.
 */
export function looksTruncated(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') depth -= 1;
    if (depth < 0) return false;
  }
  const startsLikeJson = /^\s*[{[]/.test(text);
  return startsLikeJson && (inString || depth > 0);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses a response body as the spec's envelope (2.1): a JSON object with a boolean `success`. */
export function readEnvelopeText(text: string): EnvelopeReading {
  if (text.trim() === '') return { ok: false, reason: 'not_json', detail: 'empty body' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return looksTruncated(text)
      ? { ok: false, reason: 'truncated', detail: `body cut short after ${text.length} characters` }
      : { ok: false, reason: 'not_json', detail: `body is not JSON (starts ${JSON.stringify(text.slice(0, 40))})` };
  }
  if (!isRecord(parsed) || typeof parsed.success !== 'boolean') {
    return { ok: false, reason: 'not_envelope', detail: 'JSON body is not an envelope with a boolean "success"' };
  }
  return { ok: true, envelope: parsed as unknown as EnvelopePayload };
}
