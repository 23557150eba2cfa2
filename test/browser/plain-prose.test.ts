import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import naughtyStrings from '../fixtures/corpora/naughty-strings.json';
import xssVectors from '../fixtures/corpora/xss-vectors.json';
import { createNativeSanitizer, type NativeSanitize } from '../../src/controls/nativeSanitizer';
import { isPlainProse } from '../../src/controls/plainProse';
import { loadedPurify, loadPurify } from '../../src/controls/purifyLoader';
import { makePurifier, type Purifier } from '../../src/controls/purifySanitizer';
import { realisticProse } from '../support/realisticProse';

/**
 * Plain prose skips the sanitizer (src/controls/plainProse.ts) on the promise that both sanitizers
 * return it unchanged. Checked here in real Chromium against the product's own DOMPurify and native
 * sanitizer, over generated trees of every tag and nesting the check knows, token soups around
 * them, realistic course prose and the hostile corpora. Each set also counts what it took, so the
 * property cannot hold by taking nothing.
 */
let purify: Purifier;
let native: NativeSanitize;

beforeAll(async () => {
  await loadPurify();
  purify = makePurifier(loadedPurify()!, window)!;
  native = createNativeSanitizer()!;
});

/** The strings `isPlainProse` takes that either sanitizer would change (none, if the skip is sound). */
function changedOfTaken(strings: Iterable<string>): { taken: number; changed: string[] } {
  let taken = 0;
  const changed: string[] = [];
  for (const html of strings) {
    if (!isPlainProse(html)) continue;
    taken += 1;
    if (purify.sanitize(html) !== html || native(html) !== html) changed.push(html);
  }
  return { taken, changed };
}

const INLINE = ['b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'small', 'mark', 'code', 'span'];
const TEXT_BLOCKS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
/** Text from the characters and entities that matter to a serializer, plus ordinary ones. */
const text = fc
  .array(fc.constantFrom('a', 'Z', '1', ' ', '\n', '\t', '"', "'", '=', '/', 'µ', '—', '用', '😀', '&amp;', '&lt;', '&gt;', '&nbsp;', '&mdash;', '&', '<', '>', '\u00a0', '\r', '\f'), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(''));
const wrap = (tag: string, inner: string) => `<${tag}>${inner}</${tag}>`;

/** Well-nested trees in the shapes plain prose allows, and some it does not (a block inside inline, a list item at the top). */
const { block } = fc.letrec<{ inline: string; item: string; list: string; block: string }>((tie) => ({
  inline: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.constant('<br>'),
    fc.tuple(fc.constantFrom(...INLINE), fc.array(tie('inline'), { maxLength: 3 })).map(([tag, kids]) => wrap(tag, kids.join(''))),
  ),
  item: fc.array(fc.oneof(tie('inline'), tie('list')), { maxLength: 3 }).map((kids) => wrap('li', kids.join(''))),
  list: fc.tuple(fc.constantFrom('ul', 'ol'), fc.array(tie('item'), { maxLength: 3 }), fc.constantFrom('', '\n', '\n  ')).map(([tag, items, gap]) => wrap(tag, items.map((item) => gap + item).join('') + gap)),
  block: fc.oneof(
    tie('inline'),
    tie('list'),
    fc.tuple(fc.constantFrom(...TEXT_BLOCKS), fc.array(tie('inline'), { maxLength: 3 })).map(([tag, kids]) => wrap(tag, kids.join(''))),
    // Shapes the parser rearranges: plain prose must turn them down, or they must come back unchanged.
    fc.tuple(fc.constantFrom(...INLINE), fc.constantFrom(...TEXT_BLOCKS, 'li', 'ul')).map(([outer, inner]) => wrap(outer, wrap(inner, 'x'))),
    fc.constantFrom(...TEXT_BLOCKS).map((tag) => wrap('li', wrap(tag, 'x'))),
    fc.tuple(fc.constantFrom(...TEXT_BLOCKS), fc.constantFrom(...TEXT_BLOCKS, 'ul', 'ol')).map(([outer, inner]) => wrap(outer, `a${wrap(inner, 'x')}b`)),
    fc.constantFrom('ul', 'ol').map((list) => wrap(list, wrap('li', wrap('li', 'x')))),
  ),
}));
const document_ = fc.array(block, { minLength: 1, maxLength: 4 }).map((blocks) => blocks.join(''));

const TOKENS = ['<p>', '</p>', '<b>', '</b>', '<i>', '</i>', '<li>', '</li>', '<ul>', '</ul>', '<h2>', '</h2>', '<span>', '</span>', '<br>', '</br>', '<code>', '</code>', '<table>', '<a href="x">', '</a>', '<!-- c -->', '<p class="x">'];
const soup = fc.array(fc.oneof(fc.constantFrom(...TOKENS), text), { minLength: 1, maxLength: 24 }).map((parts) => parts.join(''));

describe('plain prose comes back from both sanitizers unchanged', () => {
  it('for generated trees of every tag and nesting it knows', () => {
    const taken: string[] = [];
    fc.assert(
      fc.property(document_, (html) => {
        if (!isPlainProse(html)) return true;
        taken.push(html);
        return purify.sanitize(html) === html && native(html) === html;
      }),
      { numRuns: 3000, seed: 27 },
    );
    // About one tree in eight is plain prose (392 of 3,000 with this seed): the property is about something.
    expect(taken.length).toBeGreaterThan(250);
    expect(taken.some((html) => html.includes('<ol>') && html.includes('<li><ul>'))).toBe(true);
  });

  it('for token soups around them', () => {
    let taken = 0;
    fc.assert(
      fc.property(soup, (html) => {
        if (!isPlainProse(html)) return true;
        taken += 1;
        return purify.sanitize(html) === html && native(html) === html;
      }),
      { numRuns: 5000, seed: 27 },
    );
    expect(taken).toBeGreaterThan(50);
  });

  it('for realistic course prose, where it takes the paragraphs without links or other entities', () => {
    const { taken, changed } = changedOfTaken(realisticProse());
    expect(changed).toEqual([]);
    expect(taken).toBeGreaterThan(40);
  });

  it('for the hostile corpora, of which it takes only what a sanitizer keeps as it is', () => {
    const hostile = [...xssVectors.map((vector) => vector.payload), ...naughtyStrings.map((entry) => entry.payload), ...naughtyStrings.map((entry) => `<p>${entry.payload}</p>`)];
    const { taken, changed } = changedOfTaken(hostile);
    // Every vector either sanitizer would change is turned down; what is taken (`<p>hello</p>`,
    // plain naughty strings in a paragraph) is what both return untouched.
    expect(changed).toEqual([]);
    expect(taken).toBeGreaterThan(100);
  });
});
