import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageConfig, pageNotices, readEvents, SAMPLE_COURSE_TEXT, SAMPLE_KEYS_TEXT, startTestPreview } from '../../../test/support/previewServer';
import { runCheck } from '../check';

const renamed = (name: string) => JSON.stringify({ ...(JSON.parse(SAMPLE_COURSE_TEXT) as object), name });

/** What `check` says of a file, on stderr. */
async function checkErrors(path: string): Promise<string[]> {
  const err: string[] = [];
  const io = { readFile: (file: string) => import('node:fs/promises').then((fs) => fs.readFile(file, 'utf8')), readStdin: async () => '', fetchText: async () => '', out: () => undefined, err: (text: string) => void err.push(text) };
  await runCheck(['check', path], io);
  return err;
}

describe('the preview as the files change', () => {
  it('sends a reload event when the course file changes, and the page then plays the new course', async () => {
    const preview = await startTestPreview({ course: SAMPLE_COURSE_TEXT, keys: SAMPLE_KEYS_TEXT });
    const events = await readEvents(new URL('/preview/events', preview.server.url).href, (text) => text.includes('event: reload'), () => {
      writeFileSync(preview.coursePath, renamed('Edited by the author'));
    });
    expect(events).toContain(`event: reload\ndata: ${preview.coursePath}\n\n`);
    const page = (await preview.get('/')).body;
    expect(page).toContain('<title>Preview: Edited by the author</title>');
    expect(pageConfig(page).payload).toMatchObject({ name: 'Edited by the author' });
    expect(preview.out).toContain(`\n${preview.coursePath} changed: reloading the page.`);
  });

  it('sends a reload event when the keys file changes too', async () => {
    const preview = await startTestPreview({ course: SAMPLE_COURSE_TEXT, keys: SAMPLE_KEYS_TEXT });
    const events = await readEvents(new URL('/preview/events', preview.server.url).href, (text) => text.includes('event: reload'), () => {
      writeFileSync(preview.keysPath, '{ "broken": ');
    });
    expect(events).toContain(`event: reload\ndata: ${preview.keysPath}\n\n`);
    const notices = pageNotices((await preview.get('/')).body);
    expect(notices.at(-1)).toMatch(/^ce-course-player preview: .*keys\.json is not JSON: .*; answers are accepted with no score\.$/);
  });

  it('a course file that is not JSON: the terminal says what check says, and the page says it too, with nothing to play', async () => {
    const preview = await startTestPreview({ course: '{ "phases": [ ' });
    const [said] = await checkErrors(preview.coursePath);
    expect(said).toMatch(/^ce-course-player check: .*course\.json is not JSON: /);
    const expected = `${said}. Nothing to play until the file reads as JSON; this page reloads when it changes.`;
    expect(preview.err).toEqual([expected]);
    const page = await preview.get('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<p class="method-notice" data-tone="error" role="alert">`);
    expect(pageNotices(page.body)).toContain(expected);
    expect(pageConfig(page.body).payload).toBeNull();
  });

  it('a course file that cannot be read: the same, with check’s words', async () => {
    const preview = await startTestPreview({ course: '{}' }, { coursePath: '/nowhere/course.json' });
    const [said] = await checkErrors('/nowhere/course.json');
    expect(said).toMatch(/^ce-course-player check: cannot read \/nowhere\/course\.json: ENOENT/);
    expect(pageNotices((await preview.get('/')).body)).toContain(`${said}. Nothing to play until the file reads as JSON; this page reloads when it changes.`);
  });

  it('a course check finds errors in: the page gives it to the player and says how many, the terminal lists them', async () => {
    const preview = await startTestPreview({ course: JSON.stringify({ course_id: 'c', name: 'Broken', phases: 'none' }) });
    expect(preview.out[0]).toMatch(/^Diagnostics: 2 errors, 3 warnings, 0 info\n.*\n    error   invalid_field at \$\.phases: phases is a string/m);
    const page = (await preview.get('/')).body;
    expect(pageNotices(page)).toContain(`check reports 2 errors in ${preview.coursePath} (listed in the terminal): the player shows what it can of the course.`);
    expect(pageConfig(page).payload).toMatchObject({ name: 'Broken' });
  });
});
