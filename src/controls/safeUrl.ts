/** Options of `safeUrl`: whether plain http is allowed. */
export interface SafeUrlOptions {
  /** Allow plain http: URLs (https only by default). @default false */
  allowHttp?: boolean;
}

/**
 * The one allowlist every payload URL passes before it reaches `href` or `src`: absolute https
 * (or http when allowed), nothing else. React does not block `data:` or `javascript:` in `src`.
 */
export function safeUrl(url: unknown, options: SafeUrlOptions = {}): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (trimmed.length === 0 || trimmed.length > 8192) return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  if (parsed.protocol === 'https:') return parsed.href;
  if (parsed.protocol === 'http:' && options.allowHttp) return parsed.href;
  return null;
}
