import '../../styles/method.css';
import { expect, it } from 'vitest';
import { usesNativeSanitizer, whenSanitizerReady } from '../../src/controls/sanitizeHtml';
import { reportFigureFromBrowser } from '../reliability/figureFromBrowser';
import { inPageEngineLabel } from '../support/engines/inPageEngine';

/**
 * Which of the player's engine-dependent paths this engine takes, by the same feature detection the
 * player uses (never the user agent), printed as the run's figure for docs/browsers.md: the
 * sanitizer (native Sanitizer API or DOMPurify), Web Locks for the two-tab send lock, and
 * `content-visibility` for long screens.
 */
it('takes the sanitizer, lock and long-screen paths its features offer', async () => {
  await whenSanitizerReady();
  const hasSanitizerApi = typeof (Element.prototype as { setHTML?: unknown }).setHTML === 'function';
  const hasLocks = typeof navigator.locks?.request === 'function';
  const contentVisibility = CSS.supports('content-visibility', 'auto');
  const clipMargin = CSS.supports('overflow-clip-margin', '0.5rem');

  // The player uses the native sanitizer only where the API exists (and passes its canary).
  if (!hasSanitizerApi) expect(usesNativeSanitizer()).toBe(false);
  if (inPageEngineLabel === 'WebKit') {
    // WebKitGTK 2.50, measured: no Sanitizer API, so DOMPurify; content-visibility as Safari 18 has it.
    expect(usesNativeSanitizer()).toBe(false);
    expect(contentVisibility).toBe(true);
  }
  await reportFigureFromBrowser(
    `Engine paths in ${inPageEngineLabel}: sanitizer ${usesNativeSanitizer() ? 'native Sanitizer API' : 'DOMPurify'}; Web Locks ${hasLocks ? 'present (two-tab sends locked)' : 'absent (sends go unlocked)'}; content-visibility ${contentVisibility ? 'supported' : 'unsupported (every block laid out)'}; overflow-clip-margin ${clipMargin ? 'supported' : 'unsupported'}; secure context ${window.isSecureContext}`,
  );
});
