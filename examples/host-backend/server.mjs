// A host's whole backend for <CoursePlayer>: catalog, content, submissions, progress, webhooks. The API key stays here.
import { createServer } from 'node:http';
import { createClient } from 'ce-course-player/client';
import { readWebhookHeaders, verifyWebhook } from 'ce-course-player/webhooks';
import { openProgressStore } from './progressStore.mjs';

/** The request handler, for a host mounting it in its own server; createHostBackend wraps it in one. */
// basePath: where the routes are mounted ('/api/ce' to answer the paths the development service
// answers, so a page written against it needs no change: docs/backend.md); '' by default.
export function hostBackendHandler({ baseUrl, apiKey, webhookSecret, userIdOf, onEvent, progressStore, basePath = '' }) {
  const client = createClient({ baseUrl, apiKey, limiter: true });
  // The player's key is `<key>:<course_id>:<user_id>`: a learner reads and writes only their own.
  const ownKey = (req, url) => {
    const key = decodeURIComponent(url.pathname.slice('/progress/'.length));
    const userId = userIdOf(req);
    if (!userId || !key.endsWith(`:${userId}`)) throw { status: 403, code: 'not_your_progress' };
    return key;
  };
  const routes = {
    'GET /courses': async () => (await client.listCourses({ status: 'published' })).data,
    'GET /content': async (_req, url) => (await client.getCourseContent(url.searchParams.get('course_id') ?? '')).data,
    // The learner is whoever the host's session says, never a user_id sent by the browser.
    'POST /submit': async (req, _url, body) => (await client.submitProgress({ ...JSON.parse(String(body)), user_id: userIdOf(req) })).data,
    // The service is the authority on completed phases: the page passes this as initialProgress, and the player keeps them complete over the stored progress.
    'GET /initial-progress': async (req, url) => {
      const query = { activity_id: url.searchParams.get('course_id') ?? '', user_id: userIdOf(req) };
      const progress = await client.getProgress(query).then((r) => r.data, (error) => (error.status === 404 ? {} : Promise.reject(error)));
      const ids = Array.isArray(progress.completed_phases) ? progress.completed_phases.filter((id) => typeof id === 'string') : [];
      return { completedPhaseIds: ids, ...(typeof progress.current_phase === 'string' ? { currentPhaseId: progress.current_phase } : {}) };
    },
    // Stored as text, answered as saved: the player validates what it reads.
    'GET /progress/:key': async (req, url) => {
      const value = await progressStore.read(userIdOf(req), ownKey(req, url));
      if (value === null) throw { status: 404, code: 'no_progress' }; // a first visit, not a failure
      return new Response(value, { headers: { 'Content-Type': 'application/json' } });
    },
    'PUT /progress/:key': async (req, url, body) => (await progressStore.write(userIdOf(req), ownKey(req, url), String(body)), new Response(null, { status: 204 })),
    'DELETE /progress/:key': async (req, url) => (await progressStore.remove(userIdOf(req), ownKey(req, url)), new Response(null, { status: 204 })),
    'POST /webhooks': async (req, _url, rawBody) => {
      const event = await verifyWebhook({ rawBody, ...readWebhookHeaders(req.headers), secret: webhookSecret }).catch((error) => {
        if (error.reason === 'unknown_event') return null; // authentic but newer: acknowledge it
        throw Object.assign(error, { status: 401, code: error.reason });
      });
      if (event) onEvent(event);
      return { received: true };
    },
  };
  // The development service's names for the two routes a page calls.
  routes['GET /course-content'] = routes['GET /content'];
  routes['POST /submit-progress'] = routes['POST /submit'];
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    if (basePath && url.pathname.startsWith(`${basePath}/`)) url.pathname = url.pathname.slice(basePath.length);
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const route = routes[`${req.method} ${url.pathname.startsWith('/progress/') ? '/progress/:key' : url.pathname}`];
    const reply = await (route ? route(req, url, Buffer.concat(chunks)) : Promise.reject({ status: 404 })).then(
      (data) => (data instanceof Response ? data : Response.json(data)),
      // A failure to the player whether onSubmit rejects or resolves with it; it retries on exactly these three fields.
      (error, status = error.status >= 400 ? error.status : 502) => Response.json({ status, code: error.code ?? null, retryAfterMs: error.retryAfterMs ?? null }, { status }),
    );
    res.writeHead(reply.status, Object.fromEntries(reply.headers)).end(Buffer.from(await reply.arrayBuffer()));
  };
}

export function createHostBackend(options) {
  return createServer(hostBackendHandler(options));
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { CE_BASE_URL: baseUrl, CE_API_KEY: apiKey, CE_WEBHOOK_SECRET: webhookSecret, PROGRESS_DIR: dataDir, PORT = '3000' } = process.env;
  const progressStore = await openProgressStore({ dataDir });
  createHostBackend({ baseUrl, apiKey, webhookSecret, userIdOf: (req) => req.headers['x-user-id'], onEvent: console.log, progressStore }).listen(Number(PORT));
}
