// Your backend's part in a SCORM delivery: what the hosted page (src/) calls. The page runs in a
// third-party frame inside the LMS, so it gets no cookies: it exchanges the package's launch
// credential for a short-lived bearer token, then reads and saves the learner's progress and
// submits answers with that token. Scoring is the library's development service with this
// folder's course and keys; your backend forwards to the CE service instead (docs/backend.md),
// with the learner from the token.
//
// Not production code: the tokens are random strings held in memory (sign them, or keep them in
// a shared store), nothing is rate-limited, and progress and results go when the process stops.
import { randomBytes } from 'node:crypto';
import { createDevService } from 'ce-course-player/dev-service';
import { HttpError, readBody, readJsonObject, sendJson } from './http.mjs';

const TOKEN_LIFETIME_MS = 15 * 60_000;

/**
 * The backend's routes: POST /scorm/token, GET/PUT/DELETE /progress/<key>, POST /submit.
 * `issued`: launch credential → { name, allowedLmsOrigins }, what each package was printed for.
 * Returns a route function that answers those paths and returns false for any other.
 */
export function createBackend({ issued, course, keys }) {
  /** Bearer token → { learner, expires }. The learner is "<package name>:<id the LMS asserted>". */
  const tokens = new Map();
  /** "<learner>\n<key>" → the text the player saved. */
  const progress = new Map();
  /** Learner → the phases the service last said they completed (the player's initialProgress). */
  const completedPhases = new Map();
  const devService = createDevService({ course, keys });

  /**
   * The launch (credential, LMS origin, the learner id the LMS asserted) for a short-lived token.
   * The learner id is unsigned (anyone can edit the page's URL), so it only ever names a learner
   * under this package's credential, and the LMS origin must be the customer's.
   */
  async function mintToken(request, response) {
    const { credential, lmsOrigin, learnerId } = await readJsonObject(request);
    const record = typeof credential === 'string' ? issued.get(credential) : undefined;
    if (!record || !record.allowedLmsOrigins.includes(lmsOrigin) || typeof learnerId !== 'string' || learnerId === '' || learnerId.length > 255) {
      throw new HttpError(403, 'This package, LMS or learner is not known here.');
    }
    for (const [old, { expires }] of tokens) if (expires <= Date.now()) tokens.delete(old);
    const learner = `${record.name}:${learnerId}`;
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, { learner, expires: Date.now() + TOKEN_LIFETIME_MS });
    sendJson(response, 200, {
      token,
      expiresInMs: TOKEN_LIFETIME_MS,
      allowedLmsOrigins: record.allowedLmsOrigins,
      payload: course, // your course service's GET /api-course-content for this package's course
      completedPhaseIds: completedPhases.get(learner) ?? [], // and its GET /api-progress for this learner
    });
  }

  /** The learner of the request's bearer token; a 401 when it is missing, unknown or expired. */
  function learnerOf(request) {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const record = token ? tokens.get(token) : undefined;
    if (!record || record.expires <= Date.now()) throw new HttpError(401, 'No session, or it has expired: open the course again from your learning system.');
    return record.learner;
  }

  /** The player's saved progress, under the token's learner only. */
  async function savedProgress(request, response, learner, key) {
    const id = `${learner}\n${key}`;
    if (request.method === 'GET') {
      // Nothing saved yet is a 204, not a 404: browsers log every 404 in the console as a failed load.
      if (!progress.has(id)) return response.writeHead(204, { 'Cache-Control': 'no-store' }).end();
      return response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(progress.get(id));
    }
    if (request.method === 'PUT') progress.set(id, await readBody(request));
    else if (request.method === 'DELETE') progress.delete(id);
    else throw new HttpError(405, 'GET, PUT or DELETE.');
    response.writeHead(204).end();
  }

  /** Scored for the token's learner, whatever user_id the body names. */
  async function submit(request, response, learner) {
    const body = await readJsonObject(request);
    const envelope = await devService.submit({ ...body, user_id: learner });
    if (envelope.success) completedPhases.set(learner, envelope.data.completed_phases);
    // A body the service refuses is a 400 with its envelope: the player keeps the answers and says so.
    sendJson(response, envelope.success ? 200 : 400, envelope);
  }

  return async (request, response, pathname) => {
    if (pathname === '/scorm/token' && request.method === 'POST') await mintToken(request, response);
    else if (pathname === '/submit' && request.method === 'POST') await submit(request, response, learnerOf(request));
    else if (pathname.startsWith('/progress/')) await savedProgress(request, response, learnerOf(request), pathname.slice('/progress/'.length));
    else return false;
    return true;
  };
}
