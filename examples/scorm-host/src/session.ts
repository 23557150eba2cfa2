import type { ProgressStorage } from 'ce-course-player';
import type { ScormLaunch } from 'ce-course-player/scorm';

/** What the backend answers a launch with (server.mjs, POST /scorm/token). */
export interface LaunchSession {
  /** The LMS origins of the customer this package was made for: the bridge talks to no other. */
  allowedLmsOrigins: string[];
  /** The course content, as the service gives it (no answer keys). */
  payload: unknown;
  /** The phases the service says this learner completed: the player's initialProgress. */
  completedPhaseIds: string[];
  /** The Authorization header for the backend, with the current token. */
  authorization(): string;
  /** The player's progress, kept on the backend under the token's learner. */
  storage: ProgressStorage;
}

interface TokenAnswer extends Omit<LaunchSession, 'authorization' | 'storage'> {
  token: string;
  expiresInMs: number;
}

/** Browsers refuse a `keepalive` request whose body passes 64 KiB; a larger save goes as a plain one. */
const KEEPALIVE_BYTES = 60_000;

async function exchange(launch: ScormLaunch): Promise<TokenAnswer> {
  const response = await fetch('/scorm/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ credential: launch.credential, lmsOrigin: launch.lmsOrigin, learnerId: launch.learnerId }),
  });
  if (!response.ok) throw Object.assign(new Error(`The launch was refused: HTTP ${response.status}`), { status: response.status });
  return (await response.json()) as TokenAnswer;
}

/**
 * Starts the page's session with the backend. This page is a third-party frame in the LMS: the
 * browser gives it no cookies and may partition its storage, so the backend mints a short-lived
 * bearer token from the launch, which lives in this closure only (never in storage, never in the
 * URL). It is exchanged again before it expires, for a learner who stays long on one screen.
 */
export async function startSession(launch: ScormLaunch): Promise<LaunchSession> {
  const first = await exchange(launch);
  let token = first.token;
  const renew = (inMs: number) =>
    setTimeout(() => {
      exchange(launch).then(
        (next) => ((token = next.token), renew(next.expiresInMs * 0.8)),
        () => renew(30_000), // offline for a moment: try again soon, the old token may still hold
      );
    }, inMs);
  renew(first.expiresInMs * 0.8);
  const authorization = () => `Bearer ${token}`;
  const url = (key: string) => `/progress/${encodeURIComponent(key)}`;

  const storage: ProgressStorage = {
    async getItem(key) {
      const response = await fetch(url(key), { headers: { Authorization: authorization() } });
      if (response.status === 204) return null; // nothing saved yet: a first launch
      // Any other failure rejects: read as "nothing saved", the learner's progress would be overwritten.
      if (!response.ok) throw new Error(`progress read failed: HTTP ${response.status}`);
      return response.text();
    },
    async setItem(key, value) {
      // keepalive: a save on its way when the LMS closes the course (its Exit removes this frame) still arrives.
      const response = await fetch(url(key), { method: 'PUT', headers: { Authorization: authorization() }, body: value, keepalive: value.length < KEEPALIVE_BYTES });
      if (!response.ok) throw new Error(`progress save failed: HTTP ${response.status}`);
    },
    async removeItem(key) {
      const response = await fetch(url(key), { method: 'DELETE', headers: { Authorization: authorization() } });
      if (!response.ok && response.status !== 404) throw new Error(`progress removal failed: HTTP ${response.status}`);
    },
  };
  return { allowedLmsOrigins: first.allowedLmsOrigins, payload: first.payload, completedPhaseIds: first.completedPhaseIds, authorization, storage };
}
