import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTES, HTML_ELEMENTS, MATHML_ELEMENTS, SVG_CASED_ATTRIBUTES, SVG_ELEMENTS } from './nativeAllowlist';
import { PURIFY_CONFIG } from './purifyConfig';

/**
 * The native allowlist is DOMPurify's default allowlist minus PURIFY_CONFIG's FORBID lists, read
 * here from the installed DOMPurify's own source: an upgrade that changes its lists fails until
 * nativeAllowlist.ts follows. SVG casing is checked against Chromium's parser in
 * test/browser/sanitize-native.test.ts (jsdom's parse5 predates feDropShadow).
 */
const source = readFileSync(join(dirname(createRequire(import.meta.url).resolve('dompurify')), 'purify.es.mjs'), 'utf8');
function purifyList(name: string): string[] {
  const found = source.match(new RegExp(`const ${name.replace('$', '\\$')} = freeze\\(\\[([\\s\\S]*?)\\]\\);`));
  if (!found) throw new Error(`DOMPurify's list ${name} is not where it was`);
  return JSON.parse(`[${found[1]!.replace(/,\s*$/, '')}]`) as string[];
}
const words = (list: string) => list.split(' ');
const forbiddenTags = new Set<string>(PURIFY_CONFIG.FORBID_TAGS);
const forbiddenAttributes = new Set<string>(PURIFY_CONFIG.FORBID_ATTR);
const lower = (names: readonly string[]) => names.map((name) => name.toLowerCase());

describe('the native allowlist follows the installed DOMPurify', () => {
  it('keeps the same HTML elements, and an HTML title (DOMPurify keeps it as a name SVG shares)', () => {
    const expected = [...purifyList('html$1').filter((name) => !forbiddenTags.has(name)), 'title'];
    expect(words(HTML_ELEMENTS).sort()).toEqual(expected.sort());
  });

  it('keeps the same SVG and MathML elements', () => {
    const svg = [...purifyList('svg$1'), ...purifyList('svgFilters')].filter((name) => !forbiddenTags.has(name.toLowerCase()));
    expect(lower(words(SVG_ELEMENTS)).sort()).toEqual(lower(svg).sort());
    expect(words(MATHML_ELEMENTS).sort()).toEqual(purifyList('mathMl$1').filter((name) => !forbiddenTags.has(name)).sort());
  });

  it('keeps the same attributes', () => {
    const expected = new Set(lower([...purifyList('html'), ...purifyList('svg'), ...purifyList('mathMl'), ...purifyList('xml')]).filter((name) => !forbiddenAttributes.has(name)));
    expect(words(ATTRIBUTES).sort()).toEqual([...expected].sort());
    expect(lower(words(SVG_CASED_ATTRIBUTES)).every((name) => expected.has(name))).toBe(true);
  });

});
