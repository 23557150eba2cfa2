import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookEvent } from '../../../src/contract';
import { signWebhookPayload } from '../../../src/webhooks';
import { createWebhookReceiver, deliveryKey } from '../../../examples/webhook-receiver/receiver.mjs';

// The example imports the published entry point; here it resolves to the sources under test.
vi.mock('ce-course-player/webhooks', () => import('../../../src/webhooks'));

const SECRET = 'whsec_receiver';
const event = (data: Record<string, unknown>) => ({ event: 'progress.updated', timestamp: '2026-01-01T00:00:00Z', data });
const bodyA = JSON.stringify(event({ enrollment_id: 'e-1', score: 80, passed: true }));
const bodyB = JSON.stringify(event({ enrollment_id: 'e-1', score: 90, passed: true }));

let receiver: Server;
let url: string;
let handled: WebhookEvent[];

async function deliver(body: string, overrides: Record<string, string> = {}) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = await signWebhookPayload(SECRET, timestamp, body);
  const headers = { 'X-Webhook-Signature': signature, 'X-Webhook-Timestamp': timestamp, ...overrides };
  const response = await fetch(url, { method: 'POST', headers, body });
  return { status: response.status, text: await response.text() };
}

/** The handler runs after the answer; let that turn of the event loop pass. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(async () => {
  handled = [];
  receiver = createWebhookReceiver({ secret: SECRET, handle: (verified) => void handled.push(verified) });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
});
afterEach(() => new Promise((resolve) => receiver.close(resolve)));

it('acknowledges a delivery with 202 and handles it once', async () => {
  expect(await deliver(bodyA)).toEqual({ status: 202, text: '{"duplicate":false}' });
  await settle();
  expect(handled).toEqual([JSON.parse(bodyA)]);
});

it('answers a repeated delivery 200 and does not handle it again, even re-signed later', async () => {
  await deliver(bodyA);
  expect(await deliver(bodyA)).toEqual({ status: 200, text: '{"duplicate":true}' });
  expect(await deliver(bodyB)).toEqual({ status: 202, text: '{"duplicate":false}' });
  await settle();
  expect(handled.map((verified) => verified.data)).toEqual([JSON.parse(bodyA).data, JSON.parse(bodyB).data]);
});

it.each([
  ['a forged signature', { 'X-Webhook-Signature': 'f'.repeat(64) }],
  ['a stale timestamp', { 'X-Webhook-Timestamp': '1000000000' }],
  ['no signature', { 'X-Webhook-Signature': '' }],
])('refuses %s with 401 and handles nothing', async (_name, overrides) => {
  expect((await deliver(bodyA, overrides)).status).toBe(401);
  await settle();
  expect(handled).toEqual([]);
});

it('acknowledges an authentic event of an unknown type without handling it', async () => {
  expect((await deliver(JSON.stringify({ event: 'course.archived', timestamp: 't', data: {} }))).status).toBe(202);
  await settle();
  expect(handled).toEqual([]);
});

it('keys deliveries by event, timestamp and data', () => {
  const base = JSON.parse(bodyA) as WebhookEvent;
  expect(deliveryKey(base)).toMatch(/^[0-9a-f]{64}$/);
  expect(deliveryKey({ ...base })).toBe(deliveryKey(base));
  expect(deliveryKey({ ...base, timestamp: '2026-01-01T00:00:01Z' })).not.toBe(deliveryKey(base));
});

it('answers anything but POST with 405', async () => {
  const response = await fetch(url);
  expect(response.status).toBe(405);
  expect(response.headers.get('allow')).toBe('POST');
});

it('forgets keys after rememberMs, so a much later identical delivery is handled again', async () => {
  let clock = 0;
  const forgetful = createWebhookReceiver({ secret: SECRET, rememberMs: 1000, now: () => clock, handle: (verified) => void handled.push(verified) });
  await new Promise<void>((resolve) => forgetful.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(forgetful.address() as AddressInfo).port}/`;
  expect((await deliver(bodyA)).status).toBe(202);
  clock = 999;
  expect((await deliver(bodyA)).status).toBe(200);
  clock = 1000;
  expect((await deliver(bodyA)).status).toBe(202);
  await new Promise((resolve) => forgetful.close(resolve));
});
