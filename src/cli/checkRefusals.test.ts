import { describe, expect, it } from 'vitest';
import { checkCommand as check, courseOf, findings } from '../../test/support/checkCommand';

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

  it('prints the warnings in the text report under their phase', async () => {
    const payload = courseOf([{ type: 'image', url: 'javascript:alert(1)', alt: 'A chart' }]);
    const { out } = await check(['check', 'c.json'], { 'c.json': JSON.stringify(payload) });
    expect(out).toContain('  phases[0] "p1"\n    warning url_refused at phases[0].components[0].url: image URL "javascript:alert(1)" is not an absolute https URL');
  });
});
