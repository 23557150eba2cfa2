// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import corpus from '../../../test/fixtures/corpora/xss-vectors.json';
import { makePurifier } from '../../controls/purifySanitizer';
import { scanMarkup } from './scanMarkup';

const texts = (html: string) => scanMarkup(html).map((finding) => `${finding.what}: ${finding.text}`);

describe('scanMarkup names what the sanitizer removes, without a DOM', () => {
  it.each([
    ['a script', '<p>a</p><script>alert("<p onclick=x>")</script>', ['markup: <script>']],
    ['event handlers, bare and quoted', '<img src=x onerror=alert(1)><p ONCLICK="x">t</p>', ['markup: onerror attribute on <img>', 'markup: onclick attribute on <p>']],
    ['frames and embeds', '<iframe src="https://x"></iframe><object data=x></object><embed src=x>', ['markup: <iframe>', 'markup: <object>', 'markup: <embed>']],
    ['forms and controls', '<form action="/x"><input name=q><button>Go</button></form>', ['markup: <form>', 'markup: <input>', 'markup: <button>']],
    ['styles', '<style>p{}</style><p style="color:red">x</p>', ['markup: <style>', 'markup: style attribute on <p>']],
    ['a javascript: link, hidden by references', '<a href="&#x6A;ava&#9;script&colon;alert(1)">x</a>', ['url: href "java\tscript:alert(1)" on <a>']],
    ['a data: link, but not a data: image', '<a href="data:text/html,x">x</a><img src="data:image/png;base64,AA" alt="">', ['url: href "data:text/html,x" on <a>']],
    ['nothing in a comment or in text', '<!-- <script>x</script> --><p>1 < 2 and onclick=x</p>', []],
    ['nothing in plain prose with links', '<p><a href="https://x.org" title="a:b">x</a> <a href="#n">n</a> <time datetime="10:30">t</time></p>', []],
  ])('%s', (_name, html, expected) => {
    expect(texts(html)).toEqual(expected);
  });

  /**
   * DOMPurify's own account (`removed`) of what it took from each XSS corpus string, limited to
   * what the scan reports: the scan names something in every string where DOMPurify removed a
   * script, a forbidden element, an event handler, a forbidden attribute or a link for its scheme.
   */
  it('flags every corpus string from which DOMPurify removes a script, handler, frame, form, style or unsafe link', () => {
    const purifier = makePurifier(DOMPurify, window)!;
    const reported = /^(script|style|form|input|button|textarea|select|option|iframe|frame|frameset|object|embed|base|meta|link|applet|portal|fencedframe)$/;
    const missed: string[] = [];
    let removing = 0;
    for (const { id, payload } of corpus as Array<{ id: string; payload: string }>) {
      purifier.sanitize(payload);
      const removed = purifier.removed as Array<{ element?: Element; attribute?: Attr | null }>;
      const relevant = removed.some(({ element, attribute }) =>
        attribute ? /^on|^(style|srcdoc|formaction|action)$/.test(attribute.name.toLowerCase()) || /^\s*(javascript|vbscript|data):/i.test(attribute.value) : reported.test(element?.nodeName.toLowerCase() ?? ''),
      );
      if (!relevant) continue;
      removing += 1;
      if (scanMarkup(payload).length === 0) missed.push(`${id}: ${payload}`);
    }
    expect(removing).toBeGreaterThan(700);
    expect(missed).toEqual([]);
  });
});
