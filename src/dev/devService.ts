import type { CourseContentPayload } from '../contract/course';
import type { CourseAnswerKeys } from './answerKeys';
import { createReferenceScorer, type SubmitProgressEnvelope } from './referenceScorer';
import sampleCourseJson from './sample-course.json';
import sampleKeysJson from './sample-course.keys.json';
import { SAMPLE_MEDIA } from './sampleMedia';

/**
 * The sample course's CDN media, by URL, and the local file the development service serves in its
 * place (the CDN is an example domain). Media without a local stand-in keep their URL.
 */
const LOCAL_MEDIA: Readonly<Record<string, string>> = {
  'https://cdn.example.org/courses/t2d-htn/scene-exam-room-16x9.jpg': 'exam-room.svg',
  'https://cdn.example.org/courses/t2d-htn/nephron-diagram.png': 'nephron-diagram.svg',
  'https://cdn.example.org/courses/t2d-htn/ckd-risk-heatmap.png': 'lab-report.svg',
  'https://cdn.example.org/courses/t2d-htn/avatar-egfr-dip-poster.jpg': 'presenter-portrait.svg',
  'https://cdn.example.org/courses/t2d-htn/sglt2-mechanism-poster.jpg': 'insulin-poster.svg',
  'https://cdn.example.org/courses/t2d-htn/sick-day-poster.jpg': 'insulin-poster.svg',
  'https://media.example.org/signed/t2d-htn/avatar-egfr-dip.mp4?sig=1c7e44ab&exp=4070908800': 'silence.wav',
  'https://media.example.org/signed/t2d-htn/sglt2-mechanism.mp4?sig=8f2a91c0&exp=4070908800': 'silence.wav',
};

/** Options of {@link createDevService}. */
export interface DevServiceOptions {
  /**
   * Path prefix of the routes: `GET {basePath}/course-content`, `POST {basePath}/submit-progress`
   * and `GET {basePath}/media/{file}`.
   * @default '/api/ce'
   */
  basePath?: string;
  /**
   * The course to serve, as `GET /api-course-content` returns it (answer keys stripped).
   * @default the sample course (`ce-course-player/sample-course.json`)
   */
  course?: CourseContentPayload | object;
  /**
   * The answer keys `course` was stripped of, in the shape of {@link CourseAnswerKeys}. Required
   * with `course`; the sample's keys otherwise.
   */
  keys?: CourseAnswerKeys | object;
}

/** A development stand-in for your backend: Fetch API handlers, for Next.js route handlers or any server. */
export interface DevService {
  /** The path prefix of its routes, without a trailing slash (`/api/ce` by default). */
  readonly basePath: string;
  /** Answers a request for one of the service's routes; resolves with `null` for any other path. */
  handle(request: Request): Promise<Response | null>;
  /**
   * Scores one submission body like `POST /api-submit-progress` and resolves with the service's
   * envelope (`success: false` for a malformed body): for a Server Action as `onSubmit`.
   */
  submit(body: unknown): Promise<SubmitProgressEnvelope>;
  /** `GET` route handler: the course content and the sample's media; 404 for any other path. */
  GET(request: Request): Promise<Response>;
  /** `POST` route handler: scores a submission like `POST /api-submit-progress`; 404 for any other path. */
  POST(request: Request): Promise<Response>;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });

const notFound = () => json({ success: false, error: 'Not found' }, 404);

/** The course with each media URL that has a local stand-in pointed at this server's copy. */
function withLocalMedia(course: unknown, mediaBase: string): unknown {
  return JSON.parse(JSON.stringify(course), (_key, value: unknown) =>
    typeof value === 'string' && value in LOCAL_MEDIA ? `${mediaBase}${LOCAL_MEDIA[value]}` : value,
  );
}

function mediaResponse(name: string): Response {
  const file = Object.hasOwn(SAMPLE_MEDIA, name) ? SAMPLE_MEDIA[name] : undefined;
  if (!file) return notFound();
  const body = file.text ?? Uint8Array.from(atob(file.base64 ?? ''), (c) => c.charCodeAt(0));
  return new Response(body, { headers: { 'Content-Type': file.type, 'Cache-Control': 'no-store' } });
}

/**
 * A development service that stands in for your backend and the CE service: it serves a course
 * and scores each submission with the course's answer keys, in your server's process, so the keys
 * never reach the browser. By default it serves the sample course (every component kind).
 *
 * Not for production: it keeps each learner's completed phases in memory and checks no session.
 * Your own backend takes its place with `ce-course-player/client` (docs/backend.md).
 *
 * @example
 * // Next.js: app/api/ce/[...path]/route.ts
 * export { GET, POST } from 'ce-course-player/dev-service';
 */
export function createDevService(options: DevServiceOptions = {}): DevService {
  const basePath = (options.basePath ?? '/api/ce').replace(/\/+$/, '');
  if (options.course && !options.keys) throw new TypeError('createDevService: pass the keys of the course you serve');
  const course = (options.course ?? sampleCourseJson) as CourseContentPayload;
  const keys = (options.keys ?? sampleKeysJson) as CourseAnswerKeys;
  const scorer = createReferenceScorer(course, keys);
  const isSample = options.course === undefined;

  const handle = async (request: Request): Promise<Response | null> => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${basePath}/`)) return null;
    const route = url.pathname.slice(basePath.length + 1);
    if (request.method === 'GET' && route === 'course-content') {
      return json(isSample ? withLocalMedia(course, `${url.origin}${basePath}/media/`) : course);
    }
    if (request.method === 'GET' && route.startsWith('media/')) return mediaResponse(route.slice('media/'.length));
    if (request.method === 'POST' && route === 'submit-progress') {
      const body: unknown = await request.json().catch(() => null);
      const envelope = scorer.submit(body);
      // A malformed body is a 400, as the service answers it; the player shows it and keeps the answers.
      return json(envelope, envelope.success ? 200 : 400);
    }
    return null;
  };

  return {
    basePath,
    handle,
    submit: async (body) => structuredClone(scorer.submit(body)),
    GET: async (request) => (await handle(request)) ?? notFound(),
    POST: async (request) => (await handle(request)) ?? notFound(),
  };
}

const defaultService = createDevService();

/** Next.js route handler (`GET`) of the default development service: the sample course under `/api/ce`. */
export const GET = defaultService.GET;
/** Next.js route handler (`POST`) of the default development service: scores against the sample's keys. */
export const POST = defaultService.POST;

export type { SubmitProgressEnvelope, SubmitProgressResult, ScoredRationale } from './referenceScorer';
export type { CourseAnswerKeys, ComponentAnswerKey, AnswerKeyItem, AnswerKeyValue } from './answerKeys';
