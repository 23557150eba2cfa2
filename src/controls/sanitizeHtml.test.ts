// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml, whenSanitizerReady } from './sanitizeHtml';
import { MEMO_LONGEST } from './sanitizedMemo';
import { OFFICE_PASTES } from '../../test/support/officePastes';

// jsdom has no Sanitizer API: this file runs the DOMPurify path, which loads on first need.
beforeAll(() => whenSanitizerReady());

/**
 * Each FORBID rule and the link hook of sanitizeHtml.ts, checked on the output string. The first
 * group are rules DOMPurify's defaults would let through, so deleting one of them fails here; the
 * second group repeats what the defaults already do, kept so a config change that re-allows them
 * (ADD_TAGS, a wider profile) also fails.
 */
describe('sanitizeHtml: rules stricter than DOMPurify defaults', () => {
  it('removes a <style> element anywhere in the body, keeping the text around it', () => {
    expect(sanitizeHtml('<p>before</p><style>body{display:none}</style><p>after</p>')).toBe('<p>before</p><p>after</p>');
  });

  it.each([
    ['form', '<form><p>inside</p></form>', '<p>inside</p>'],
    ['input', '<p>a<input name="q" value="v">b</p>', '<p>ab</p>'],
    ['button', '<p><button type="submit">Go</button></p>', '<p>Go</p>'],
    ['textarea', '<p><textarea>typed</textarea></p>', '<p>typed</p>'],
    ['select and option', '<p><select><option>One</option></select></p>', '<p>One</p>'],
    ['option on its own', '<datalist><option value="x">One</option></datalist>', '<datalist>One</datalist>'],
  ])('removes %s but keeps its text (payload HTML never carries a form the host would submit)', (_name, input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('drops the style attribute but keeps the element and its text', () => {
    expect(sanitizeHtml('<p style="position:fixed;inset:0">Styled</p>')).toBe('<p>Styled</p>');
    expect(sanitizeHtml('<span STYLE="color:red">x</span>')).toBe('<span>x</span>');
  });

  it('drops data-* attributes', () => {
    expect(sanitizeHtml('<p data-x="1" data-method-root="y" class="c">t</p>')).toBe('<p class="c">t</p>');
  });

  it('drops action and formaction attributes wherever they appear', () => {
    expect(sanitizeHtml('<p action="/steal" formaction="/steal">q</p>')).toBe('<p>q</p>');
  });
});

describe('sanitizeHtml: rules that repeat DOMPurify defaults', () => {
  it.each([
    ['iframe', '<p>a</p><iframe src="https://example.com"></iframe>'],
    ['iframe srcdoc', '<p>a</p><iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['frameset and frame', '<p>a</p><frameset><frame src="https://example.com"></frameset>'],
    ['object', '<p>a</p><object data="https://example.com/x.swf"></object>'],
    ['embed', '<p>a</p><embed src="https://example.com/x.swf">'],
    ['base', '<p>a</p><base href="https://evil.example/">'],
    ['meta', '<p>a</p><meta http-equiv="refresh" content="0;url=https://evil.example">'],
    ['link', '<p>a</p><link rel="stylesheet" href="https://evil.example/x.css">'],
    ['script', '<p>a</p><script>alert(1)</script>'],
  ])('removes %s', (_name, input) => {
    expect(sanitizeHtml(input)).toBe('<p>a</p>');
  });

  it('drops srcdoc and event handlers on any element', () => {
    expect(sanitizeHtml('<p srcdoc="<b>x</b>" onclick="alert(1)">q</p>')).toBe('<p>q</p>');
  });

  it('drops javascript: links but keeps the link text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('keeps the language an author marks on a passage (WCAG 3.1.2)', () => {
    expect(sanitizeHtml('<p>Say <span lang="es">¿Le duele?</span> and wait.</p><blockquote lang="fr-CA">Bonjour</blockquote>')).toBe('<p>Say <span lang="es">¿Le duele?</span> and wait.</p><blockquote lang="fr-CA">Bonjour</blockquote>');
  });

  it('keeps ordinary prose markup as written', () => {
    const prose = '<h3>Title</h3><p>Some <strong>bold</strong>, <em>em</em> and <sup>1</sup>.</p><ul><li>one</li></ul><img src="https://example.com/a.png" alt="A">';
    expect(sanitizeHtml(prose)).toBe(prose);
  });
});

describe('sanitizeHtml: office pastes', () => {
  it.each(OFFICE_PASTES)('keeps every word of a paste from $source', ({ html, words }) => {
    const slot = document.createElement('div');
    slot.innerHTML = sanitizeHtml(html)!;
    for (const word of words) expect(slot.textContent).toContain(word);
  });
});

describe('sanitizeHtml: links', () => {
  it.each([
    ['https', 'https://example.com/a'],
    ['http', 'http://example.com/a'],
    ['upper-case scheme', 'HTTPS://EXAMPLE.COM/'],
    ['mailto', 'mailto:cme@example.com'],
    ['tel', 'tel:+15555550100'],
  ])('opens an absolute %s link in a new tab without the opener', (_name, href) => {
    expect(sanitizeHtml(`<a href="${href}">Read</a>`)).toBe(`<a href="${href}" target="_blank" rel="noopener noreferrer">Read</a>`);
  });

  it('replaces an author-written rel on an absolute link', () => {
    // An attribute already present keeps its place; only its value changes.
    expect(sanitizeHtml('<a href="https://example.com" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it.each([
    ['root-relative', '/guides/page'],
    ['root-relative with a colon later on', '/notes:1'],
    ['page-relative', 'guide.html'],
    ['fragment', '#ref-1'],
    ['query', '?page=2'],
  ])('leaves a %s link in the same tab', (_name, href) => {
    expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
  });

  it('leaves a link with no href alone', () => {
    expect(sanitizeHtml('<a id="top">x</a>')).toBe('<a id="top">x</a>');
  });

  it('gives target and rel only to <a> elements, not to other elements carrying an href', () => {
    expect(sanitizeHtml('<span href="https://example.com">x</span>')).toBe('<span href="https://example.com">x</span>');
  });

  it.each([
    ['href', '<svg><a href="https://example.com/chart"><text>Chart</text></a></svg>'],
    ['xlink:href', '<svg><a xlink:href="https://example.com/chart"><text>Chart</text></a></svg>'],
  ])('opens an absolute SVG link (%s) in a new tab without the opener, as an HTML one', (_name, html) => {
    const slot = document.createElement('div');
    slot.innerHTML = sanitizeHtml(html)!;
    const link = slot.querySelector('svg a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves a relative SVG link in the same tab', () => {
    expect(sanitizeHtml('<svg><a href="#fig-2"><text>Figure 2</text></a></svg>')).toBe('<svg><a href="#fig-2"><text>Figure 2</text></a></svg>');
  });

  it('drops the href of a formula: Firefox would make it a link that leaves the course in the same tab', () => {
    expect(sanitizeHtml('<math href="https://example.com"><mi href="/x">x</mi></math>')).toBe('<math><mi>x</mi></math>');
  });
});

describe('sanitizeHtml: input shapes', () => {
  it.each([
    ['empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['number', 42],
    ['object with toString', { toString: () => '<b>x</b>' }],
    ['array', ['<b>x</b>']],
  ])('returns an empty string for %s', (_name, input) => {
    expect(sanitizeHtml(input)).toBe('');
  });

  it('keeps plain text as text', () => {
    expect(sanitizeHtml('5 < 6 & 7 > 2')).toBe('5 &lt; 6 &amp; 7 &gt; 2');
  });
});

describe('sanitizeHtml: isolation from the host', () => {
  afterEach(() => {
    DOMPurify.removeAllHooks();
    DOMPurify.clearConfig();
  });

  it('ignores hooks and config a host set on the global DOMPurify', () => {
    DOMPurify.setConfig({ ALLOW_DATA_ATTR: true, ADD_TAGS: ['iframe', 'style'], ADD_ATTR: ['style', 'onclick'] });
    DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
      data.forceKeepAttr = true;
    });
    expect(sanitizeHtml('<p style="color:red" data-x="1" onclick="alert(1)">t</p><style>p{}</style><iframe></iframe>')).toBe('<p>t</p>');
  });

  it('gives the same output on repeated calls (the private instance is reused, hooks are not stacked)', () => {
    const input = '<a href="https://example.com">x</a>';
    const first = sanitizeHtml(input);
    expect(sanitizeHtml(input)).toBe(first);
    expect(first).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });
});

describe('sanitizeHtml: plain prose', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('returns plain prose as it is without running a sanitizer', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const plain = '<h3>Dosing</h3><p>Start at <strong>10 units</strong> &amp; titrate.</p><ul>\n<li>Review in <em>3 days</em></li>\n</ul>';
    expect(sanitizeHtml(plain)).toBe(plain);
    expect(parse).not.toHaveBeenCalled();
    // One attribute and it is DOMPurify's again.
    expect(sanitizeHtml('<p class="lead">Start</p>')).toBe('<p class="lead">Start</p>');
    expect(parse).toHaveBeenCalledTimes(1);
  });
});

describe('sanitizeHtml: each distinct string once', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('returns the same output for a string it has seen without running DOMPurify again', () => {
    // DOMPurify parses every input it sanitizes with DOMParser: no parse, no DOMPurify run.
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const input = '<p>Seen <b>once</b> <a href="https://example.com/memo">link</a><script>x()</script></p>';
    const first = sanitizeHtml(input);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(sanitizeHtml(input)).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(first).toBe('<p>Seen <b>once</b> <a href="https://example.com/memo" target="_blank" rel="noopener noreferrer">link</a></p>');
  });

  it('sanitizes a string longer than the memo keeps on every call, so a huge payload is not pinned in memory', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const huge = `<p onclick="x()">${'a '.repeat(MEMO_LONGEST / 2)}</p>`;
    expect(sanitizeHtml(huge)).toBe(`<p>${'a '.repeat(MEMO_LONGEST / 2)}</p>`);
    sanitizeHtml(huge);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('still sanitizes a different string', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    sanitizeHtml('<p title="t">first distinct</p>');
    expect(sanitizeHtml('<p onclick="x()">second distinct</p>')).toBe('<p>second distinct</p>');
    expect(parse).toHaveBeenCalledTimes(2);
  });
});
