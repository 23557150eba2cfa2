import type { ListFilterQuery } from '../contract';

/**
 * `{baseUrl}{path}?{query}`. The base may carry a path prefix (a functions host); null and
 * undefined query values are left out, booleans are sent as `true`/`false`.
 */
export function buildUrl(baseUrl: string, path: string, query?: ListFilterQuery): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(name, String(value));
  }
  return url.href;
}
