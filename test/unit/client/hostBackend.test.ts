import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { signWebhookPayload } from '../../../src/webhooks';
import type { WebhookEvent } from '../../../src/contract';
import { createHostBackend } from '../../../examples/host-backend/server.mjs';
import { openProgressStore, type ProgressStore } from '../../../examples/host-backend/progressStore.mjs';
import { failure, type FakeService, ok, startFakeService, TEST_API_KEY } from './fakeService';

// The example imports the published entry points; here they resolve to the sources under test.
vi.mock('ce-course-player/client', () => import('../../../src/client'));
vi.mock('ce-course-player/webhooks', () => import('../../../src/webhooks'));

const SECRET = 'whsec_host';
let service: FakeService;
let backend: Server;
let host: string;
let events: WebhookEvent[];
let progressStore: ProgressStore;

// One in-memory database for the file: PGlite takes seconds to start.
beforeAll(async () => {
  progressStore = await openProgressStore();
}, 60_000);
afterAll(() => progressStore.close());

beforeEach(async () => {
  service = await startFakeService({ apiKey: TEST_API_KEY });
  events = [];
  backend = createHostBackend({
    baseUrl: service.baseUrl,
    apiKey: TEST_API_KEY,
    webhookSecret: SECRET,
    userIdOf: (req) => String(req.headers['x-user-id'] ?? 'session-user'),
    onEvent: (event) => events.push(event),
    progressStore,
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});
afterEach(async () => {
  backend.closeAllConnections();
  await new Promise((resolve) => backend.close(resolve));
  await service.close();
});

it('lists published courses', async () => {
  service.route('GET /api-courses', { json: ok([{ id: 'c-1', name: 'Heart failure' }], { pagination: { page: 1, limit: 20, total: 1, hasMore: false } }) });
  const response = await fetch(`${host}/courses`);
  expect(await response.json()).toEqual([{ id: 'c-1', name: 'Heart failure' }]);
  expect(service.requests[0]).toMatchObject({ query: { status: 'published' }, headers: { authorization: `Bearer ${TEST_API_KEY}` } });
});

it('fetches content', async () => {
  service.route('GET /api-course-content', { json: ok({ course_id: 'c-1', phases: [] }) });
  const response = await fetch(`${host}/content?course_id=c-1`);
  expect(await response.json()).toEqual({ course_id: 'c-1', phases: [] });
  expect(service.requests[0]?.query).toEqual({ course_id: 'c-1' });
});

it('forwards a submission with the session user, not the one the browser sent', async () => {
  service.route('POST /api-submit-progress', { json: ok({ score: 100, passed: true }) });
  const submission = { activity_id: 'c-1', user_id: 'forged', phase_type: 'mcq', phase_id: 'p-2', time_spent_minutes: 3, answers: [{ question_id: 'q1', selected: 1 }] };
  const response = await fetch(`${host}/submit`, { method: 'POST', body: JSON.stringify(submission) });
  expect(await response.json()).toEqual({ score: 100, passed: true });
  expect(JSON.parse(service.requests[0]?.body ?? '')).toEqual({ ...submission, user_id: 'session-user' });
});

it.each([
  ['course_not_found', { status: 404, json: failure('course_not_found') }, 404, 'course_not_found', null],
  ['rate_limited', { status: 429, headers: { 'X-RateLimit-Reset': '3600' }, json: failure('rate_limited') }, 429, 'rate_limited', 3_600_000],
  ['a malformed 200 from the service', { text: '<html>' }, 502, null, null],
  ['a 500 from the service', { status: 500, json: failure(undefined) }, 500, null, null],
] as const)('answers %s as { status, code, retryAfterMs } for the player', async (_name, reply, status, code, retryAfterMs) => {
  service.route('GET /api-course-content', reply);
  const response = await fetch(`${host}/content?course_id=gone`);
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ status, code, retryAfterMs });
});

it('verifies a webhook and hands over the typed event', async () => {
  const body = JSON.stringify({ event: 'payout.paid', timestamp: new Date().toISOString(), data: { payout_id: 'p-1', amount: 12.5 } });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers = { 'X-Webhook-Signature': await signWebhookPayload(SECRET, timestamp, body), 'X-Webhook-Timestamp': timestamp };
  const response = await fetch(`${host}/webhooks`, { method: 'POST', headers, body });
  expect(response.status).toBe(200);
  expect(events).toEqual([JSON.parse(body)]);
});

it('refuses a forged webhook with 401', async () => {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers = { 'X-Webhook-Signature': '0'.repeat(64), 'X-Webhook-Timestamp': timestamp };
  const response = await fetch(`${host}/webhooks`, { method: 'POST', headers, body: '{}' });
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ status: 401, code: 'signature_mismatch', retryAfterMs: null });
  expect(events).toEqual([]);
});

describe('progress', () => {
  const key = 'ce-progress:c-1:session-user';
  const url = () => `${host}/progress/${encodeURIComponent(key)}`;

  it('keeps the text as saved: 404 before the first save, 204 on save and removal', async () => {
    expect((await fetch(url())).status).toBe(404);
    const saved = '{"state":{"position":null},"version":1}';
    expect((await fetch(url(), { method: 'PUT', body: saved })).status).toBe(204);
    const read = await fetch(url());
    expect([read.status, await read.text()]).toEqual([200, saved]);
    expect((await fetch(url(), { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(url())).status).toBe(404);
  });

  it("refuses another learner's key with 403", async () => {
    const headers = { 'x-user-id': 'someone-else' };
    await fetch(url(), { method: 'PUT', body: 'mine' });
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await fetch(url(), { method, headers, ...(method === 'PUT' ? { body: 'theirs' } : {}) });
      expect(await response.json()).toEqual({ status: 403, code: 'not_your_progress', retryAfterMs: null });
    }
    expect(await progressStore.read('session-user', key)).toBe('mine');
  });

  it("passes on the service's completed phases and current phase for initialProgress", async () => {
    service.route('GET /api-progress', { json: ok({ completed_phases: ['ph-1', 'ph-2', 7], current_phase: 'ph-3', time_spent_minutes: 12 }) });
    const response = await fetch(`${host}/initial-progress?course_id=c-1`);
    expect(await response.json()).toEqual({ completedPhaseIds: ['ph-1', 'ph-2'], currentPhaseId: 'ph-3' });
    expect(service.requests[0]?.query).toEqual({ activity_id: 'c-1', user_id: 'session-user' });
  });

  it('starts from nothing when the service has no progress for the learner (404)', async () => {
    service.route('GET /api-progress', { status: 404, json: failure(undefined) });
    expect(await (await fetch(`${host}/initial-progress?course_id=c-1`)).json()).toEqual({ completedPhaseIds: [] });
  });

  it('answers a failing service as a failure, so the page does not start fresh over stored progress', async () => {
    service.route('GET /api-progress', { status: 500, json: failure(undefined) });
    const response = await fetch(`${host}/initial-progress?course_id=c-1`);
    expect(response.status).toBe(500);
  });
});
