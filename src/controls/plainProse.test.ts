import { describe, expect, it } from 'vitest';
import { isPlainProse } from './plainProse';

/** Which strings skip the sanitizer's parse (test/browser/plain-prose.test.ts proves each comes back unchanged from both sanitizers). */
describe('isPlainProse', () => {
  it.each([
    ['a paragraph with inline emphasis', '<p>Case 1: a <b>58-year-old</b> patient with <em>fatigue</em>.</p>'],
    ['headings and paragraphs', '<h3>Results</h3><p>HbA<sub>1c</sub> fell by 1.1%<sup>2</sup>.</p>'],
    ['a nested list, indented', '<ul>\n  <li>Metformin</li>\n  <li>Insulin<ol><li><strong>basal</strong></li></ol></li>\n</ul>'],
    ['the four entities the serializer writes back', '<p>p &lt; 0.05 &amp; 2&nbsp;mg &gt; 1 mg</p>'],
    ['bare text with a break', 'Line one<br>line two'],
    ['quotes and symbols in text', '<p>"Take it" — 10 µg/kg ≥ 2 ✓ 用量</p>'],
  ])('takes %s', (_, html) => {
    expect(isPlainProse(html)).toBe(true);
  });

  it.each([
    ['an attribute', '<p class="x">a</p>'],
    ['a link', '<a href="https://example.com">a</a>'],
    ['a script', '<script>alert(1)</script>'],
    ['a comment', '<p>a<!-- b --></p>'],
    ['an entity the serializer rewrites', '<p>a &mdash; b</p>'],
    ['a literal no-break space', '<p>2\u00a0mg</p>'],
    ['a bare > in text', '<p>a > b</p>'],
    ['a carriage return', '<p>a\r\nb</p>'],
    ['upper case tags', '<P>a</P>'],
    ['a self-closing break', 'a<br/>b'],
    ['a tag with a space', '<p >a</p>'],
    ['misnested tags', '<b><i>a</b></i>'],
    ['an unclosed tag', '<p>a'],
    ['a stray end tag', 'a</p>'],
    ['a paragraph in a paragraph', '<p>a<p>b</p></p>'],
    ['a paragraph in emphasis', '<b><p>a</p></b>'],
    ['a list item outside a list', '<li>a</li>'],
    ['text directly in a list', '<ul>a<li>b</li></ul>'],
    ['a table', '<table><tr><td>a</td></tr></table>'],
    ['leading whitespace', ' <p>a</p>'],
    ['nesting deeper than eight', `${'<b>'.repeat(9)}a${'</b>'.repeat(9)}`],
    ['an unknown tag', '<course-note>a</course-note>'],
    ['the empty string', ''],
  ])('leaves %s to the sanitizer', (_, html) => {
    expect(isPlainProse(html)).toBe(false);
  });
});
