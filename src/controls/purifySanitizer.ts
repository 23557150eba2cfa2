import type { Config, DOMPurify, WindowLike } from 'dompurify';
import { markExternalLink } from './externalLink';
import { PURIFY_CONFIG } from './purifyConfig';
import { purifyPolicyOption } from './trustedHtml';

/** A DOMPurify instance configured for payload HTML. */
export type Purifier = ReturnType<DOMPurify>;

/**
 * A private DOMPurify instance with our config and link hook over the page's (or jsdom's) window,
 * so a host's global hooks or config never weaken ours. `factory` is DOMPurify's default export,
 * however it was loaded (on demand in a browser, required on a server): this module never imports
 * it, so the default browser path does not carry it. Null where DOMPurify cannot run on `host`.
 */
export function makePurifier(factory: DOMPurify, host: WindowLike, extra: Config = {}): Purifier | null {
  const instance = factory(host);
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', markExternalLink);
  // Set once: a config passed per call is parsed again on every call (allowlists rebuilt), which
  // was a third of DOMPurify's time on a screen of 2,000 html blocks.
  instance.setConfig({ ...PURIFY_CONFIG, FORBID_TAGS: [...PURIFY_CONFIG.FORBID_TAGS], FORBID_ATTR: [...PURIFY_CONFIG.FORBID_ATTR], ...purifyPolicyOption(), ...extra });
  return instance;
}
