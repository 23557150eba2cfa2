import { commands } from 'vitest/browser';
import { inPageEngine } from './inPageEngine';

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateMedia: (media: 'print' | 'screen' | null) => Promise<void>;
  }
}

/** The rules of every `@media print` block of the page's stylesheets, as one stylesheet for the screen. */
function printRulesOnScreen(): HTMLStyleElement {
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (rule instanceof CSSMediaRule && /\bprint\b/.test(rule.media.mediaText)) rules.push(...Array.from(rule.cssRules, (inner) => inner.cssText));
    }
  }
  const style = document.createElement('style');
  style.textContent = rules.join('\n');
  document.head.append(style);
  return style;
}

/**
 * Lays the page out as it prints until the returned function undoes it. Chromium emulates print
 * media (Playwright over CDP). Playwright over BiDi cannot (its emulateMedia does nothing in
 * Firefox), so there the stylesheets' print rules are applied to the screen instead: the same
 * rules, judged by the engine's own layout, but not its print pipeline.
 */
export async function emulatePrint(): Promise<() => Promise<void>> {
  if (inPageEngine === 'chromium') {
    await commands.emulateMedia('print');
    return () => commands.emulateMedia(null);
  }
  const style = printRulesOnScreen();
  return async () => style.remove();
}
