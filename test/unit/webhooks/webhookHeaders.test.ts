import { parseWebhookTimestamp, readWebhookHeaders, verifyWebhookRequest, WebhookVerificationError } from '../../../src/webhooks';
import { ENROLLMENT_BODY, ENROLLMENT_SIGNATURE, SECRET, SENT_AT_MS, SENT_AT_SECONDS } from './knownAnswers';

describe('parseWebhookTimestamp', () => {
  it.each([
    ['Unix seconds', '1767225600', SENT_AT_MS],
    ['Unix seconds with spaces', ' 1767225600 ', SENT_AT_MS],
    ['fractional seconds', '1767225600.5', SENT_AT_MS + 500],
    ['milliseconds', '1767225600000', SENT_AT_MS],
    ['ISO 8601 Z', '2026-01-01T00:00:00Z', SENT_AT_MS],
    ['ISO 8601 with fraction', '2026-01-01T00:00:00.250Z', SENT_AT_MS + 250],
    ['ISO 8601 with an offset', '2026-01-01T01:00:00+01:00', SENT_AT_MS],
    ['ISO without a zone', '2026-01-01T00:00:00', null],
    ['a date only', '2026-01-01', null],
    ['negative seconds', '-1', null],
    ['words', 'now', null],
    ['an impossible date', '2026-13-45T00:00:00Z', null],
  ])('%s', (_name, raw, expected) => {
    expect(parseWebhookTimestamp(raw)).toBe(expected);
  });
});

describe('readWebhookHeaders', () => {
  it.each([
    ['Fetch Headers', new Headers({ 'X-Webhook-Signature': 'sig', 'X-Webhook-Timestamp': '1' })],
    ['Node lower-case headers', { 'x-webhook-signature': 'sig', 'x-webhook-timestamp': '1', host: 'h' }],
    ['a plain record in header case', { 'X-Webhook-Signature': 'sig', 'X-Webhook-Timestamp': '1' }],
  ])('reads %s', (_name, headers) => {
    expect(readWebhookHeaders(headers)).toEqual({ signature: 'sig', timestamp: '1' });
  });

  it('reports absent headers as undefined', () => {
    expect(readWebhookHeaders(new Headers())).toEqual({ signature: undefined, timestamp: undefined });
    expect(readWebhookHeaders({})).toEqual({ signature: undefined, timestamp: undefined });
  });

  it('joins a repeated header so it cannot pass as one signature', () => {
    expect(readWebhookHeaders({ 'x-webhook-signature': ['a', 'b'] }).signature).toBe('a, b');
  });
});

describe('verifyWebhookRequest', () => {
  function request(headers: Record<string, string>, body = ENROLLMENT_BODY) {
    return new Request('https://host.example/webhooks', { method: 'POST', headers, body });
  }

  it('verifies a Fetch Request from its bytes and headers', async () => {
    const event = await verifyWebhookRequest(
      request({ 'X-Webhook-Signature': ENROLLMENT_SIGNATURE, 'X-Webhook-Timestamp': SENT_AT_SECONDS }),
      SECRET,
      { now: SENT_AT_MS },
    );
    expect(event).toEqual(JSON.parse(ENROLLMENT_BODY));
  });

  it.each([
    ['missing_header', {}],
    ['signature_mismatch', { 'X-Webhook-Signature': '0'.repeat(64), 'X-Webhook-Timestamp': SENT_AT_SECONDS }],
  ])('refuses with %s', async (reason, headers) => {
    const error = await verifyWebhookRequest(request(headers), SECRET, { now: SENT_AT_MS }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WebhookVerificationError);
    expect((error as WebhookVerificationError).reason).toBe(reason);
  });
});
