import * as v from 'valibot';
import type { CatalogItemPayload, PaginationPayload } from '../contract';
import { classifyRevision } from '../contract';
import type { Diagnostic } from './diagnostics';
import { asRecord, isRecord, NonEmptyText, Reader } from './read';
import { snapshot } from './snapshot';

export interface NormalizedCatalog {
  items: readonly CatalogItemPayload[];
  pagination: PaginationPayload;
  contractVersion: string | null;
  diagnostics: readonly Diagnostic[];
}

const PaginationSchema = v.object({
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  limit: v.pipe(v.number(), v.integer(), v.minValue(0)),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  hasMore: v.boolean(),
});

/**
 * Reads a GET /api-courses envelope (or a bare item array). Items without an id or a name cannot be
 * shown or selected and are skipped with a diagnostic; everything else is carried as delivered for
 * CourseCard to read tolerantly. Never throws.
 */
export function normalizeCatalog(envelope: unknown): NormalizedCatalog {
  const reader = new Reader();
  const copied = snapshot(envelope);
  copied.problems.forEach((problem) => reader.report('input_unreadable', problem));
  const source = Array.isArray(copied.value) ? { data: copied.value } : asRecord(copied.value);
  const rawItems = Array.isArray(source.data) ? source.data : [];
  if (!Array.isArray(source.data)) reader.report('invalid_field', 'data is not a list of courses', '$.data');

  const items = rawItems.filter((item, index): item is CatalogItemPayload => {
    const ok = isRecord(item) && (typeof item.id === 'string' || typeof item.id === 'number') && typeof item.name === 'string';
    if (!ok) reader.report('invalid_field', 'catalog item has no id or name; skipped', `$.data[${index}]`);
    return ok;
  });
  const fallback: PaginationPayload = { page: 1, limit: items.length, total: items.length, hasMore: false };
  const pagination = source.pagination === undefined ? fallback : reader.field(source, 'pagination', PaginationSchema, fallback, '$');
  const contractVersion = reader.field(source, 'contract_version', NonEmptyText, '', '$') || null;
  if (contractVersion && classifyRevision(contractVersion) === 'newer') {
    reader.report('revision_newer', `contract revision ${contractVersion} is newer than this library knows`, '$.contract_version', 'info');
  }
  return { items, pagination, contractVersion, diagnostics: reader.diagnostics };
}
