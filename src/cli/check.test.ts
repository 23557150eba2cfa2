import { describe, expect, it } from 'vitest';
import jsonCases from '../../test/fixtures/corpora/json-parsing-cases.json';
import { catalogEnvelope, hostilePayloads, mediaStates, methodCourse, seriesModule, unknownRevisionProbe } from '../../test/fixtures';
import { runCheck, USAGE } from './check';

/** Runs the command over in-memory files: { exit code, stdout, stderr }. */
async function check(argv: string[], files: Record<string, string> = {}, stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCheck(argv, {
    readFile: async (path) => {
      if (!(path in files)) throw new Error(`ENOENT: no such file, open '${path}'`);
      return files[path]!;
    },
    readStdin: async () => stdin,
    fetchText: async (url) => files[url] ?? Promise.reject(new Error('HTTP 404')),
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const fixtures = { 'method-course.json': methodCourse, 'series-module.json': seriesModule, 'media-states.json': mediaStates, 'unknown-revision-probe.json': unknownRevisionProbe };

describe('ce-course-player check', () => {
  it.each(Object.entries(fixtures))('reads %s with no errors, exit 0', async (name, payload) => {
    const { code, out, err } = await check(['check', name], { [name]: JSON.stringify(payload) });
    expect(code).toBe(0);
    expect(out).toContain(`ce-course-player check: ${name}`);
    expect(out).toMatch(/Diagnostics: 0 errors, /);
    expect(err).toBe('');
  });

  it('reports the course, its kinds, gates, media expiry and revision in a stable, plain text', async () => {
    const files = { 'c.json': JSON.stringify(methodCourse) };
    const first = await check(['check', 'c.json'], files);
    expect(first.out.split('\n').slice(0, 9)).toEqual([
      'ce-course-player check: c.json',
      'Course "Beyond Metformin: Cardiorenal Protection in Type 2 Diabetes with Hypertension"',
      '  contract revision: 2026-09-03 (supported)',
      '  8 phases, 16 screens, 34 blocks',
      expect.stringMatching(/^ {2}kinds: image ×2, html ×6, confidence-check ×2, mcq ×2, .*evaluation ×2$/),
      '  unknown component types: none',
      '  gated blocks: 2',
      '  earliest media expiry: 2099-01-01T06:00:00.000Z',
      'Diagnostics: 0 errors, 0 warnings, 0 info',
    ]);
    // No colour codes, and the same text every time.
    expect(first.out).not.toMatch(/\u001b\[/);
    expect((await check(['check', 'c.json'], files)).out).toBe(first.out);
  });

  it('groups diagnostics by phase with code, severity and JSON path, and names unknown types', async () => {
    const { code, out } = await check(['check', 'probe.json'], { 'probe.json': JSON.stringify(unknownRevisionProbe) });
    expect(code).toBe(0);
    expect(out).toContain('  unknown component types: "holo-deck"');
    expect(out).toContain('  phases[0] "up-intro"\n    info    unknown_component_type at phases[0].components[1]: component type "holo-deck" is not known; it renders as a notice');
  });

  it('prints the same findings as JSON with --json', async () => {
    const { code, out } = await check(['check', '--json', 'probe.json'], { 'probe.json': JSON.stringify(unknownRevisionProbe) });
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(report.source).toBe('probe.json');
    expect(report.summary.unknownTypes).toEqual(['holo-deck']);
    expect(report.diagnostics).toContainEqual({ code: 'unknown_component_type', message: 'component type "holo-deck" is not known; it renders as a notice', path: 'phases[0].components[1]', severity: 'info' });
    expect(report.counts).toEqual({ error: 0, warning: 0, info: report.diagnostics.length });
  });

  it('fails on warnings only when asked to (--fail-on warning), and on errors by default', async () => {
    const broken = { ...methodCourse, phases: [{ id: 'p', title: 'P', type: 'content', order: 0, screen_count: 3, components: [{ id: 'h', type: 'html', content: 'x', screen_index: 0 }] }] };
    const files = { 'b.json': JSON.stringify(broken), 'empty.json': '{}' };
    expect((await check(['check', 'b.json'], files)).code).toBe(0);
    expect((await check(['check', 'b.json', '--fail-on', 'warning'], files)).code).toBe(1);
    const empty = await check(['check', 'empty.json'], files);
    expect(empty.code).toBe(1);
    expect(empty.out).toMatch(/Diagnostics: [1-9]\d* errors?, /);
  });

  it('reads a catalog envelope with --catalog', async () => {
    const { code, out } = await check(['check', '--catalog', 'cat.json'], { 'cat.json': JSON.stringify(catalogEnvelope) });
    expect(code).toBe(0);
    expect(out.split('\n').slice(0, 4)).toEqual(['ce-course-player check --catalog: cat.json', 'Catalog of 6 courses', '  contract revision: 2026-09-03 (supported)', 'Diagnostics: 0 errors, 0 warnings, 0 info']);
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
