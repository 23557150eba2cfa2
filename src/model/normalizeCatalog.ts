import type { CatalogItemPayload, PaginationPayload } from '../contract';
import { classifyRevision } from '../contract';
import type { Diagnostic } from './diagnostics';
import { check, MISS, shown } from './check';
import { asRecord, Flag, isRecord, NonEmptyText, NonNegativeWhole, Reader } from './read';
import { snapshot } from './snapshot';

/** What `normalizeCatalog` returns: the items, the pagination and the diagnostics. */
export interface NormalizedCatalog {
  items: readonly CatalogItemPayload[];
  pagination: PaginationPayload;
  contractVersion: string | null;
  diagnostics: readonly Diagnostic[];
}

const PageNumber = check((value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : MISS), 'a whole number of at least 1');
/** Pagination's fields in the order a diagnostic names the first that fails. */
const PAGINATION_FIELDS = [['page', PageNumber], ['limit', NonNegativeWhole], ['total', NonNegativeWhole], ['hasMore', Flag]] as const;
const failingField = (value: Readonly<Record<string, unknown>>) => PAGINATION_FIELDS.find(([key, field]) => field.read(value[key]) === MISS);

/** The four fields, and only those (the rest of the object is not carried). */
export const Pagination = check<PaginationPayload>(
  (value) => {
    if (typeof value !== 'object' || value === null) return MISS;
    const source = value as Readonly<Record<string, unknown>>;
    if (failingField(source)) return MISS;
    return { page: source.page as number, limit: source.limit as number, total: source.total as number, hasMore: source.hasMore as boolean };
  },
  (value) => {
    const failing = typeof value === 'object' && value !== null ? failingField(value as Readonly<Record<string, unknown>>) : undefined;
    return failing ? `${failing[0]}: ${failing[1].why((value as Readonly<Record<string, unknown>>)[failing[0]])}` : `expected an object, received ${shown(value)}`;
  },
);

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
  const pagination = source.pagination === undefined ? fallback : reader.field(source, 'pagination', Pagination, fallback, '$');
  const contractVersion = reader.field(source, 'contract_version', NonEmptyText, '', '$') || null;
  if (contractVersion && classifyRevision(contractVersion) === 'newer') {
    reader.report('revision_newer', `contract revision ${contractVersion} is newer than this library knows`, '$.contract_version', 'info');
  }
  return { items, pagination, contractVersion, diagnostics: reader.diagnostics };
}
