// A webhook receiver with no framework: verify, answer at once, then handle each event once.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readWebhookHeaders, verifyWebhook } from 'ce-course-player/webhooks';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Identity of a delivery by content; the spec says nothing of delivery ids or duplicates. */
export function deliveryKey(event) {
  return createHash('sha256').update(JSON.stringify([event.event, event.timestamp, event.data])).digest('hex');
}

/** Keys are inserted in expiry order, so the expired and the surplus are at the front. */
function forgetOldKeys(seen, now, maxKeys) {
  for (const [key, expiresAt] of seen) {
    if (expiresAt > now && seen.size <= maxKeys) return;
    seen.delete(key);
  }
}

/**
 * Retries come for about 2.5 hours (immediately, 1 min, 5 min, 30 min, 2 h), so a key is kept a
 * day; the oldest are dropped past `maxKeys`. A store shared by every instance (Redis, a table
 * with a unique key) replaces this Map when the receiver runs on more than one process.
 */
export function createWebhookReceiver({ secret, handle, rememberMs = DAY_MS, maxKeys = 100_000, now = Date.now }) {
  const seen = new Map();
  return createServer(async (req, res) => {
    if (req.method !== 'POST') return void res.writeHead(405, { Allow: 'POST' }).end();
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    let event;
    try {
      event = await verifyWebhook({ rawBody: Buffer.concat(chunks), ...readWebhookHeaders(req.headers), secret });
    } catch (error) {
      // An authentic event of a newer type is acknowledged: 5 failures would disable the endpoint.
      res.writeHead(error.reason === 'unknown_event' ? 202 : 401).end();
      return;
    }
    const key = deliveryKey(event);
    forgetOldKeys(seen, now(), maxKeys);
    const duplicate = seen.has(key);
    if (!duplicate) seen.set(key, now() + rememberMs);
    // Answer first (the service waits at most 30 s); the work runs after the response is sent.
    res.writeHead(duplicate ? 200 : 202, { 'Content-Type': 'application/json' }).end(JSON.stringify({ duplicate }));
    if (!duplicate) setImmediate(() => Promise.resolve(handle(event)).catch((error) => console.error('webhook handler failed', error)));
  });
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { CE_WEBHOOK_SECRET: secret, PORT = '8787' } = process.env;
  createWebhookReceiver({ secret, handle: (event) => console.log(event.event, event.data) }).listen(Number(PORT));
}
