import { safeUrl } from './safeUrl';

/**
 * A host-given link target: an absolute URL through safeUrl, or a root-relative path ("/courses/1")
 * resolved against the page and kept only if it stays on the page's own origin.
 */
export function safeHostHref(href: unknown, options: { allowHttp?: boolean } = {}): string | null {
  if (typeof href !== 'string') return null;
  const trimmed = href.trim();
  if (/^\/(?![/\\])/.test(trimmed) && typeof window !== 'undefined' && window.location) {
    try {
      const resolved = new URL(trimmed, window.location.origin);
      // Absolute on purpose: a normalized path such as "//host" would otherwise leave the origin.
      if (resolved.origin === window.location.origin) return resolved.href;
    } catch {
      return null;
    }
    return null;
  }
  return safeUrl(trimmed, options);
}
