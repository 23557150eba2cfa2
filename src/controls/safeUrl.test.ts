import { describe, expect, it } from 'vitest';
import urlVectors from '../../test/fixtures/corpora/url-vectors.json';
import { safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it.each([
    ['https://cdn.example.org/a.png', 'https://cdn.example.org/a.png'],
    ['  https://example.org/x?y=1 ', 'https://example.org/x?y=1'],
    ['http://example.org/a', null],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['//example.org/relative', null],
    ['/relative/path', null],
    ['', null],
  ])('%s -> %s', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });

  it('accepts http only when the host allows it', () => {
    expect(safeUrl('http://example.org/a', { allowHttp: true })).toBe('http://example.org/a');
  });

  it('rejects non-strings', () => {
    expect(safeUrl(42)).toBeNull();
    expect(safeUrl({ href: 'https://x.org' })).toBeNull();
  });

  it('rejects every hostile URL of the external corpus', () => {
    const passed = (urlVectors as Array<{ payload: string }>).filter((v) => safeUrl(v.payload) !== null);
    expect(passed.map((v) => v.payload)).toEqual([]);
  });
});
