import type { EnvelopePayload } from '../../contract/envelope';
import { LATEST_REVISION } from '../../contract/revisions';
import { createDevService, type DevService } from '../../dev/devService';

/** The routes the page's player talks to, under `basePath`: the development service's two. */
export type PreviewService = Pick<DevService, 'basePath' | 'handle'>;

/** Where the preview serves the development service's routes. */
export const PREVIEW_API = '/api/ce';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });

/**
 * Without keys: the same two routes, and every submission that is a JSON object is accepted with
 * no score and no verdict (`passed: null`), which the player takes as "recorded", so the author
 * can walk the whole course. The player completes the course from its own count of phases.
 */
export function unscoredService(payload: unknown): PreviewService {
  const accepted: EnvelopePayload = {
    success: true,
    contract_version: LATEST_REVISION,
    error: null,
    data: { score: null, passed: null, all_phases_complete: false, rationales: [] },
  };
  return {
    basePath: PREVIEW_API,
    async handle(request) {
      const route = new URL(request.url).pathname.slice(PREVIEW_API.length + 1);
      if (request.method === 'GET' && route === 'course-content') return json(payload);
      if (request.method !== 'POST' || route !== 'submit-progress') return null;
      const body: unknown = await request.json().catch(() => null);
      if (typeof body === 'object' && body !== null && !Array.isArray(body)) return json(accepted);
      return json({ success: false, contract_version: LATEST_REVISION, error: 'Body must be a JSON object.' }, 400);
    },
  };
}

/** The course out of a `{ success, data }` envelope, when the file holds one, by normalize's rule: the scorer reads the course itself. */
function courseOf(payload: unknown): object {
  const record = (payload ?? {}) as Record<string, unknown>;
  return typeof record.success === 'boolean' && 'data' in record && !('phases' in record) ? (record.data as object) : record;
}

/**
 * The development service scoring with `keys` (the reference scorer, in this process), or the
 * unscored one when there are no keys or they do not fit the course: `problem` then says why.
 */
export function previewService(payload: unknown, keys: object | null): { service: PreviewService; problem: string | null } {
  if (keys === null) return { service: unscoredService(payload), problem: null };
  try {
    return { service: createDevService({ basePath: PREVIEW_API, course: courseOf(payload), keys }), problem: null };
  } catch (error) {
    return { service: unscoredService(payload), problem: `the keys do not fit this course (${(error as Error).message})` };
  }
}
