import type { Config } from 'dompurify';

/**
 * Payload HTML must not restyle or script the host page: no <style>, no style attributes, no
 * forms or embedded browsing contexts. Everything else follows DOMPurify's defaults. The native
 * path's allowlist (nativeAllowlist.ts) is derived from these lists and DOMPurify's defaults.
 */
export const PURIFY_CONFIG = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'meta', 'link'],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
} as const satisfies Config;
