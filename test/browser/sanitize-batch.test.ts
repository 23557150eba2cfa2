import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import naughtyStrings from '../fixtures/corpora/naughty-strings.json';
import xssVectors from '../fixtures/corpora/xss-vectors.json';
import { allowNativeSanitizer, sanitizeHtml, whenSanitizerReady } from '../../src/controls/sanitizeHtml';
import { sanitizeHtmlAhead } from '../../src/controls/sanitizeHtmlAhead';
import { forgetSanitized } from '../../src/controls/sanitizedMemo';

/**
 * Without the native sanitizer, a screen's prose is sanitized in one DOMPurify pass (sanitizeHtmlAhead); each string must come
 * out exactly as DOMPurify gives it for that string alone, in real Chromium, for every vector of
 * the external XSS corpus and every naughty string.
 */
describe('sanitizing a screen of strings in one pass', () => {
  // The batch is DOMPurify's: Chromium here has the native sanitizer, which needs none.
  beforeAll(async () => {
    allowNativeSanitizer(false);
    await whenSanitizerReady();
  });
  afterAll(() => allowNativeSanitizer(true));
  afterEach(() => forgetSanitized());

  function aloneAndBatched(strings: readonly string[]) {
    forgetSanitized();
    const alone = strings.map((html) => sanitizeHtml(html));
    forgetSanitized();
    const taken = sanitizeHtmlAhead(strings);
    const batched = strings.map((html) => sanitizeHtml(html));
    return { alone, batched, taken };
  }

  it('gives every XSS vector the output it gets alone', () => {
    const strings = xssVectors.map((vector) => vector.payload);
    const { alone, batched, taken } = aloneAndBatched(strings);
    // Most of the corpus opens with body markup and goes through the batch; the rest, alone.
    expect(taken).toBeGreaterThan(1000);
    const differing = strings.filter((_, index) => batched[index] !== alone[index]);
    expect(differing).toEqual([]);
  });

  it('gives every naughty string the output it gets alone', () => {
    const strings = naughtyStrings.map((entry) => `<p>${entry.payload}</p>`);
    const { alone, batched, taken } = aloneAndBatched(strings);
    // The plain ones (about half: a paragraph of text) need no DOMPurify at all; the rest go through the batch.
    expect(taken).toBeGreaterThan(200);
    expect(batched).toEqual(alone);
  });

  it('leaves plain prose out of the batch: it is its own output', () => {
    const plain = ['<p>Start at <b>10 units</b>.</p>', '<h3>Dosing</h3><ul><li>daily</li></ul>'];
    const { alone, batched, taken } = aloneAndBatched([...plain, '<p title="t">not plain</p>', '<p class="c">nor this</p>']);
    expect(taken).toBe(2);
    expect(batched).toEqual(alone);
    expect(batched.slice(0, 2)).toEqual(plain);
  });

  it.each([
    ['head content first', '<title>t</title><p>shown</p>'],
    ['a comment first', '<!-- c -->\n<p>shown</p>'],
    ['a reference to whitespace first', '&#13;<b>shown</b>'],
    ['a frameset anywhere', '<div><frameset onload=alert(1)>gone</div>'],
    ['a style sheet first', '<style>p{}</style><p>shown</p>'],
    ['an is attribute', '<p>a <b is="x-y">bold</b> word</p>'],
    ['an is attribute without a value', '<p>a <b title="t"\nIS>bold</b> word</p>'],
  ])('leaves strings a document parses differently (%s) to be sanitized alone, with the same result', (_case, html) => {
    // Two companions with an attribute each, so neither is plain prose and the batch takes both.
    const { alone, batched, taken } = aloneAndBatched([html, `<p title="a">${_case}</p>`, `<p title="b">other ${_case}</p>`]);
    expect(taken).toBe(2);
    expect(batched).toEqual(alone);
  });

  it('keeps link targets safe in a batch as alone', () => {
    const links = ['<a href="https://example.org/a">a</a>', '<a href="https://example.org/b" target="_self">b</a>'];
    const { batched, taken } = aloneAndBatched(links);
    expect(taken).toBe(2);
    expect(batched).toEqual([
      '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer">a</a>',
      '<a href="https://example.org/b" target="_blank" rel="noopener noreferrer">b</a>',
    ]);
  });
});
