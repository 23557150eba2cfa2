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

  // A local preview (Storybook, a dev server) serves its assets on http://localhost.
  it.each([
    ['http://localhost:6006/story-assets/diagram.svg', 'http://localhost:6006/story-assets/diagram.svg'],
    ['HTTP://LOCALHOST:6006/a.svg', 'http://localhost:6006/a.svg'],
    ['https://cdn.example.org/a.png', 'https://cdn.example.org/a.png'],
    ['javascript:alert(1)', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    ['blob:http://localhost:6006/1234', null],
    ['ftp://localhost/a.svg', null],
    ['/story-assets/diagram.svg', null],
    ['//localhost:6006/story-assets/diagram.svg', null],
  ])('with allowHttp, %s -> %s', (input, expected) => {
    expect(safeUrl(input, { allowHttp: true })).toBe(expected);
  });

  it('with allowHttp, still rejects every hostile URL of the external corpus that is not plain http', () => {
    const passed = (urlVectors as Array<{ payload: string }>).filter((v) => safeUrl(v.payload, { allowHttp: true }) !== null);
    expect(passed.map((v) => new URL(v.payload.trim()).protocol)).toEqual(passed.map(() => 'http:'));
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
