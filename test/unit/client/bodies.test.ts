import { readFileSync } from 'node:fs';
import {
  ApiError,
  createClient,
  HttpError,
  MalformedResponseError,
  NetworkError,
  RateLimitedError,
  TimeoutError,
} from '../../../src/client';
import { type FakeReply, type FakeService, ok, startFakeService } from './fakeService';

let service: FakeService;
beforeEach(async () => {
  service = await startFakeService();
});
afterEach(() => service.close());

const client = (timeoutMs = 2000) => createClient({ baseUrl: service.baseUrl, apiKey: 'cbapi_k', timeoutMs, retry: { maxRetries: 0 } });
const caught = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);
const envelopeText = JSON.stringify(ok({ organization_id: 'o-1', name: 'Org', scopes: [] }));

describe('bodies that are not a whole envelope', () => {
  it.each<[string, FakeReply, string]>([
    ['an HTML page', { headers: { 'Content-Type': 'text/html' }, text: '<!doctype html><p>Maintenance</p>' }, 'not_json'],
    ['an empty body', { text: '' }, 'not_json'],
    ['JSON followed by junk', { text: `${envelopeText}}` }, 'not_json'],
    ['a JSON array', { json: [] }, 'not_envelope'],
    ['an object without success', { json: { data: {} } }, 'not_envelope'],
    ['success as a string', { json: { success: 'true', data: {} } }, 'not_envelope'],
    ['a body shorter than its Content-Length', { truncate: envelopeText.slice(0, 30), declaredLength: envelopeText.length }, 'truncated'],
    ['a body cut off by a closed connection', { closeEarly: envelopeText.slice(0, 30) }, 'truncated'],
    ['a body cut off inside a string', { text: envelopeText.slice(0, envelopeText.indexOf('Org') + 2) }, 'truncated'],
    ['object data where an array is expected', { json: ok({ items: [] }) }, 'unexpected_shape'],
  ])('%s gives MalformedResponseError (%s)', async (_name, reply, reason) => {
    service.route('GET /api-whoami', reply);
    service.route('GET /api-courses', reply);
    const call = reason === 'unexpected_shape' ? client().listCourses() : client().whoami();
    const error = await caught(call);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({ reason, status: 200, code: undefined });
  });

  it('array data where a record is expected is unexpected_shape', async () => {
    service.route('GET /api-whoami', { json: ok([]) });
    await expect(client().whoami()).rejects.toMatchObject({ name: 'MalformedResponseError', reason: 'unexpected_shape' });
  });

  it('a cut-off error body keeps the status class', async () => {
    service.route('GET /api-whoami', { status: 429, headers: { 'X-RateLimit-Reset': '5' }, truncate: '{"success":false,', declaredLength: 80 });
    const error = await caught(client().whoami());
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 5000 });
  });

  it('a cut-off 500 is an HttpError', async () => {
    service.route('GET /api-whoami', { status: 500, closeEarly: '{"success":false,"err' });
    await expect(client().whoami()).rejects.toSatisfy((error) => error instanceof HttpError && error.status === 500);
  });
});

describe('JSONTestSuite bodies (test/fixtures/corpora/json-parsing-cases.json) served as 200', () => {
  interface Case { id: string; expect: string; payload?: string; payloadBase64?: string }
  const corpus = JSON.parse(readFileSync(new URL('../../fixtures/corpora/json-parsing-cases.json', import.meta.url), 'utf8')) as Case[];
  const bytesOf = (entry: Case) => entry.payload ?? Buffer.from(entry.payloadBase64 ?? '', 'base64');

  it.each(corpus.filter((entry) => entry.expect === 'reject').map((entry) => [entry.id, entry] as const))(
    '%s is a clear MalformedResponseError',
    async (_id, entry) => {
      service.route('GET /api-whoami', { text: bytesOf(entry) });
      const error = await caught(client().whoami());
      expect(error).toBeInstanceOf(MalformedResponseError);
      expect(['not_json', 'truncated']).toContain((error as MalformedResponseError).reason);
    },
  );

  it.each(corpus.filter((entry) => entry.expect === 'accept').map((entry) => [entry.id, entry] as const))(
    '%s (valid JSON, not an envelope) is not_envelope',
    async (_id, entry) => {
      service.route('GET /api-whoami', { text: bytesOf(entry) });
      await expect(client().whoami()).rejects.toMatchObject({ name: 'MalformedResponseError', reason: 'not_envelope' });
    },
  );
});

describe('no response', () => {
  it.each([
    ['headers never come', 'headers'],
    ['the body never finishes', 'body'],
  ] as const)('a TimeoutError when %s', async (_name, hang) => {
    service.route('GET /api-whoami', { hang });
    const error = await caught(client(150).whoami());
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: undefined, status: hang === 'body' ? 200 : undefined });
  });

  it('a per-call timeout overrides the client one', async () => {
    service.route('GET /api-whoami', { hang: 'headers' });
    await expect(client(60_000).whoami({ timeoutMs: 100 })).rejects.toBeInstanceOf(TimeoutError);
  });

  it('a NetworkError when nothing listens', async () => {
    const closed = await startFakeService();
    await closed.close();
    const error = await caught(createClient({ baseUrl: closed.baseUrl, apiKey: 'cbapi_k' }).whoami());
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ status: undefined, code: undefined });
    expect((error as ApiError).cause).toBeDefined();
  });

  it("rethrows the caller's own abort reason", async () => {
    service.route('GET /api-whoami', { hang: 'headers' });
    const controller = new AbortController();
    const reason = new Error('client went away');
    const pending = client().whoami({ signal: controller.signal });
    setTimeout(() => controller.abort(reason), 20);
    expect(await caught(pending)).toBe(reason);
  });
});
