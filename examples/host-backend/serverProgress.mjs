// Browser side: the player's progress storage and its GET /api-progress seed, over this backend's routes.

/** A ProgressStorage over /progress/:key; a failed read rejects, so it is never taken for a first visit. */
export function serverProgress(base = '') {
  const url = (key) => `${base}/progress/${encodeURIComponent(key)}`;
  return {
    async getItem(key) {
      const r = await fetch(url(key), { credentials: 'include' });
      if (r.status === 404) return null; // nothing stored yet
      if (!r.ok) throw new Error(`progress read failed: HTTP ${r.status}`);
      return r.text(); // the text as it was saved, not parsed
    },
    async setItem(key, value) {
      const r = await fetch(url(key), { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: value, credentials: 'include' });
      if (!r.ok) throw new Error(`progress save failed: HTTP ${r.status}`);
    },
    async removeItem(key) {
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
