// Browser side: the player's progress storage and its GET /api-progress seed, over this backend's routes.

/** Browsers refuse a `keepalive` request whose body passes 64 KiB; a larger save goes as a plain one. */
const KEEPALIVE_BYTES = 60_000;

/**
 * A ProgressStorage over /progress/:key; a failed read rejects, so it is never taken for a first visit.
 *
 * The player saves on every change of its state (an answer, a screen, a result: about 80 a course).
 * Each key is saved at most once every `saveEveryMs`: a change after a quiet spell goes at once, and
 * the changes made within the next `saveEveryMs` wait and go as one, the latest (the player hands
 * over only its latest while a save is on its way). When the page is hidden or left, a waiting save
 * goes at once, with `keepalive`, so the device that is put away has saved its last screen.
 */
export function serverProgress(base = '', { saveEveryMs = 2000 } = {}) {
  const url = (key) => `${base}/progress/${encodeURIComponent(key)}`;
  /** By key: when its last save started, and the save waiting for its turn. */
  const lastSaved = new Map();
  const waiting = new Map();
  let leaving = false;

  const save = async (key, value) => {
    lastSaved.set(key, Date.now());
    const r = await fetch(url(key), { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: value, credentials: 'include', keepalive: leaving && value.length < KEEPALIVE_BYTES });
    if (!r.ok) throw new Error(`progress save failed: HTTP ${r.status}`);
  };
  const goNow = (key) => {
    const turn = waiting.get(key);
    if (!turn) return;
    waiting.delete(key);
    clearTimeout(turn.timer);
    save(key, turn.value).then(turn.resolve, turn.reject);
  };
  if (typeof document !== 'undefined') {
    const onVisibility = (event) => {
      leaving = event.type === 'pagehide' || document.visibilityState === 'hidden';
      if (leaving) [...waiting.keys()].forEach(goNow);
    };
    document.addEventListener('visibilitychange', onVisibility);
    addEventListener('pagehide', onVisibility);
    addEventListener('pageshow', onVisibility); // back from the back-forward cache
  }

  return {
    async getItem(key) {
      const r = await fetch(url(key), { credentials: 'include' });
      if (r.status === 404) return null; // nothing stored yet
      if (!r.ok) throw new Error(`progress read failed: HTTP ${r.status}`);
      return r.text(); // the text as it was saved, not parsed
    },
    setItem(key, value) {
      const wait = (lastSaved.get(key) ?? -Infinity) + saveEveryMs - Date.now();
      if (leaving || wait <= 0) return save(key, value);
      return new Promise((resolve, reject) => {
        const earlier = waiting.get(key);
        // Not expected (the player waits for a save before the next), but never two waiting for one key.
        if (earlier) (clearTimeout(earlier.timer), earlier.resolve());
        waiting.set(key, { value, resolve, reject, timer: setTimeout(() => goNow(key), wait) });
      });
    },
    async removeItem(key) {
      const turn = waiting.get(key);
      if (turn) (waiting.delete(key), clearTimeout(turn.timer), turn.resolve());
      const r = await fetch(url(key), { method: 'DELETE', credentials: 'include' });
      if (!r.ok && r.status !== 404) throw new Error(`progress removal failed: HTTP ${r.status}`);
    },
  };
}

/** The service's word on this learner's course, for `initialProgress`: read it before the player mounts. */
export async function fetchInitialProgress(courseId, base = '') {
  const r = await fetch(`${base}/initial-progress?course_id=${encodeURIComponent(courseId)}`, { credentials: 'include' });
  if (!r.ok) throw new Error(`progress read failed: HTTP ${r.status}`);
  return r.json();
}
