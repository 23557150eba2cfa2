import { describe, expect, it } from 'vitest';
import { normalizeCatalog } from './normalizeCatalog';

// The catalog reader at its edges: item ids of both types, pagination at its bounds, the revision
// and the exact diagnostics, each asserted on what a catalog screen would get.

const codes = (raw: unknown) => normalizeCatalog(raw).diagnostics.map((d) => [d.code, d.path]);

describe('normalizeCatalog at the edges', () => {
  it('keeps numeric ids and items whose name is empty text, skipping by index with a path', () => {
    const read = normalizeCatalog({ success: true, data: [{ id: 0, name: '' }, { id: 'b', name: 3 }, { id: null, name: 'n' }, { id: 'c', name: 'C' }] });
    expect(read.items).toEqual([{ id: 0, name: '' }, { id: 'c', name: 'C' }]);
    expect(read.diagnostics.map((d) => [d.code, d.path])).toEqual([['invalid_field', '$.data[1]'], ['invalid_field', '$.data[2]']]);
  });

  it.each([
    ['page 1 and limit 0', { page: 1, limit: 0, total: 0, hasMore: false }, true],
    ['page 0', { page: 0, limit: 10, total: 0, hasMore: false }, false],
    ['a fractional page', { page: 1.5, limit: 10, total: 0, hasMore: false }, false],
    ['a negative total', { page: 1, limit: 10, total: -1, hasMore: false }, false],
    ['a negative limit', { page: 1, limit: -1, total: 0, hasMore: false }, false],
    ['hasMore as a string', { page: 1, limit: 10, total: 0, hasMore: 'true' }, false],
  ])('pagination with %s is kept: %s', (_name, pagination, kept) => {
    const read = normalizeCatalog({ success: true, data: [{ id: 'a', name: 'A' }], pagination });
    expect(read.pagination).toEqual(kept ? pagination : { page: 1, limit: 1, total: 1, hasMore: false });
    expect(read.diagnostics.map((d) => [d.code, d.path])).toEqual(kept ? [] : [['invalid_field', '$.pagination']]);
  });

  it.each([
    ['a supported revision', '2026-09-03', '2026-09-03', []],
    ['a blank revision', '  ', null, [['invalid_field', '$.contract_version']]],
    ['a newer revision', '2030-01-01', '2030-01-01', [['revision_newer', '$.contract_version']]],
  ])('contract_version: %s', (_name, version, expected, diagnostics) => {
    const read = normalizeCatalog({ success: true, contract_version: version, data: [] });
    expect(read.contractVersion).toBe(expected);
    expect(read.diagnostics.map((d) => [d.code, d.path])).toEqual(diagnostics);
  });

  it('says the newer revision is information, not a warning', () => {
    expect(normalizeCatalog({ success: true, contract_version: '2030-01-01', data: [] }).diagnostics[0]).toMatchObject({ severity: 'info' });
  });

  it('reports data that is not a list at $.data, and nothing for a bare list', () => {
    expect(codes({ success: true, data: { id: 'a' } })).toEqual([['invalid_field', '$.data']]);
    expect(codes([{ id: 'a', name: 'A' }])).toEqual([]);
  });
});
