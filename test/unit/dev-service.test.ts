import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDevService, GET, POST } from '../../src/dev/devService';
import { SAMPLE_MEDIA } from '../../src/dev/sampleMedia';
import { ceCourseDevService, type DevServiceMiddleware, type DevServiceNodeResponse } from '../../src/dev/vitePlugin';
import { submitProgressTo } from '../../src/react/submitProgressTo';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { correctAnswersFor } from '../support/referenceScorer';

const root = resolve(__dirname, '../..');
const origin = 'http://localhost:5173';
const body = (phaseId: string, phaseType: string) => ({
  activity_id: methodCourse.course_id,
  user_id: 'learner-1',
  phase_id: phaseId,
  phase_type: phaseType,
  time_spent_minutes: 1,
  ...correctAnswersFor(methodCourseKeys, phaseId),
});
const post = (path: string, payload: unknown) =>
  new Request(`${origin}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });

describe('the development service (ce-course-player/dev-service)', () => {
  it('serves the sample course with its CDN pictures pointed at its own copies, and no answer key', async () => {
    const response = await GET(new Request(`${origin}/api/ce/course-content`));
    expect(response.status).toBe(200);
    const text = await response.text();
    const course = JSON.parse(text) as typeof methodCourse;
    expect(course.course_id).toBe(methodCourse.course_id);
    expect(course.phases.map((phase) => phase.id)).toEqual(methodCourse.phases.map((phase) => phase.id));
    expect(text).toContain(`"${origin}/api/ce/media/exam-room.svg"`);
    expect(text).not.toContain('cdn.example.org/courses/t2d-htn/scene-exam-room');
    // Not one rationale of the keys the service keeps reaches the browser.
    const rationales = Object.values(methodCourseKeys.components).flatMap((key) => key.items.map((item) => item.rationale));
    expect(rationales.filter((rationale) => text.includes(rationale))).toEqual([]);
  });

  it('serves the media it points at, byte for byte the stories\' assets', async () => {
    for (const name of Object.keys(SAMPLE_MEDIA)) {
      const response = await GET(new Request(`${origin}/api/ce/media/${name}`));
      expect(response.status, name).toBe(200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Buffer.from(bytes).equals(readFileSync(resolve(root, 'stories/static/story-assets', name))), name).toBe(true);
    }
    expect((await GET(new Request(`${origin}/api/ce/media/constructor`))).status).toBe(404);
  });

  it('scores a submission with the sample\'s keys, like POST /api-submit-progress', async () => {
    const response = await POST(post('/api/ce/submit-progress', body('ph-pre', 'pre-assessment')));
    expect(response.status).toBe(200);
    const envelope = (await response.json()) as { success: boolean; data: { score: number; passed: boolean; rationales: unknown[] } };
    expect(envelope.success).toBe(true);
    expect(envelope.data.score).toBe(100);
    expect(envelope.data.rationales.length).toBeGreaterThan(0);
  });

  it('answers a malformed body with a 400 envelope, and other paths with 404 (or null from handle)', async () => {
    const bad = await POST(post('/api/ce/submit-progress', { phase_id: 'ph-pre' }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { success: boolean }).success).toBe(false);
    expect((await GET(new Request(`${origin}/api/ce/nothing`))).status).toBe(404);
    expect(await createDevService().handle(new Request(`${origin}/elsewhere`))).toBeNull();
  });

  it('takes another base path, and another course only with its keys', async () => {
    const service = createDevService({ basePath: '/dev/ce/' });
    expect((await service.GET(new Request(`${origin}/dev/ce/course-content`))).status).toBe(200);
    expect(() => createDevService({ course: methodCourse })).toThrow(/keys/);
  });
});

describe('the Vite plugin (ce-course-player/vite)', () => {
  function middleware(): DevServiceMiddleware {
    let registered: DevServiceMiddleware | undefined;
    ceCourseDevService().configureServer({ middlewares: { use: (fn) => (registered = fn) } });
    return registered!;
  }
  function call(method: string, url: string, payload?: unknown) {
    return new Promise<{ status: number; headers: Record<string, string>; body: string } | 'next'>((done, fail) => {
      const req = Object.assign(Readable.from(payload === undefined ? [] : [Buffer.from(JSON.stringify(payload))]), { method, url, headers: { host: 'localhost:5173' } });
      const headers: Record<string, string> = {};
      const res: DevServiceNodeResponse = {
        statusCode: 200,
        setHeader: (name, value) => (headers[name] = value),
        end: (chunk) => done({ status: res.statusCode, headers, body: Buffer.from(chunk ?? '').toString('utf8') }),
      };
      middleware()(req, res, (error) => (error ? fail(error) : done('next')));
    });
  }

  it('answers the service\'s routes in the dev server and passes every other request on', async () => {
    const content = await call('GET', '/api/ce/course-content');
    expect(content).not.toBe('next');
    if (content === 'next') return;
    expect(content.status).toBe(200);
    expect(content.headers['content-type']).toBe('application/json');
    expect(content.body).toContain('"http://localhost:5173/api/ce/media/');
    const scored = await call('POST', '/api/ce/submit-progress', body('ph-pre', 'pre-assessment'));
    expect(scored !== 'next' && JSON.parse(scored.body).data.score).toBe(100);
    expect(await call('GET', '/src/main.tsx')).toBe('next');
    expect(await call('POST', '/other', { a: 1 })).toBe('next');
  });
});

describe('submitProgressTo', () => {
  afterEach(() => vi.unstubAllGlobals());
  const init = { signal: new AbortController().signal };

  it('resolves with the JSON of a 2xx and posts the body with the player\'s signal', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { score: 100 } }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const answer = await submitProgressTo('/api/ce/submit-progress', { headers: { 'X-CSRF': 't' } })(body('ph-pre', 'pre-assessment'), init);
    expect(answer).toEqual({ success: true, data: { score: 100 } });
    const [url, request] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/ce/submit-progress');
    expect(request.method).toBe('POST');
    expect(request.signal).toBe(init.signal);
    expect(request.headers).toEqual({ 'Content-Type': 'application/json', 'x-csrf': 't' });
  });

  it('rejects a non-2xx with status, code and retryAfterMs, as the player\'s retry logic reads them', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, error_code: 'RATE_LIMITED' }), { status: 429, headers: { 'Retry-After': '3' } }));
    await expect(submitProgressTo('/x')(body('ph-pre', 'pre-assessment'), init)).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterMs: 3000 });
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(submitProgressTo('/x')(body('ph-pre', 'pre-assessment'), init)).rejects.toMatchObject({ status: 502, code: null, retryAfterMs: null });
  });
});
