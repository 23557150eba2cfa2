import { readNumber, readRecord } from '../course/read';

/** Pagination as shown: 1-based page, page count and which directions exist. */
export interface PageView {
  page: number;
  totalPages: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * Reads the envelope's `pagination` ({ page, limit, total, hasMore }) defensively. Pages are
 * taken as 1-based; `hasMore` decides Next when present, the page count otherwise.
 */
export function readPagination(input: unknown): PageView | null {
  const source = readRecord(input);
  const rawPage = readNumber(source.page);
  if (rawPage === null) return null;
  const page = Math.max(1, Math.floor(rawPage));
  const limit = readNumber(source.limit);
  const total = readNumber(source.total);
  const counted = limit !== null && limit > 0 && total !== null && total >= 0 ? Math.ceil(total / limit) : 1;
  const hasNext = typeof source.hasMore === 'boolean' ? source.hasMore : page < counted;
  const totalPages = Math.max(1, counted, page + (hasNext && page >= counted ? 1 : 0));
  return { page, totalPages, hasPrevious: page > 1, hasNext };
}
