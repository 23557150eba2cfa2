import { describe, expect, it } from 'vitest';
import jsonCases from '../../test/fixtures/corpora/json-parsing-cases.json';
import { hostilePayloads, methodCourse, seriesModule } from '../../test/fixtures';
import { checkCommand as check } from '../../test/support/checkCommand';
import { USAGE } from './check';

/** How `ce-course-player check` reads its input and what it exits with. */
describe('ce-course-player check', () => {
  it('fails on warnings only when asked to (--fail-on warning), and on errors by default', async () => {
    const broken = { ...methodCourse, phases: [{ id: 'p', title: 'P', type: 'content', order: 0, screen_count: 3, components: [{ id: 'h', type: 'html', content: 'x', screen_index: 0 }] }] };
    const files = { 'b.json': JSON.stringify(broken), 'empty.json': '{}' };
    expect((await check(['check', 'b.json'], files)).code).toBe(0);
    expect((await check(['check', 'b.json', '--fail-on', 'warning'], files)).code).toBe(1);
    const empty = await check(['check', 'empty.json'], files);
    expect(empty.code).toBe(1);
    expect(empty.out).toMatch(/Diagnostics: [1-9]\d* errors?, /);
  });

  it('reads standard input for "-" and a URL through fetch', async () => {
    expect((await check(['check', '-'], {}, JSON.stringify(seriesModule))).code).toBe(0);
    expect((await check(['check', 'https://ce.example.org/course.json'], { 'https://ce.example.org/course.json': JSON.stringify(seriesModule) })).code).toBe(0);
  });

  it.each([
    ['a missing file', ['check', 'nope.json'], /cannot read nope\.json: ENOENT/],
    ['a URL that fails', ['check', 'https://ce.example.org/gone.json'], /cannot read https:\/\/ce\.example\.org\/gone\.json: HTTP 404/],
    ['text that is not JSON', ['check', 'text.json'], /text\.json is not JSON/],
    ['no command', ['course.json'], /^Usage: ce-course-player check/],
    ['no input', ['check'], /^Usage: ce-course-player check/],
    ['an unknown --fail-on', ['check', 'text.json', '--fail-on', 'info'], /^Usage/],
    ['an unknown option', ['check', 'text.json', '--colour'], /Unknown option '--colour'/],
  ])('exits 2 with a clear line for %s', async (_name, argv, message) => {
    const { code, out, err } = await check(argv, { 'text.json': 'course: yes' });
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(message);
  });

  it('prints its usage for --help, exit 0', async () => {
    expect(await check(['--help'])).toEqual({ code: 0, out: USAGE, err: '' });
  });

  /**
   * Hostile to a renderer, not to the contract: markup in titles shows as text, and __proto__ or
   * constructor keys are ignored like any unknown field. The player reads them cleanly.
   */
  const WELL_FORMED = new Set(['__proto__ and constructor own keys', 'XSS strings in titles and ids']);

  it('reports diagnostics for every malformed hostile payload that JSON can carry, and never throws', async () => {
    const carried = hostilePayloads.flatMap(({ name, payload }) => {
      try {
        const text = JSON.stringify(payload);
        return text === undefined ? [] : [[name, text] as const];
      } catch {
        return []; // Proxies and throwing getters have no JSON form: normalize's own tests hold them.
      }
    });
    expect(carried.length).toBeGreaterThan(20);
    for (const [name, text] of carried) {
      const { code, out } = await check(['check', '--json', 'h.json'], { 'h.json': text });
      expect(code, name).not.toBe(2);
      if (!WELL_FORMED.has(name)) expect(JSON.parse(out).diagnostics.length, name).toBeGreaterThan(0);
    }
  });

  it('exits 2 for every JSONTestSuite text a JSON parser must reject, and reads every one it must accept', async () => {
    const cases = jsonCases as Array<{ id: string; expect: 'accept' | 'reject' | 'either'; payload?: string; payloadBase64?: string }>;
    for (const entry of cases) {
      const text = entry.payload ?? Buffer.from(entry.payloadBase64 ?? '', 'base64').toString('utf8');
      const { code } = await check(['check', '-'], {}, text);
      if (entry.expect === 'reject') expect(code, entry.id).toBe(2);
      if (entry.expect === 'accept') expect(code, entry.id).not.toBe(2);
    }
  });
});
