import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { CoursePlayer } from 'ce-course-player';
import { normalizeCourse } from 'ce-course-player/contract';
import { submitProgress } from './actions';

// A Server Component: the course, read per request as your backend would get it from GET /api-course-content.
export default function Page() {
  return (
    <main>
      <Suspense fallback={<p>Loading the course…</p>}>
        <Course />
      </Suspense>
    </main>
  );
}

async function Course() {
  // Course content carries signed media URLs that expire: read it per request, never at build time.
  await connection();
  const payload: unknown = JSON.parse(await readFile(join(process.cwd(), 'app/course.json'), 'utf8'));
  const { course, diagnostics } = normalizeCourse(payload); // server-safe: from /contract, never from the React entry
  return (
    <>
      <p>{`${course.name}: ${course.phases.length} parts, ${diagnostics.length} payload notices.`}</p>
      <CoursePlayer payload={payload} userId="9d4e2b7c-5a13-4f6e-8c21-3b7a0e5d9f42" onSubmit={submitProgress} />
    </>
  );
}
