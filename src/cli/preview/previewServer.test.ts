import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { pageConfig, pageNotices, readEvents, SAMPLE_COURSE_TEXT, SAMPLE_KEYS_TEXT, startTestPreview, TEST_ASSETS } from '../../../test/support/previewServer';
import type { CourseAnswerKeys } from '../../dev/answerKeys';

const sampleCourse = JSON.parse(SAMPLE_COURSE_TEXT) as { course_id: string; name: string };
const sampleKeys = JSON.parse(SAMPLE_KEYS_TEXT) as CourseAnswerKeys;

/** The pre-test, one question right and one wrong, as the player posts it. */
const preTest = (overrides: object = {}) => ({
  activity_id: sampleCourse.course_id,
  user_id: 'preview-test',
  phase_id: 'ph-pre',
  phase_type: 'pre-assessment',
  time_spent_minutes: 1,
  answers: [
    { question_id: 'q-pre-sglt2', selected: 'An SGLT2 inhibitor such as dapagliflozin' },
    { question_id: 'q-pre-bp', selected: 'Below 150/90 mm Hg' },
  ],
  ...overrides,
});

describe('the preview server', () => {
  it('serves the page with the course to play, what scores it and how it reloads, and the built script and stylesheet', async () => {
    const preview = await startTestPreview({ course: SAMPLE_COURSE_TEXT, keys: SAMPLE_KEYS_TEXT });
    expect(preview.server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await preview.get('/');
    expect(page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(page.body).toContain(`<title>Preview: ${sampleCourse.name}</title>`);
    expect(pageConfig(page.body)).toEqual({ payload: sampleCourse, allowHttp: false, openAt: null, submitUrl: '/api/ce/submit-progress', eventsUrl: '/preview/events' });
    expect(pageNotices(page.body)).toEqual([
      `Preview of ${preview.coursePath}, played by this package's player. It reloads when ${preview.coursePath} or ${preview.keysPath} changes, and the learner's progress starts over on each reload.`,
      `Submissions are scored with ${preview.keysPath} by the reference scorer, in the terminal's Node process: the keys never reach this page.`,
    ]);
    expect(await preview.get('/preview/page.js')).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8', body: TEST_ASSETS.script });
    expect(await preview.get('/preview/method.css')).toMatchObject({ status: 200, type: 'text/css; charset=utf-8', body: TEST_ASSETS.stylesheet });
    expect(await preview.get('/favicon.ico')).toMatchObject({ status: 404 });
    // The terminal had check's report, then the same notice.
    expect(preview.out[0]).toMatch(/^ce-course-player check: .*course\.json\nCourse "Beyond Metformin/);
    expect(preview.out[1]).toBe(pageNotices(page.body)[1]);
    expect(preview.err).toEqual([]);
  });

  it('answers only to its own address, by IP or as localhost: another site’s name pointed at it gets a 403', async () => {
    const preview = await startTestPreview({ course: SAMPLE_COURSE_TEXT, keys: SAMPLE_KEYS_TEXT });
    const port = Number(new URL(preview.server.url).port);
    const statusFor = (host: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: '/', headers: { host } }, (response) => resolve(response.resume().statusCode)).on('error', reject).end();
      });
    expect(await statusFor(`127.0.0.1:${port}`)).toBe(200);
    expect(await statusFor(`localhost:${port}`)).toBe(200);
    expect(await statusFor(`rebound.example:${port}`)).toBe(403);
  });

  it('scores a submission in Node with the keys: the score and each question’s rationale come back', async () => {
    const preview = await startTestPreview({ course: SAMPLE_COURSE_TEXT, keys: SAMPLE_KEYS_TEXT });
    const { status, body } = await preview.post('/api/ce/submit-progress', preTest());
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ score: 50, passed: true });
    expect(body.data!.rationales).toEqual([
      expect.objectContaining({ question_id: 'q-pre-sglt2', correct: true, rationale: sampleKeys.components['pre-mcq']!.items[0]!.rationale }),
      expect.objectContaining({ question_id: 'q-pre-bp', correct: false }),
    ]);
    expect((await preview.post('/api/ce/submit-progress', preTest({ phase_id: 'ph-nowhere' }))).status).toBe(400);
  });

  it('never lets the keys reach the page: no rationale is in anything the page loads before it submits', async () => {
    const preview = await startTestPreview({ course: SAMPLE_COURSE_TEXT, keys: SAMPLE_KEYS_TEXT });
    const events = await readEvents(new URL('/preview/events', preview.server.url).href, () => true, () => undefined);
    const loaded = [events, ...(await Promise.all(['/', '/preview/page.js', '/preview/method.css', '/api/ce/course-content'].map(async (path) => (await preview.get(path)).body)))];
    const secrets = Object.values(sampleKeys.components).flatMap((key) => key.items.flatMap((item) => [item.rationale, item.rationaleHtml]));
    expect(secrets.length).toBeGreaterThan(20);
    for (const body of loaded) {
      expect(secrets.filter((secret) => body.includes(secret) || body.includes(JSON.stringify(secret).slice(1, -1)))).toEqual([]);
      expect(body).not.toContain('pass_marks');
    }
  });

  it('without keys says answers go unscored, on the page and in the terminal, and accepts them with no score', async () => {
    const preview = await startTestPreview({ course: SAMPLE_COURSE_TEXT });
    const notice = 'No answer keys (--keys): answers are accepted with no score and no rationales.';
    expect(pageNotices((await preview.get('/')).body)).toContain(notice);
    expect(preview.out).toContain(notice);
    const { status, body } = await preview.post('/api/ce/submit-progress', preTest());
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { score: null, passed: null, rationales: [] } });
  });

  it('passes --allow-http to the player, and check judges the course as that player would', async () => {
    // A local media server's picture in place of one of the CDN's.
    const course = SAMPLE_COURSE_TEXT.replace('https://cdn.example.org/courses/t2d-htn/nephron-diagram.png', 'http://localhost:8080/nephron.png');
    const strict = await startTestPreview({ course });
    const allowing = await startTestPreview({ course }, { allowHttp: true });
    expect(pageConfig((await strict.get('/')).body).allowHttp).toBe(false);
    expect(pageConfig((await allowing.get('/')).body).allowHttp).toBe(true);
    expect(strict.out[0]).toContain('image URL "http://localhost:8080/nephron.png" is not an absolute https URL');
    expect(allowing.out[0]).not.toContain('http://localhost:8080/nephron.png');
  });

  it('opens a phase or a component’s screen with --open, and says when the id names nothing', async () => {
    const opened = await startTestPreview({ course: SAMPLE_COURSE_TEXT }, { open: 'content-next-step' });
    expect(pageConfig((await opened.get('/')).body).openAt).toEqual({ phaseId: 'ph-content', screenIndex: 2, completedPhaseIds: ['ph-intro', 'ph-pre'] });
    const missing = await startTestPreview({ course: SAMPLE_COURSE_TEXT }, { open: 'ph-nowhere' });
    const page = (await missing.get('/')).body;
    expect(pageConfig(page).openAt).toBeNull();
    expect(pageNotices(page)).toContain('--open ph-nowhere: no phase or component has this id; the course opens at its start.');
    expect(missing.err).toEqual(['--open ph-nowhere: no phase or component has this id; the course opens at its start.']);
  });
});
