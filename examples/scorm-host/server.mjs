// A backend sketch for the hosted page (hosted.tsx): it knows each package's launch credential
// (printed by `ce-course-player scorm`) and the LMS origins of the customer it was made for,
// mints short-lived bearer tokens, keeps progress, and stands in for the course service.
// No dependency; an in-memory store. Not production code: sign tokens, persist, rate-limit.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/** credential -> what it was issued for (register each package's credential here). */
const PACKAGES = new Map([
  [process.env.SCORM_CREDENTIAL ?? 'paste-the-printed-credential', { courseId: 'beyond-metformin', allowedLmsOrigins: ['http://localhost:4401'] }],
]);
const TOKEN_LIFETIME_MS = 15 * 60_000;
const tokens = new Map(); // token -> { learner, courseId, expires }
const progress = new Map(); // learner + key -> saved text

const readBody = async (request) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
};

/** The token's record, or null when it is missing, unknown or expired. */
function bearer(request) {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const record = token && tokens.get(token);
  return record && record.expires > Date.now() ? record : null;
}

async function mintToken(request, response) {
  const { credential, lmsOrigin, learnerId } = JSON.parse(await readBody(request));
  const issued = PACKAGES.get(credential);
  // The learner id is the LMS's word (unsigned): it scopes progress under this package only.
  if (!issued || !issued.allowedLmsOrigins.includes(lmsOrigin) || typeof learnerId !== 'string' || learnerId === '') return response.writeHead(403).end();
  const token = randomBytes(24).toString('base64url');
  tokens.set(token, { learner: `${credential}:${learnerId}`, courseId: issued.courseId, expires: Date.now() + TOKEN_LIFETIME_MS });
  const payload = {}; // your course service's GET /api-course-content for issued.courseId
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ token, allowedLmsOrigins: issued.allowedLmsOrigins, payload }));
}

async function saved(request, response, record, key) {
  const id = `${record.learner}:${key}`;
  if (request.method === 'PUT') progress.set(id, await readBody(request));
  if (request.method === 'DELETE') progress.delete(id);
  if (request.method !== 'GET') return response.writeHead(204).end();
  return progress.has(id) ? response.writeHead(200).end(progress.get(id)) : response.writeHead(404).end();
}

createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  if (path === '/scorm/token' && request.method === 'POST') return mintToken(request, response);
  const record = bearer(request);
  if (!record) return response.writeHead(401).end();
  if (path.startsWith('/progress/')) return saved(request, response, record, decodeURIComponent(path.slice('/progress/'.length)));
  // POST /submit: forward to your course service with the learner from the token, never from the body.
  return response.writeHead(501).end();
}).listen(4402, '127.0.0.1', () => console.log('hosted backend on http://127.0.0.1:4402'));
