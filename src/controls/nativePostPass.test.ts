// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { finishLikePurify, isAllowedValue } from './nativePostPass';

/** Parses `html` into a div of an inert document, runs the post-pass, returns the markup. */
function finished(html: string): string {
  const slot = document.implementation.createHTMLDocument('').createElement('div');
  slot.innerHTML = html;
  finishLikePurify(slot, document);
  return slot.innerHTML;
}

describe('isAllowedValue: DOMPurify\'s value rules', () => {
  it.each([
    ['an https link', 'a', 'href', 'https://example.org/a'],
    ['a mailto link', 'a', 'href', 'mailto:cme@example.org'],
    ['a tel link', 'a', 'href', 'tel:+15555550100'],
    ['a relative link', 'a', 'href', 'guides/page.html'],
    ['a fragment', 'a', 'href', '#method-ref-1'],
    ['a colon after a slash', 'a', 'href', '/notes:1'],
    ['a data: image', 'img', 'src', 'data:image/png;base64,AAAA'],
    ['a number', 'td', 'colspan', '2'],
    ['a word', 'ol', 'type', 'a'],
    ['an empty value', 'a', 'href', ''],
    ['any text in a URI-safe attribute', 'img', 'alt', 'javascript:alert(1)'],
    ['any aria-* value', 'a', 'aria-label', 'x:y'],
    ['a for on a label', 'label', 'for', 'field'],
  ])('keeps %s', (_case, tag, name, value) => {
    expect(isAllowedValue(tag, name, value, document)).toBe(true);
  });

  it.each([
    ['a javascript: link', 'a', 'href', 'javascript:alert(1)'],
    ['a javascript: link with a tab in the scheme', 'a', 'href', 'java\tscript:alert(1)'],
    ['a javascript: link with an upper-case scheme', 'a', 'href', 'JAVASCRIPT:alert(1)'],
    ['a vbscript: link', 'a', 'href', 'vbscript:msgbox(1)'],
    ['a data: link', 'a', 'href', 'data:text/html,<script>alert(1)</script>'],
    ['a data: source on an element that is not media', 'div', 'src', 'data:text/html,x'],
    ['an unknown scheme in any attribute', 'td', 'width', 'foo:bar'],
    ['a value that closes a comment', 'img', 'alt', 'x--><img src=x onerror=alert(1)>'],
    ['a value that closes a style element', 'p', 'title', '</style><img src=x>'],
    ['an attributeName that names href', 'animate', 'attributename', 'href'],
    ['a for outside a label or output', 'p', 'for', 'field'],
    ['an id that shadows a document property', 'p', 'id', 'cookie'],
    ['a name that shadows a form property', 'img', 'name', 'action'],
    ['a name that shadows a document method', 'img', 'name', 'getElementById'],
  ])('removes %s', (_case, tag, name, value) => {
    expect(isAllowedValue(tag, name, value, document)).toBe(false);
  });
});

describe('finishLikePurify', () => {
  it('trims kept values in place, but never a value attribute', () => {
    expect(finished('<a href=" https://example.org/ " title=" t ">x</a><li value=" 3 ">y</li>')).toBe(
      '<a href="https://example.org/" title="t" target="_blank" rel="noopener noreferrer">x</a><li value=" 3 ">y</li>',
    );
  });

  it('removes what the rules refuse and leaves the element and its text', () => {
    expect(finished('<p id="cookie" class="c">a</p><a href="javascript:alert(1)">b</a>')).toBe('<p class="c">a</p><a>b</a>');
  });

  it('marks outside links and leaves page links alone', () => {
    expect(finished('<a href="https://example.org">a</a><a href="#r1">b</a><a href="/p">c</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">a</a><a href="#r1">b</a><a href="/p">c</a>',
    );
  });

  it('replaces an author-written target and rel on an outside link', () => {
    expect(finished('<a href="https://example.org" target="_self" rel="opener">a</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });

  it('marks an outside SVG link, by href or xlink:href, as DOMPurify\'s hook does', () => {
    expect(finished('<svg><a href="https://example.org"><text>t</text></a></svg>')).toBe(
      '<svg><a href="https://example.org" target="_blank" rel="noopener noreferrer"><text>t</text></a></svg>',
    );
    expect(finished('<svg><a xlink:href="https://example.org"><text>t</text></a><a href="#r1"><text>r</text></a></svg>')).toBe(
      '<svg><a xlink:href="https://example.org" target="_blank" rel="noopener noreferrer"><text>t</text></a><a href="#r1"><text>r</text></a></svg>',
    );
  });

  it('walks into template content, which querySelectorAll does not enter', () => {
    expect(finished('<template><a href="javascript:alert(1)" title=" t ">x</a></template>')).toBe('<template><a title="t">x</a></template>');
  });
});
