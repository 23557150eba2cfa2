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
      // The sample's webinar has neither captions nor a transcript; its two playable videos have transcripts only.
      'Diagnostics: 0 errors, 1 warning, 2 info',
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

/** A one-phase course around `components`, with every course field the contract requires. */
const courseOf = (components: unknown[], extra: Record<string, unknown> = {}) => ({
  contract_version: '2026-09-03',
  course_id: 'c-1',
  organization_id: 'org-1',
  name: 'Authoring probe',
  learning_objectives: ['Check what the player refuses'],
  ...extra,
  phases: [{ id: 'p1', title: 'Phase', type: 'content', order: 0, display_mode: 'stacked', required: true, screen_count: 1, components: components.map((component, index) => ({ id: `b${index}`, screen_index: 0, ...(component as object) })) }],
});

/** The JSON report's findings of the given codes, as `code at path`. */
async function findings(payload: unknown, codes: string[], argv: string[] = []) {
  const { code, out } = await check(['check', '--json', 'c.json', ...argv], { 'c.json': JSON.stringify(payload) });
  expect(code).toBe(0);
  const diagnostics = JSON.parse(out).diagnostics as Array<{ code: string; path: string; message: string; severity: string }>;
  return diagnostics.filter((d) => codes.includes(d.code));
}

const TRACK = 'https://media.example.org/captions/en.vtt';
const VIDEO = { type: 'video', title: 'Mechanism', video_url: 'https://media.example.org/v.mp4' };

describe('ce-course-player check tells authors what the player refuses or strips', () => {
  it('warns on a javascript: image URL, a javascript: webinar src and a data: image, each at its JSON path', async () => {
    const payload = courseOf([
      { type: 'image', url: 'javascript:alert(1)', alt: 'A chart' },
      { type: 'webinar_embed', title: 'Office hours', src: 'javascript:alert(document.cookie)', transcript: 'Recorded: see the notes.' },
      { type: 'image', url: 'data:image/png;base64,iVBORw0KGgo=', alt: 'A dot' },
    ]);
    const found = await findings(payload, ['url_refused']);
    expect(found.map((d) => [d.path, d.severity])).toEqual([
      ['phases[0].components[0].url', 'warning'],
      ['phases[0].components[1].src', 'warning'],
      ['phases[0].components[2].url', 'warning'],
    ]);
    expect(found[0]!.message).toMatch(/^image URL "javascript:alert\(1\)" is not an absolute https URL; the player will not load it/);
    expect(found[1]!.message).toMatch(/^webinar link "javascript:alert\(document\.cookie\)" is not/);
  });

  it('refuses plain http unless the host allows it (--allow-http), as the player does', async () => {
    const payload = courseOf([{ type: 'audio', url: 'http://cdn.example.org/a.mp3', title: 'Listen', transcript: 'Words.' }]);
    expect((await findings(payload, ['url_refused'])).map((d) => d.path)).toEqual(['phases[0].components[0].url']);
    expect(await findings(payload, ['url_refused'], ['--allow-http'])).toEqual([]);
  });

  it('warns on refused media, poster, caption and button URLs, and passes those the player uses', async () => {
    const payload = courseOf([
      { ...VIDEO, video_url: 'vbscript:msgbox(1)', poster_url: 'https://cdn.example.org/p.jpg', captions: [{ src: 'javascript:x', srclang: 'en' }, { src: TRACK, srclang: 'es' }] },
      { type: 'button', label: 'Handout', url: 'javascript:void(0)' },
      { type: 'button', label: 'Handout', url: 'https://cdn.example.org/h.pdf' },
    ]);
    expect((await findings(payload, ['url_refused'])).map((d) => d.path)).toEqual([
      'phases[0].components[0].video_url',
      'phases[0].components[0].captions[0].src',
      'phases[0].components[1].url',
    ]);
  });

  it('warns on HTML that carries scripts, event handlers, frames, forms and styles, naming what is removed', async () => {
    const html = '<p onclick="steal()">Hi</p><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><form><input name=q></form><style>p{}</style><p style="color:red">x</p>';
    const found = await findings(courseOf([{ type: 'html', content: html }]), ['markup_removed']);
    expect(found.map((d) => [d.path, d.severity])).toEqual([['phases[0].components[0].content', 'warning']]);
    for (const part of ['<script>', 'onclick', 'onerror', '<iframe>', '<form>', '<input>', '<style>', 'style attribute']) expect(found[0]!.message).toContain(part);
  });

  it('warns on links inside HTML that the sanitizer drops, and keeps quiet on ones it keeps', async () => {
    const payload = courseOf([
      { type: 'html', content: '<a href="javascript:alert(1)">a</a> <a href="&#106;avascript&colon;alert(1)">b</a> <a href="data:text/html,<b>x</b>">c</a>' },
      { type: 'html', content: '<a href="https://example.org">ok</a> <a href="mailto:x@example.org">m</a> <a href="/relative">r</a> <img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">' },
    ]);
    const found = await findings(payload, ['url_refused', 'markup_removed']);
    expect(found.map((d) => [d.code, d.path])).toEqual([['url_refused', 'phases[0].components[0].content']]);
    expect(found[0]!.message).toMatch(/3 links? .*javascript:alert\(1\)/);
  });

  it('scans HTML wherever the payload has it: the course chrome as well as blocks', async () => {
    const payload = courseOf([{ type: 'html', content: '<p>Fine</p>' }], { accreditation: { statement: '<p>Accredited</p><object data="x.swf"></object>' } });
    expect((await findings(payload, ['markup_removed'])).map((d) => d.path)).toEqual(['$.accreditation.statement']);
  });

  it('is silent on prose the sanitizer keeps as it is', async () => {
    const html = '<h2>Dosing</h2><p>Start <strong>low</strong>, see <a href="https://example.org/x" title="KDIGO">KDIGO</a>.</p><table><tr><td lang="es">sí</td></tr></table>';
    expect(await findings(courseOf([{ type: 'html', content: html }]), ['markup_removed', 'url_refused'])).toEqual([]);
  });

  it.each([
    ['video', VIDEO],
    ['talking-avatar', { ...VIDEO, type: 'talking-avatar', video_status: 'ready' }],
    ['ai-video', { ...VIDEO, type: 'ai_video', video_status: 'ready' }],
    ['webinar', { type: 'webinar_embed', title: 'Office hours', url: 'https://events.example.org/w' }],
    ['audio', { type: 'audio', title: 'Listen', url: 'https://cdn.example.org/a.mp3' }],
  ])('warns on a %s with neither captions nor a transcript', async (_kind, component) => {
    const found = await findings(courseOf([component]), ['captions_missing']);
    expect(found.map((d) => [d.path, d.severity])).toEqual([['phases[0].components[0]', 'warning']]);
    expect(found[0]!.message).toMatch(/no captions and no transcript/);
  });

  it.each([
    ['captions', { captions: [{ src: TRACK, srclang: 'en', label: 'English' }] }],
    ['subtitles', { subtitles: [{ url: TRACK, language: 'en' }] }],
    ['tracks of kind captions', { tracks: [{ src: TRACK, kind: 'captions', srclang: 'en', default: true }] }],
    ['tracks with no kind', { tracks: [{ src: TRACK, srclang: 'en' }] }],
    ['text_tracks of kind subtitles', { text_tracks: [{ url: TRACK, kind: 'subtitles' }] }],
    ['captions_url', { captions_url: TRACK }],
  ])('counts %s as captions', async (_name, fields) => {
    expect(await findings(courseOf([{ ...VIDEO, ...fields }]), ['captions_missing'])).toEqual([]);
  });

  it.each([
    ['subtitles_url', { subtitles_url: TRACK }],
    ['caption_url', { caption_url: TRACK }],
    ['vtt_url', { vtt_url: TRACK }],
    ['transcript_vtt_url on a talking avatar', { type: 'talking-avatar', video_status: 'ready', transcript_vtt_url: TRACK }],
  ])('counts the single-URL spelling %s as captions', async (_name, fields) => {
    expect(await findings(courseOf([{ ...VIDEO, ...fields }]), ['captions_missing', 'track_unread'])).toEqual([]);
  });

  it('warns on a media field that looks like a caption track but is not read, naming it', async () => {
    const payload = courseOf([
      { ...VIDEO, type: 'talking-avatar', video_status: 'ready', closed_captions_link: TRACK, transcript: 'Words.' },
      { ...VIDEO, captions: [TRACK], cc_vtt: TRACK, subtitle_tracks_list: [TRACK] },
      { type: 'html', content: '<p>Track your progress.</p>', track_id: 'x' },
    ]);
    const found = await findings(payload, ['track_unread']);
    expect(found.map((d) => [d.path, d.severity])).toEqual([
      ['phases[0].components[0].closed_captions_link', 'warning'],
      ['phases[0].components[1].cc_vtt', 'warning'],
      ['phases[0].components[1].subtitle_tracks_list', 'warning'],
    ]);
    expect(found[0]!.message).toMatch(/^talking-avatar field "closed_captions_link" looks like a caption track but the player does not read it/);
  });

  it('does not count a description or chapter track, or a refused caption URL, as captions', async () => {
    const payload = courseOf([
      { ...VIDEO, tracks: [{ src: TRACK, kind: 'descriptions' }, { src: TRACK, kind: 'chapters' }] },
      { ...VIDEO, captions: [{ src: 'javascript:alert(1)', srclang: 'en' }] },
    ]);
    expect((await findings(payload, ['captions_missing'])).map((d) => d.path)).toEqual(['phases[0].components[0]', 'phases[0].components[1]']);
  });

  it('notes a video with a transcript but no captions (info), and says nothing of one not yet made', async () => {
    const payload = courseOf([
      { ...VIDEO, transcript: 'Every word said.' },
      { ...VIDEO, video_url: null, video_status: 'pending', fallback_html: '<p>Being prepared.</p>' },
      { type: 'audio', title: 'Listen', url: 'https://cdn.example.org/a.mp3', transcript: 'Every word said.' },
    ]);
    const found = await findings(payload, ['captions_missing']);
    expect(found.map((d) => [d.path, d.severity])).toEqual([['phases[0].components[0]', 'info']]);
    expect(found[0]!.message).toMatch(/has a transcript but no captions/);
  });

  it('warns on an image without alt text, at its alt', async () => {
    const payload = courseOf([
      { type: 'image', url: 'https://cdn.example.org/i.png' },
      { type: 'image', url: 'https://cdn.example.org/j.png', alt: '  ' },
      { type: 'image_hotspot', image_url: 'https://cdn.example.org/k.png', prompt: 'Pick one', hotspots: [{ id: 'h', label: 'Here', x: 10, y: 10 }] },
    ]);
    const found = await findings(payload, ['missing_field']);
    expect(found.filter((d) => d.path.endsWith('.alt')).map((d) => [d.path, d.severity])).toEqual([
      ['phases[0].components[0].alt', 'warning'],
      ['phases[0].components[1].alt', 'warning'],
      ['phases[0].components[2].alt', 'warning'],
    ]);
  });

  it('prints the warnings in the text report under their phase', async () => {
    const payload = courseOf([{ type: 'image', url: 'javascript:alert(1)', alt: 'A chart' }]);
    const { out } = await check(['check', 'c.json'], { 'c.json': JSON.stringify(payload) });
    expect(out).toContain('  phases[0] "p1"\n    warning url_refused at phases[0].components[0].url: image URL "javascript:alert(1)" is not an absolute https URL');
  });
});
