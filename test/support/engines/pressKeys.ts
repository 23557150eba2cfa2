import type { Keyboard } from 'playwright';

/**
 * Sends keys written in testing-library's keyboard syntax (what ../keyboardLearner.ts speaks) as
 * real key presses through Playwright: `{Tab}` presses a key, `{Shift>}` holds one and `{/Shift}`
 * lets it go, `{{` and `[[` are the brackets themselves, and any other character is typed.
 */
export async function pressKeys(keyboard: Keyboard, keys: string): Promise<void> {
  const tokens = keys.match(/\{\{|\[\[|\{[^}]+\}|[\s\S]/g) ?? [];
  for (const token of tokens) {
    const named = /^\{(\/?)([^}>]+)(>?)\}$/.exec(token);
    if (token === '{{' || token === '[[') await keyboard.type(token[0]!);
    else if (!named) await keyboard.press(token === ' ' ? 'Space' : token);
    else if (named[1]) await keyboard.up(named[2]!);
    else if (named[3]) await keyboard.down(named[2]!);
    else await keyboard.press(named[2]!);
  }
}
