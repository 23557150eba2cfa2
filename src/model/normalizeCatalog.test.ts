import { describe, expect, it } from 'vitest';
import { catalogEnvelope } from '../../test/fixtures';
import { normalizeCatalog } from './normalizeCatalog';

describe('normalizeCatalog', () => {
  it('reads the catalog envelope: items, pagination, revision', () => {
    const result = normalizeCatalog(catalogEnvelope);
    expect(result.items).toHaveLength(catalogEnvelope.data!.length);
    expect(result.pagination).toEqual(catalogEnvelope.pagination);
    expect(result.contractVersion).toBe(catalogEnvelope.contract_version);
    expect(result.diagnostics).toEqual([]);
  });

  it('accepts a bare item list with a one-page pagination', () => {
    const result = normalizeCatalog(catalogEnvelope.data);
    expect(result.pagination).toEqual({ page: 1, limit: result.items.length, total: result.items.length, hasMore: false });
  });

  it('skips items without an id or a name, with a diagnostic each', () => {
    const result = normalizeCatalog({ success: true, data: [{ id: 'a', name: 'A' }, { name: 'no id' }, null, 7, { id: 'b' }] });
    expect(result.items.map((i) => i.id)).toEqual(['a']);
    expect(result.diagnostics.filter((d) => d.code === 'invalid_field')).toHaveLength(4);
  });

  it.each([null, 'x', 42, {}, { data: 'nope' }, { data: [], pagination: { page: -1 } }])('never throws on %o', (raw) => {
    const result = normalizeCatalog(raw);
    expect(result.items).toEqual([]);
    expect(result.pagination.page).toBe(1);
  });

  it('reports a newer revision once', () => {
    expect(normalizeCatalog({ success: true, contract_version: '2030-01-01', data: [] }).diagnostics.map((d) => d.code)).toEqual(['revision_newer']);
  });
});

describe('normalizeCatalog on unreadable parts', () => {
  it('reports a value it could not copy and keeps the rest', () => {
    const item: Record<string, unknown> = { id: 'a', name: 'A' };
    item.self = item;
    const result = normalizeCatalog({ success: true, data: [item] });
    expect(result.items.map((i) => i.id)).toEqual(['a']);
    expect(result.diagnostics).toEqual([expect.objectContaining({ code: 'input_unreadable', severity: 'warning', message: expect.stringContaining('$.data[0].self') })]);
  });

  it.each([
    ['an older revision', '2020-01-01'],
    ['no revision', undefined],
  ])('stays silent about %s', (_name, version) => {
    expect(normalizeCatalog({ success: true, contract_version: version, data: [] }).diagnostics).toEqual([]);
  });

  it('says what it skipped, in words', () => {
    expect(normalizeCatalog({ success: true, data: [{ name: 'no id' }] }).diagnostics).toEqual([
      { code: 'invalid_field', message: 'catalog item has no id or name; skipped', path: '$.data[0]', severity: 'warning' },
    ]);
    expect(normalizeCatalog({ success: true, data: 'x' }).diagnostics).toEqual([
      { code: 'invalid_field', message: 'data is not a list of courses', path: '$.data', severity: 'warning' },
    ]);
  });

  it('says a newer revision in words', () => {
    expect(normalizeCatalog({ success: true, contract_version: '2030-01-01', data: [] }).diagnostics).toEqual([
      { code: 'revision_newer', message: 'contract revision 2030-01-01 is newer than this library knows', path: '$.contract_version', severity: 'info' },
    ]);
  });

  it('reads a null pagination as one page, silently', () => {
    const result = normalizeCatalog({ success: true, data: [{ id: 'a', name: 'A' }], pagination: null });
    expect(result.pagination).toEqual({ page: 1, limit: 1, total: 1, hasMore: false });
    expect(result.diagnostics).toEqual([]);
  });
});
