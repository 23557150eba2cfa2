import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/controls/sanitizeHtml';
import { sanitizeHtmlAhead } from '../../src/controls/sanitizeHtmlAhead';

// Node environment, as in server rendering: no window, so sanitizeHtml runs DOMPurify over a jsdom
// window it loads itself (src/controls/serverWindow.ts), with the browser's config and link hook.
describe('sanitizeHtml without a page DOM (server rendering)', () => {
  it('strips handlers and scripts, and keeps the text', () => {
    expect(typeof window).toBe('undefined');
    expect(sanitizeHtml('<img src=x onerror=alert(1)><script>alert(2)</script><p>Case text</p>')).toBe('<img src="x"><p>Case text</p>');
  });

  it('applies the same link rule as the browser', () => {
    expect(sanitizeHtml('<a href="https://example.org">ref</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">ref</a>');
  });

  it.each([['empty string', ''], ['non-string', 42], ['null', null]])('gives nothing to render for %s', (_name, input) => {
    expect(sanitizeHtml(input) ?? '').toBe('');
  });

  it('sanitizes a screen one string at a time: the one-pass batch is for a page DOM only', () => {
    const screen = ['<p>one <img src=x onerror=alert(1)></p>', '<p>two</p>'];
    expect(sanitizeHtmlAhead(screen)).toBe(0);
    expect(screen.map((html) => sanitizeHtml(html))).toEqual(['<p>one <img src="x"></p>', '<p>two</p>']);
  });
});
