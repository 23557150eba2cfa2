'use server';

import type { SubmitProgressBody } from 'ce-course-player/contract';
import { createDevService } from 'ce-course-player/dev-service';
import course from './course.json';
import keys from './course.keys.json';

// Scores like the CE service, with the keys on the server only. A real host forwards the body with
// its API key instead (createClient from 'ce-course-player/client', user_id from the session:
// docs/backend.md).
const devService = createDevService({ course, keys });

/** The player's onSubmit, run on the server: a Server Action may cross to the client component. */
export async function submitProgress(body: SubmitProgressBody) {
  return devService.submit(body);
}
