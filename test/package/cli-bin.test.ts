import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostilePayloads } from '../fixtures';

const root = resolve(__dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'ce-bin-'));
let bin = '';

/** Runs the installed bin as npm links it: `node <bin> …args`, with optional standard input. */
const run = (args: string[], input?: string) => {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd: work, input, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, out: result.stdout, err: result.stderr };
};

/**
 * `npx ce-course-player check` as a host gets it: the packed tarball unpacked where npm would put
 * it, its `bin` entry run by Node, with no dependency beside it: checking a course needs none.
 */
describe('the ce-course-player bin from the packed tarball', () => {
  beforeAll(() => {
    expect(existsSync(resolve(root, 'dist/cli/bin.js')), 'dist/ is missing: run `npm run build`').toBe(true);
    const name = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { cwd: root, encoding: 'utf8' }).trim().split('\n').pop()!;
    const installed = join(work, 'node_modules/ce-course-player');
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['-xzf', join(work, name), '-C', installed, '--strip-components=1']);
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    bin = join(installed, manifest.bin['ce-course-player']!);
    expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.each(['method-course', 'series-module', 'media-states', 'unknown-revision-probe'])('checks the %s fixture with no errors', (fixture) => {
    // The sample course ships in the package: src/dev/sample-course.json.
    const file = fixture === 'method-course' ? 'src/dev/sample-course.json' : `test/fixtures/${fixture}.json`;
    const { code, out, err } = run(['check', resolve(root, file)]);
    expect(err).toBe('');
    expect(out).toMatch(/^Diagnostics: 0 errors, /m);
    expect(code).toBe(0);
  });

  it('checks the catalog fixture with --catalog, and a course from standard input with --json', () => {
    expect(run(['check', '--catalog', resolve(root, 'test/fixtures/catalog.json')]).code).toBe(0);
    const piped = run(['check', '-', '--json'], readFileSync(resolve(root, 'test/fixtures/series-module.json'), 'utf8'));
    expect(piped.code).toBe(0);
    expect(JSON.parse(piped.out).summary.phases).toBeGreaterThan(0);
  });

  it('never crashes on a hostile payload: diagnostics, exit 0 or 1', () => {
    let checked = 0;
    for (const { name, payload } of hostilePayloads) {
      let text: string | undefined;
      try {
        text = JSON.stringify(payload);
      } catch {
        continue; // Proxies and throwing getters have no JSON form.
      }
      if (text === undefined) continue;
      const file = join(work, `hostile-${checked}.json`);
      writeFileSync(file, text);
      const { code, out, err } = run(['check', file, '--json']);
      expect(err, name).toBe('');
      expect([0, 1], name).toContain(code);
      expect(JSON.parse(out).source, name).toBe(file);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  }, 120_000);

  it('gives the same findings in code, from ce-course-player/contract', async () => {
    const { checkCourse } = (await import(resolve(root, 'dist/contract.js'))) as typeof import('../../src/entries/contract');
    const { counts, summary } = checkCourse(JSON.parse(readFileSync(resolve(root, 'test/fixtures/unknown-revision-probe.json'), 'utf8')));
    expect(counts).toEqual({ error: 0, warning: 0, info: 3 });
    expect(summary.unknownTypes).toEqual(['holo-deck']);
  });

  it('warns, with no DOM installed beside it, on a javascript: image URL, a javascript: webinar src and HTML carrying a script', () => {
    const component = (index: number, fields: object) => ({ id: `b${index}`, screen_index: 0, ...fields });
    const course = {
      contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'Probe', learning_objectives: ['x'],
      phases: [{ id: 'p1', title: 'P', type: 'content', order: 0, display_mode: 'stacked', required: true, screen_count: 1, components: [
        component(0, { type: 'image', url: 'javascript:alert(1)', alt: 'A chart' }),
        component(1, { type: 'webinar_embed', title: 'Live', src: 'javascript:alert(1)', transcript: 'Notes.' }),
        component(2, { type: 'html', content: '<p>Hello</p><script>alert(1)</script>' }),
      ] }],
    };
    const file = join(work, 'authoring.json');
    writeFileSync(file, JSON.stringify(course));
    // The bin runs where nothing sits beside the package: no jsdom, no DOMPurify, no valibot.
    expect(existsSync(join(work, 'node_modules/jsdom'))).toBe(false);
    expect(existsSync(join(work, 'node_modules/valibot'))).toBe(false);
    const { code, out, err } = run(['check', file]);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('warning url_refused at phases[0].components[0].url: image URL "javascript:alert(1)" is not an absolute https URL');
    expect(out).toContain('warning url_refused at phases[0].components[1].src: webinar link "javascript:alert(1)" is not an absolute https URL');
    expect(out).toContain("warning markup_removed at phases[0].components[2].content: the player's sanitizer removes from this HTML: <script>");
    expect(run(['check', file, '--fail-on', 'warning']).code).toBe(1);
  });

  it('exits 2 for a file that is not JSON, and for one that is not there', () => {
    const file = join(work, 'not.json');
    writeFileSync(file, '{ "phases": [ ');
    expect(run(['check', file])).toMatchObject({ code: 2, out: '' });
    expect(run(['check', join(work, 'missing.json')]).err).toMatch(/cannot read .*missing\.json/);
  });

  it('loads preview with nothing beside the package: its page script carries React and the player', () => {
    const { code, out, err } = run(['preview', '--help']);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toMatch(/^Usage: ce-course-player preview <course\.json>/);
    expect(existsSync(join(work, 'node_modules/ce-course-player/dist/preview/page.js'))).toBe(true);
    expect(existsSync(join(work, 'node_modules/react'))).toBe(false);
  });

  it('writes a SCORM package with the built shell inside, and refuses a non-https launch with one line and no zip', () => {
    const zip = join(work, 'course-1.2.zip');
    const made = run(['scorm', '--version', '1.2', '--launch', 'https://courses.example.org/play', '--title', 'Beyond Metformin', '--out', zip]);
    expect(made).toMatchObject({ code: 0, err: '' });
    expect(made.out).toMatch(/^Launch credential \(register it with your backend\): \S{43}$/m);
    const bytes = readFileSync(zip);
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(bytes.includes(Buffer.from('shell.js'))).toBe(true);
    const refused = run(['scorm', '--version', '1.2', '--launch', 'http://courses.example.org/play', '--title', 'T', '--out', join(work, 'no.zip')]);
    expect(refused.code).toBe(2);
    expect(refused.err.trim().split('\n')).toHaveLength(1);
    expect(existsSync(join(work, 'no.zip'))).toBe(false);
  });
});
