import { signWebhookPayload, verifyWebhook, WebhookVerificationError, type WebhookFailureReason } from '../../../src/webhooks';
import {
  CERTIFICATE_BODY,
  CERTIFICATE_SIGNATURE,
  ENROLLMENT_BODY,
  ENROLLMENT_ISO_SIGNATURE,
  ENROLLMENT_SIGNATURE,
  SECRET,
  SENT_AT_ISO,
  SENT_AT_MS,
  SENT_AT_SECONDS,
  UNICODE_TITLE,
} from './knownAnswers';

const valid = { rawBody: ENROLLMENT_BODY, signature: ENROLLMENT_SIGNATURE, timestamp: SENT_AT_SECONDS, secret: SECRET, now: SENT_AT_MS };

async function reasonOf(promise: Promise<unknown>): Promise<WebhookFailureReason> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return (error as WebhookVerificationError).reason;
}

describe('signWebhookPayload matches OpenSSL', () => {
  it.each([
    ['unix seconds', SENT_AT_SECONDS, ENROLLMENT_BODY, ENROLLMENT_SIGNATURE],
    ['unicode body', SENT_AT_SECONDS, CERTIFICATE_BODY, CERTIFICATE_SIGNATURE],
    ['ISO timestamp', SENT_AT_ISO, ENROLLMENT_BODY, ENROLLMENT_ISO_SIGNATURE],
  ])('%s', async (_name, timestamp, body, expected) => {
    expect(await signWebhookPayload(SECRET, timestamp, body)).toBe(expected);
  });
});

describe('verifyWebhook accepts', () => {
  it('a known-answer delivery and returns the typed event', async () => {
    const event = await verifyWebhook(valid);
    expect(event).toEqual(JSON.parse(ENROLLMENT_BODY));
    if (event.event !== 'enrollment.created') throw new Error('wrong event');
    expect(event.data.payment_completed).toBe(true);
  });

  it.each([
    ['Uint8Array', new TextEncoder().encode(CERTIFICATE_BODY)],
    ['ArrayBuffer', new TextEncoder().encode(CERTIFICATE_BODY).buffer],
    ['Node Buffer', Buffer.from(CERTIFICATE_BODY, 'utf8')],
    ['string', CERTIFICATE_BODY],
  ])('a unicode body given as %s', async (_name, rawBody) => {
    const event = await verifyWebhook({ ...valid, rawBody, signature: CERTIFICATE_SIGNATURE });
    expect(event.event).toBe('certificate.issued');
    expect(event.data).toMatchObject({ activity_title: UNICODE_TITLE, credit_hours: 1.5 });
  });

  it('an ISO 8601 timestamp header', async () => {
    await expect(verifyWebhook({ ...valid, timestamp: SENT_AT_ISO, signature: ENROLLMENT_ISO_SIGNATURE })).resolves.toMatchObject({
      event: 'enrollment.created',
    });
  });

  it.each([
    ['upper-case hex', { signature: ENROLLMENT_SIGNATURE.toUpperCase() }],
    ['surrounding whitespace', { signature: ` ${ENROLLMENT_SIGNATURE} ` }],
    ['the right secret among rotated ones', { secret: ['whsec_old', SECRET] }],
    ['a timestamp 300 s old', { now: SENT_AT_MS + 300_000 }],
    ['a timestamp 300 s ahead', { now: SENT_AT_MS - 300_000 }],
    ['a wider tolerance', { now: SENT_AT_MS + 3_600_000, toleranceSeconds: 3600 }],
    ['now as a Date', { now: new Date(SENT_AT_MS) }],
  ])('%s', async (_name, change) => {
    await expect(verifyWebhook({ ...valid, ...change })).resolves.toMatchObject({ event: 'enrollment.created' });
  });
});

describe('verifyWebhook refuses with a reason', () => {
  const tampered = ENROLLMENT_BODY.replace('"payment_completed":true', '"payment_completed":false');
  it.each<[string, Partial<Parameters<typeof verifyWebhook>[0]>, WebhookFailureReason]>([
    ['no signature header', { signature: undefined }, 'missing_header'],
    ['an empty signature header', { signature: '' }, 'missing_header'],
    ['no timestamp header', { timestamp: null }, 'missing_header'],
    ['a short signature', { signature: ENROLLMENT_SIGNATURE.slice(0, 63) }, 'malformed_signature'],
    ['a non-hex signature', { signature: `${ENROLLMENT_SIGNATURE.slice(0, 63)}g` }, 'malformed_signature'],
    ['a prefixed signature', { signature: `sha256=${ENROLLMENT_SIGNATURE}` }, 'malformed_signature'],
    ['a base64 signature', { signature: Buffer.from(ENROLLMENT_SIGNATURE, 'hex').toString('base64') }, 'malformed_signature'],
    ['a timestamp that is not a time', { timestamp: 'yesterday' }, 'malformed_timestamp'],
    ['an ISO timestamp without a zone', { timestamp: '2026-01-01T00:00:00' }, 'malformed_timestamp'],
    ['a stale timestamp (replay)', { now: SENT_AT_MS + 301_000 }, 'timestamp_out_of_tolerance'],
    ['a future timestamp', { now: SENT_AT_MS - 301_000 }, 'timestamp_out_of_tolerance'],
    ['a tampered body', { rawBody: tampered }, 'signature_mismatch'],
    ['a body with a trailing newline', { rawBody: `${ENROLLMENT_BODY}\n` }, 'signature_mismatch'],
    ['a wrong secret', { secret: 'whsec_other' }, 'signature_mismatch'],
    ['only wrong rotated secrets', { secret: ['whsec_a', 'whsec_b'] }, 'signature_mismatch'],
    ['a timestamp swapped for another fresh one', { timestamp: String(Number(SENT_AT_SECONDS) + 1), now: SENT_AT_MS }, 'signature_mismatch'],
    ['the same instant written as ISO', { timestamp: SENT_AT_ISO }, 'signature_mismatch'],
    ['the signature of another body', { signature: CERTIFICATE_SIGNATURE }, 'signature_mismatch'],
  ])('%s', async (_name, change, reason) => {
    expect(await reasonOf(verifyWebhook({ ...valid, ...change }))).toBe(reason);
  });
});

describe('verifyWebhook on authentic but unusable bodies', () => {
  async function signed(rawBody: string | Uint8Array) {
    return { ...valid, rawBody, signature: await signWebhookPayload(SECRET, SENT_AT_SECONDS, rawBody) };
  }

  it.each<[string, string | Uint8Array]>([
    ['not JSON', 'event=enrollment.created'],
    ['a JSON array', '[]'],
    ['no data', '{"event":"payout.paid","timestamp":"2026-01-01T00:00:00Z"}'],
    ['data that is not an object', '{"event":"payout.paid","timestamp":"2026-01-01T00:00:00Z","data":[1]}'],
    ['a numeric event', '{"event":7,"timestamp":"2026-01-01T00:00:00Z","data":{}}'],
    ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ])('%s is malformed_body', async (_name, body) => {
    expect(await reasonOf(verifyWebhook(await signed(body)))).toBe('malformed_body');
  });

  it('an unknown event type is unknown_event and carries the authenticated payload', async () => {
    const body = '{"event":"course.archived","timestamp":"2026-01-01T00:00:00Z","data":{"course_id":"c-9"}}';
    const error = await verifyWebhook(await signed(body)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WebhookVerificationError);
    expect(error).toMatchObject({ reason: 'unknown_event', payload: { event: 'course.archived', data: { course_id: 'c-9' } } });
  });

  it('keeps unknown data fields (changes are additive)', async () => {
    const body = '{"event":"payout.paid","timestamp":"2026-01-01T00:00:00Z","data":{"payout_id":"p-1","new_field":1},"extra":true}';
    await expect(verifyWebhook(await signed(body))).resolves.toMatchObject({ data: { payout_id: 'p-1', new_field: 1 }, extra: true });
  });
});

describe('verifyWebhook misconfiguration', () => {
  it.each([
    ['an empty secret', ''],
    ['no secrets', [] as string[]],
  ])('%s is a TypeError, not a verification failure', async (_name, secret) => {
    await expect(verifyWebhook({ ...valid, secret })).rejects.toBeInstanceOf(TypeError);
  });
});
