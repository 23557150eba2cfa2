import { beforeAll, describe, expect, it } from 'vitest';
import naughtyStrings from '../fixtures/corpora/naughty-strings.json';
import urlVectors from '../fixtures/corpora/url-vectors.json';
import xssVectors from '../fixtures/corpora/xss-vectors.json';
import { SVG_CASED_ATTRIBUTES, SVG_ELEMENTS } from '../../src/controls/nativeAllowlist';
import { createNativeSanitizer, type NativeSanitize } from '../../src/controls/nativeSanitizer';
import { loadedPurify, loadPurify } from '../../src/controls/purifyLoader';
import { inPageEngine, inPageEngineLabel } from '../support/engines/inPageEngine';
import type { InPageEngineName } from '../support/engines/inPageSuites.mjs';
import { NATIVE_GAPS, purifyWithGaps } from '../support/nativeGaps';
import { OFFICE_PASTES } from '../support/officePastes';
import { realisticProse } from '../support/realisticProse';
import { findDangers } from '../support/xssDetector';

/**
 * The native path against DOMPurify, string for string, in each engine that has the HTML Sanitizer
 * API (Chromium 146+, Firefox 148+): identical on realistic course prose; on the hostile corpora every difference is
 * explained by a named gap (test/support/nativeGaps.ts) and every native output is inert.
 */
let native: NativeSanitize;
let purify: (html: string) => string;

beforeAll(async () => {
  await loadPurify();
  native = createNativeSanitizer()!;
  purify = purifyWithGaps(loadedPurify()!, []);
});

/** Hand-written cases for gaps the corpora do not reach, each what an author's paste could hold. */
const HAND_WRITTEN: ReadonlyArray<readonly [id: string, html: string]> = [
  ['word paste', '<p class="MsoNormal">Dose<o:p>&nbsp;</o:p></p>'],
  ['comment beside markup-like text', '<p>a&lt;b<!-- note --></p>'],
  ['custom element', '<p>See <course-note>the note</course-note>.</p>'],
];

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const hostile: ReadonlyArray<readonly [id: string, html: string]> = [
  ...HAND_WRITTEN,
  ...xssVectors.map((vector) => [vector.id, vector.payload] as const),
  ...naughtyStrings.map((entry) => [entry.id, entry.payload] as const),
  ...naughtyStrings.map((entry) => [`${entry.id} in <p>`, `<p>${entry.payload}</p>`] as const),
  // Each URL vector in every URL attribute prose can carry.
  ...urlVectors.map((vector) => {
    const url = escapeAttribute(vector.payload);
    return [vector.id, `<a href="${url}">a</a><img src="${url}" srcset="${url} 2x"><video poster="${url}" src="${url}"></video><svg><a xlink:href="${url}"><text>t</text></a><image href="${url}"></image></svg><blockquote cite="${url}">q</blockquote>`] as const;
  }),
];

/** The gap that alone turns DOMPurify's output into the native one; all of them together if none alone does; null if even that fails. */
function explain(html: string, nativeOutput: string): string | null {
  const factory = loadedPurify()!;
  for (const gap of Object.keys(NATIVE_GAPS)) if (purifyWithGaps(factory, [gap])(html) === nativeOutput) return gap;
  return purifyWithGaps(factory, Object.keys(NATIVE_GAPS))(html) === nativeOutput ? 'several gaps together' : null;
}

/**
 * A data: URL on a media element's source, which DOMPurify keeps by design (its DATA_URI_TAGS): an
 * image or a video loads it as media, never as a document, so even data:text/html runs nothing.
 */
const MEDIA_DATA_URL = /^(img|video|audio|source|track|image)\[(src|href|xlink:href)=data:/;

/** What the output becomes in the page: nothing that runs, no clobbering name, no comment or processing instruction. */
function problemsIn(output: string): string[] {
  const slot = document.implementation.createHTMLDocument('').createElement('div');
  slot.innerHTML = output;
  const problems = findDangers(slot).filter((danger) => !MEDIA_DATA_URL.test(danger));
  for (const element of slot.querySelectorAll('[id], [name]')) {
    for (const name of ['id', 'name']) {
      const value = element.getAttribute(name);
      if (value !== null && (value in document || value in document.createElement('form'))) problems.push(`${name}=${value} clobbers`);
    }
  }
  const walker = slot.ownerDocument.createTreeWalker(slot, NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_PROCESSING_INSTRUCTION);
  if (walker.nextNode()) problems.push('a comment or processing instruction');
  return problems;
}

describe('trusting the native sanitizer', () => {
  type Holder = { Sanitizer?: unknown };
  const real = (globalThis as Holder).Sanitizer as new (config: object) => object;
  function withSanitizer(replacement: unknown, check: () => void) {
    (globalThis as Holder).Sanitizer = replacement;
    try {
      check();
    } finally {
      (globalThis as Holder).Sanitizer = real;
    }
  }

  it('is not used where the API is missing (Safari, older browsers)', () => {
    withSanitizer(undefined, () => expect(createNativeSanitizer()).toBeNull());
  });

  it('is not used where the engine refuses the config', () => {
    const Refusing = function () {
      throw new TypeError('Invalid Sanitizer configuration.');
    };
    withSanitizer(Refusing, () => expect(createNativeSanitizer()).toBeNull());
  });

  it('is not used where the engine takes the config but does not apply it (the canary fails)', () => {
    // An engine that keeps only its built-in safety: scripts and handlers go, styles and data attributes stay.
    const Ignoring = function () {
      return new real({});
    };
    withSanitizer(Ignoring, () => expect(createNativeSanitizer()).toBeNull());
  });
});

describe(`the native sanitizer against DOMPurify, in ${inPageEngineLabel}`, () => {
  it('passes its canary here (Chromium 146+ and Firefox 148+ have the HTML Sanitizer API on by default)', () => {
    expect(native).toBeTypeOf('function');
  });

  it(`names SVG elements and attributes as ${inPageEngineLabel}'s HTML parser makes them (the API matches names exactly)`, () => {
    const words = (list: string) => list.split(' ');
    const slot = document.implementation.createHTMLDocument('').createElement('div');
    slot.innerHTML = `<svg>${words(SVG_ELEMENTS).map((name) => `<${name.toLowerCase()}></${name.toLowerCase()}>`).join('')}</svg>`;
    expect(Array.from(slot.firstElementChild!.children, (element) => element.localName)).toEqual(words(SVG_ELEMENTS));
    slot.innerHTML = `<svg ${words(SVG_CASED_ATTRIBUTES).map((name) => `${name.toLowerCase()}="1"`).join(' ')}></svg>`;
    expect(Array.from(slot.firstElementChild!.attributes, (attribute) => attribute.name)).toEqual(words(SVG_CASED_ATTRIBUTES));
  });

  it('gives DOMPurify\'s exact output for 4,000 strings of realistic course prose', () => {
    const strings = realisticProse();
    expect(strings).toHaveLength(4000);
    const differing = strings.filter((html) => native(html) !== purify(html));
    expect(differing).toEqual([]);
  });

  const textOf = (html: string) => {
    const slot = document.implementation.createHTMLDocument('').createElement('div');
    slot.innerHTML = html;
    return slot.textContent ?? '';
  };

  it.each(OFFICE_PASTES)('keeps every word of a paste from $source, as DOMPurify does', ({ html, words }) => {
    const nativeOutput = native(html);
    for (const word of words) expect(textOf(nativeOutput)).toContain(word);
    expect(nativeOutput).toBe(purify(html));
  });

  it.each([
    ['href', '<svg><a href="https://example.com/chart"><text>Chart</text></a></svg>'],
    ['xlink:href', '<svg><a xlink:href="https://example.com/chart"><text>Chart</text></a></svg>'],
  ])('marks an absolute SVG link (%s) to open in a new tab without the opener, as DOMPurify does', (_name, html) => {
    const output = native(html);
    expect(output).toContain('target="_blank" rel="noopener noreferrer"');
    expect(output).toBe(purify(html));
  });

  it('keeps the text of elements no list names, and drops whole only those whose content is not prose', () => {
    expect(native('<p>See <course-note>the <b>note</b></course-note>.</p>')).toBe('<p>See the <b>note</b>.</p>');
    expect(native('<p>a<x>b</x><X-Y>c</X-Y><svg><foo>d</foo></svg><math><bar>e</bar></math></p>')).toBe(purify('<p>a<x>b</x><X-Y>c</X-Y><svg><foo>d</foo></svg><math><bar>e</bar></math></p>'));
    for (const dropped of ['script', 'style', 'noscript', 'xmp', 'noembed', 'noframes', 'iframe', 'selectedcontent']) {
      expect(native(`<b>kept</b><${dropped}>gone</${dropped}>`), dropped).toBe('<b>kept</b>');
      expect(purify(`<b>kept</b><${dropped}>gone</${dropped}>`), dropped).toBe('<b>kept</b>');
    }
  });

  it('explains every difference on the XSS, URL and naughty-string corpora by a named gap, and each native output is inert', () => {
    const byGap: Record<string, string[]> = {};
    const unexplained: Array<{ id: string; html: string; purify: string; native: string }> = [];
    const unsafe: Array<{ id: string; problems: string[] }> = [];
    for (const [id, html] of hostile) {
      const nativeOutput = native(html);
      const problems = problemsIn(nativeOutput);
      if (problems.length > 0) unsafe.push({ id, problems });
      const purifyOutput = purify(html);
      if (nativeOutput === purifyOutput) continue;
      const gap = explain(html, nativeOutput);
      if (gap === null) unexplained.push({ id, html, purify: purifyOutput, native: nativeOutput });
      else (byGap[gap] ??= []).push(id);
    }
    expect(unsafe).toEqual([]);
    expect(unexplained).toEqual([]);
    // Every difference by name, so a change in either sanitizer shows here as a changed list.
    expect(byGap).toEqual(EXPECTED_GAPS[inPageEngine as 'chromium' | 'firefox']);
  });
});

/**
 * Every difference, by gap, as measured in Chromium 156 with DOMPurify 3.4.18 (15 of 2,671
 * strings, one of them hand-written; none on realistic prose or office pastes). Each gap's reason, and why it is
 * safe, is in test/support/nativeGaps.ts; every native output is also checked inert above. A change in either sanitizer changes this list.
 */
const CHROMIUM_GAPS: Record<string, string[]> = {
  'markup-like text beside a comment': [
    'comment beside markup-like text', 'patt-alert-0446',
  ],
  'clobbered form': [
    'dompurify-fixture-0026', 'dompurify-fixture-0027', 'dompurify-fixture-0029', 'dompurify-fixture-0030',
    'dompurify-fixture-0031', 'dompurify-fixture-0032', 'dompurify-suite-0064', 'dompurify-suite-0065',
  ],
  'is attribute': [
    'dompurify-fixture-0217', 'dompurify-suite-0117',
  ],
  'unlisted aria attribute': [
    'dompurify-suite-0135', 'dompurify-suite-0137',
  ],
  'embedding element': [
    'patt-jhaddix-0065',
  ],
};

/**
 * Firefox 153 with DOMPurify 3.4.18: the same differences, and three more where its Sanitizer API
 * reads a `<noscript>` as a parser with scripting enabled does (test/support/nativeGaps.ts). Each
 * native output is inert there too.
 */
const EXPECTED_GAPS: Record<'chromium' | 'firefox', Record<string, string[]>> = {
  chromium: CHROMIUM_GAPS,
  firefox: { ...CHROMIUM_GAPS, 'noscript read as text': ['dompurify-fixture-0038', 'dompurify-fixture-0039', 'dompurify-suite-0249'] },
};
