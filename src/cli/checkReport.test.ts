import { describe, expect, it } from 'vitest';
import { catalogEnvelope, mediaStates, methodCourse, seriesModule, unknownRevisionProbe } from '../../test/fixtures';
import { checkCommand as check } from '../../test/support/checkCommand';

const fixtures = { 'method-course.json': methodCourse, 'series-module.json': seriesModule, 'media-states.json': mediaStates, 'unknown-revision-probe.json': unknownRevisionProbe };

/** What `ce-course-player check` prints: the course summed up, then its diagnostics by phase, as text or JSON. */
describe('ce-course-player check reports', () => {
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

  it('reads a catalog envelope with --catalog', async () => {
    const { code, out } = await check(['check', '--catalog', 'cat.json'], { 'cat.json': JSON.stringify(catalogEnvelope) });
    expect(code).toBe(0);
    expect(out.split('\n').slice(0, 4)).toEqual(['ce-course-player check --catalog: cat.json', 'Catalog of 6 courses', '  contract revision: 2026-09-03 (supported)', 'Diagnostics: 0 errors, 0 warnings, 0 info']);
  });
});
