import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/controls/sanitizeHtml';

// Node environment: no window, so no DOMPurify. Callers must get null and render nothing, never raw markup.
describe('sanitizeHtml without a DOM (server rendering)', () => {
  it.each([['markup', '<img src=x onerror=alert(1)>'], ['empty string', ''], ['non-string', 42]])('returns null for %s', (_name, input) => {
    expect(typeof window).toBe('undefined');
    expect(sanitizeHtml(input)).toBeNull();
  });
});
