import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CoursePlayer } from 'ce-course-player';
import { normalizeCourse } from 'ce-course-player/contract';
import { submitProgress } from './actions';

// Course content carries signed media URLs that expire: fetch it per request, never at build time.
export const dynamic = 'force-dynamic';

// A Server Component: reads the course as your backend would get it from GET /api-course-content.
export default async function Page() {
  const payload: unknown = JSON.parse(await readFile(join(process.cwd(), 'app/course.json'), 'utf8'));
  const { course, diagnostics } = normalizeCourse(payload); // server-safe: from /contract, never from the React entry
  return (
    <main>
      <p>{`${course.name}: ${course.phases.length} parts, ${diagnostics.length} payload notices.`}</p>
      <CoursePlayer payload={payload} userId="9d4e2b7c-5a13-4f6e-8c21-3b7a0e5d9f42" onSubmit={submitProgress} />
    </main>
  );
}
