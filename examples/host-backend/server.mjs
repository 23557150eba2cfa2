// A host's whole backend for <CoursePlayer>: catalog, content, submissions, webhooks. The API key stays here.
import { createServer } from 'node:http';
import { createClient } from 'ce-course-player/client';
import { readWebhookHeaders, verifyWebhook } from 'ce-course-player/webhooks';

export function createHostBackend({ baseUrl, apiKey, webhookSecret, userIdOf, onEvent }) {
  const client = createClient({ baseUrl, apiKey, limiter: true });
  const routes = {
    'GET /courses': async () => (await client.listCourses({ status: 'published' })).data,
    'GET /content': async (_req, url) => (await client.getCourseContent(url.searchParams.get('course_id') ?? '')).data,
    // The learner is whoever the host's session says, never a user_id sent by the browser.
    'POST /submit': async (req, _url, body) => (await client.submitProgress({ ...JSON.parse(String(body)), user_id: userIdOf(req) })).data,
    'POST /webhooks': async (req, _url, rawBody) => {
      const event = await verifyWebhook({ rawBody, ...readWebhookHeaders(req.headers), secret: webhookSecret }).catch((error) => {
        if (error.reason === 'unknown_event') return null; // authentic but newer: acknowledge it
        throw Object.assign(error, { status: 401, code: error.reason });
      });
      if (event) onEvent(event);
      return { received: true };
    },
  };
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const route = routes[`${req.method} ${url.pathname}`];
    const [status, body] = await (route ? route(req, url, Buffer.concat(chunks)) : Promise.reject({ status: 404 })).then(
      (data) => [200, data],
      // A failure to the player whether onSubmit rejects or resolves with it; it retries on exactly these three fields.
      (error, status = error.status >= 400 ? error.status : 502) => [status, { status, code: error.code ?? null, retryAfterMs: error.retryAfterMs ?? null }],
    );
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { CE_BASE_URL: baseUrl, CE_API_KEY: apiKey, CE_WEBHOOK_SECRET: webhookSecret, PORT = '3000' } = process.env;
  createHostBackend({ baseUrl, apiKey, webhookSecret, userIdOf: (req) => req.headers['x-user-id'], onEvent: console.log }).listen(Number(PORT));
}
