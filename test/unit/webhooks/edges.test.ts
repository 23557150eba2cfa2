import { describe, expect, it } from 'vitest';
import { parseWebhookTimestamp, signWebhookPayload, verifyWebhook, WebhookVerificationError, type WebhookFailureReason } from '../../../src/webhooks';
import { constantTimeEqual, hexToBytes, importSigningKey } from '../../../src/webhooks/signature';
import { ENROLLMENT_BODY, ENROLLMENT_SIGNATURE, SECRET, SENT_AT_MS, SENT_AT_SECONDS } from './knownAnswers';

/** The edge of each webhook rule (mutation testing found these untested). Errors are checked by code. */
const valid = { rawBody: ENROLLMENT_BODY, signature: ENROLLMENT_SIGNATURE, timestamp: SENT_AT_SECONDS, secret: SECRET, now: SENT_AT_MS };

async function reasonOf(promise: Promise<unknown>): Promise<WebhookFailureReason> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(WebhookVerificationError);
  expect((error as Error).name).toBe('WebhookVerificationError');
  return (error as WebhookVerificationError).reason;
}

describe('constantTimeEqual and hexToBytes', () => {
  it('refuses arrays of different lengths even when one is a prefix of the other', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false);
  });

  it('compares the last byte too', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
  });

  it('reads exactly 64 hex digits, either case, and nothing longer or shorter', () => {
    const hex = 'ab'.repeat(31) + 'cd';
    expect(hexToBytes(hex)?.at(-1)).toBe(0xcd);
    expect(hexToBytes(hex.toUpperCase())?.at(0)).toBe(0xab);
    expect(hexToBytes(hex + '0')).toBeNull();
    expect(hexToBytes(hex.slice(1))).toBeNull();
    expect(hexToBytes(`x${hex.slice(1)}`)).toBeNull();
  });
});

describe('importSigningKey', () => {
  it.each([['an empty secret', ''], ['a non-string secret', 42 as unknown as string]])('throws a TypeError for %s', (_name, secret) => {
    expect(() => importSigningKey(secret)).toThrow(TypeError);
  });

  it('makes a key that only signs and verifies, never exported', async () => {
    const key = await importSigningKey(SECRET);
    expect(key.extractable).toBe(false);
    expect([...key.usages].sort()).toEqual(['sign', 'verify']);
  });
});

describe('parseWebhookTimestamp at its edges', () => {
  it.each([
    ['fractional seconds', '1700000000.25', 1700000000250],
    ['several fraction digits', '1.125', 1125],
    ['exactly the milliseconds threshold, read as seconds', '100000000000', 100000000000000],
    ['just over it, read as milliseconds', '100000000001', 100000000001],
    ['an offset without a colon', '2026-01-01T00:00:00+0100', Date.UTC(2025, 11, 31, 23)],
    ['an offset with a colon', '2026-01-01T00:00:00-01:00', Date.UTC(2026, 0, 1, 1)],
    ['a lower-case z', '2026-01-01T00:00:00z', Date.UTC(2026, 0, 1)],
  ])('reads %s', (_name, raw, expected) => {
    expect(parseWebhookTimestamp(raw)).toBe(expected);
  });

  it.each([
    ['a dangling decimal point', '1700000000.'],
    ['an ISO value with trailing text', '2026-01-01T00:00:00Zjunk'],
    ['an ISO value with leading text', 'x2026-01-01T00:00:00Z'],
    ['a zone-less ISO value', '2026-01-01T00:00:00'],
  ])('refuses %s', (_name, raw) => {
    expect(parseWebhookTimestamp(raw)).toBeNull();
  });
});

describe('verifyWebhook at its edges', () => {
  it.each([
    ['a blank signature', { signature: '   ' }],
    ['a blank timestamp', { timestamp: ' \t' }],
  ])('treats %s as missing', async (_name, change) => {
    expect(await reasonOf(verifyWebhook({ ...valid, ...change }))).toBe('missing_header');
  });

  it('uses the current time when no `now` is given', async () => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = await signWebhookPayload(SECRET, timestamp, ENROLLMENT_BODY);
    await expect(verifyWebhook({ rawBody: ENROLLMENT_BODY, signature, timestamp, secret: SECRET })).resolves.toMatchObject({ event: 'enrollment.created' });
    expect(await reasonOf(verifyWebhook({ ...valid, now: undefined }))).toBe('timestamp_out_of_tolerance');
  });

  it('refuses an empty list of secrets with a TypeError', async () => {
    await expect(verifyWebhook({ ...valid, secret: [] })).rejects.toThrow(TypeError);
  });

  it.each([
    // Invalid UTF-8 inside a JSON string: a lenient decoder would read it as U+FFFD and accept it.
    ['invalid UTF-8 in a string', new Uint8Array([...new TextEncoder().encode('{"event":"enrollment.created","timestamp":"t","data":{"x":"'), 0xff, ...new TextEncoder().encode('"}}')])],
    ['an array', '[]'],
    ['data as an array', JSON.stringify({ event: 'enrollment.created', timestamp: 't', data: [] })],
    ['data as null', JSON.stringify({ event: 'enrollment.created', timestamp: 't', data: null })],
    ['a numeric timestamp', JSON.stringify({ event: 'enrollment.created', timestamp: 1, data: {} })],
  ])('refuses an authentic body that is %s as malformed', async (_name, rawBody) => {
    const signature = await signWebhookPayload(SECRET, SENT_AT_SECONDS, rawBody);
    expect(await reasonOf(verifyWebhook({ ...valid, rawBody, signature }))).toBe('malformed_body');
  });
});
