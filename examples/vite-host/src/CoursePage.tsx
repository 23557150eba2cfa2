import { CoursePlayer, type SubmitProgressBody } from 'ce-course-player';
import 'ce-course-player/styles.css';

/** Forwards a submission to your backend; a failure rejects with what the player's retry logic reads. */
async function submitProgress(body: SubmitProgressBody): Promise<unknown> {
  const r = await fetch('/my-api/submit-progress', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json: { code?: string | null; retryAfterMs?: number | null } = await r.json().catch(() => ({}));
  if (!r.ok) {
    throw Object.assign(new Error(`submit-progress failed with ${r.status}`), {
      status: r.status,
      code: json.code ?? null,
      retryAfterMs: json.retryAfterMs ?? null,
    });
  }
  return json; // the service's envelope; the player reads score, passed and rationales from it
}

export function CoursePage({ course, learnerId }: { course: unknown; learnerId: string }) {
  return (
    <CoursePlayer
      payload={course} // GET /api-course-content response, untouched
      userId={learnerId}
      onSubmit={submitProgress} // your backend forwards it with its API key
      persistence={{ key: 'ce-progress' }} // resume after a reload
    />
  );
}
