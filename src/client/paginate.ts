import type { CallOptions } from './options';
import type { ListResult } from './results';

/** Options of `client.paginate` and `client.paginateItems`. */
export interface PaginateOptions extends CallOptions {
  /** Stop after this many pages even if the service reports more. @default Infinity */
  maxPages?: number;
}

/**
 * Walks pages from `firstPage` while the service says `hasMore`. Stops on a page without
 * pagination or without items, so a service that never clears `hasMore` cannot loop on nothing.
 */
export async function* paginatePages<T>(
  fetchPage: (page: number) => Promise<ListResult<T>>,
  firstPage: number,
  maxPages = Number.POSITIVE_INFINITY,
): AsyncGenerator<ListResult<T>> {
  for (let page = firstPage, fetched = 0; fetched < maxPages; page += 1, fetched += 1) {
    const result = await fetchPage(page);
    yield result;
    if (result.pagination?.hasMore !== true || result.data.length === 0) return;
  }
}
