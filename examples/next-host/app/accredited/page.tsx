import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CoursePlayer } from 'ce-course-player';
import { submitProgress } from '../actions';

// Course content carries signed media URLs that expire: fetch it per request, never at build time.
export const dynamic = 'force-dynamic';

/** The same course as an accredited activity: the player opens on the provider's disclosure, in the server HTML too. */
export default async function AccreditedPage() {
  const payload = JSON.parse(await readFile(join(process.cwd(), 'app/course.json'), 'utf8')) as Record<string, unknown>;
  const accredited = {
    ...payload,
    accreditation: {
      credits: [],
      total_credit_hours: 1,
      accreditation_statement: 'Northfield Center for Clinical Education is accredited to provide continuing education for the healthcare team.',
      commercial_support: 'This activity received no commercial support.',
      disclosure_summary: 'None of the planners or faculty for this activity have relevant financial relationships with ineligible companies.',
      release_date: '2026-01-01',
      expiration_date: '2028-01-01',
    },
  };
  return (
    <main>
      <CoursePlayer payload={accredited} userId="9d4e2b7c-5a13-4f6e-8c21-3b7a0e5d9f42" onSubmit={submitProgress} />
    </main>
  );
}
