'use server';

import type { SubmitProgressBody } from 'ce-course-player/contract';

/**
 * The player's onSubmit, run on the server. A real host forwards the body with its API key
 * (createClient from 'ce-course-player/client', user_id from the session; see ../host-backend);
 * this one answers like the CE service so the example plays without a key.
 */
export async function submitProgress(body: SubmitProgressBody) {
  const data = { score: 100, passed: true, all_phases_complete: false, completed_phases: [body.phase_id], rationales: [] };
  return { success: true, contract_version: '2026-09-03', error: null, data };
}
