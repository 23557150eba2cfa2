import { virtual } from '@guidepup/virtual-screen-reader';

/**
 * A learner with a screen reader, on @guidepup/virtual-screen-reader: moves item by item (as with
 * a screen reader's "next item" key), acts on what it is on, and remembers every phrase it spoke,
 * live-region announcements included (they start with "polite:" or "assertive:").
 *
 * Each step's phrases are kept with the step's name, so a failure shows what was heard where, and
 * one run's log can be written out for docs/accessibility.md.
 */
export interface Listener {
  /** Moves on until a phrase matches; returns it. Fails, with what was heard, after `limit` items. */
  readUntil(pattern: RegExp, limit?: number): Promise<string>;
  /** Moves back until a phrase matches; returns it. */
  readBackUntil(pattern: RegExp, limit?: number): Promise<string>;
  /**
   * Puts the cursor back on the focused element, as a screen reader follows focus. The virtual
   * reader finds its place by the item's name, so a button renamed under it ("Submit answers"
   * becoming "Continue") would otherwise send its next move to the top of the page.
   */
  followFocus(): Promise<void>;
  /** Phrases spoken since the last call (or since start): what a learner heard in between. */
  heardSinceLast(): Promise<string[]>;
  /** Waits until a phrase matching `pattern` has been spoken since the last heardSinceLast, and returns all of them. */
  waitToHear(pattern: RegExp, timeoutMs?: number): Promise<string[]>;
  /** Presses the item under the cursor (Enter/click, as a screen reader's default action). */
  activate(): Promise<void>;
  /** Presses a key on the item under the cursor. */
  press(key: string): Promise<void>;
  /** Types into the item under the cursor. */
  type(text: string): Promise<void>;
  /** The DOM node under the reader's cursor. */
  readonly activeNode: Node | null;
  /** The whole log so far, by named step. */
  transcript(): Promise<HeardStep[]>;
  /** Names the next stretch of the log (a heading in the transcript). */
  step(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** What was spoken during one named step of a walk. */
export interface HeardStep {
  name: string;
  phrases: string[];
}

const DEFAULT_LIMIT = 250;

export async function startListening(container: HTMLElement): Promise<Listener> {
  await virtual.start({ container });
  let consumed = 0;
  const steps: HeardStep[] = [{ name: 'Start', phrases: [] }];
  let recorded = 0;

  /** Files what has been spoken since the last time under the current step. */
  const record = async () => {
    const log = await virtual.spokenPhraseLog();
    steps.at(-1)?.phrases.push(...log.slice(recorded));
    recorded = log.length;
  };

  const heardSinceLast = async () => {
    const log = await virtual.spokenPhraseLog();
    const fresh = log.slice(consumed);
    consumed = log.length;
    return fresh;
  };

  const move = async (pattern: RegExp, limit: number, step: () => Promise<void>) => {
    const before = (await virtual.spokenPhraseLog()).length;
    for (let moves = 0; moves < limit; moves += 1) {
      await step();
      const phrase = await virtual.lastSpokenPhrase();
      if (pattern.test(phrase)) return phrase;
    }
    const heard = (await virtual.spokenPhraseLog()).slice(before);
    throw new Error(`Never heard ${pattern} in ${limit} items; heard:\n${heard.slice(-40).join('\n')}`);
  };

  return {
    readUntil: (pattern, limit = DEFAULT_LIMIT) => move(pattern, limit, () => virtual.next()),
    readBackUntil: (pattern, limit = DEFAULT_LIMIT) => move(pattern, limit, () => virtual.previous()),
    async followFocus() {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || !container.contains(focused)) return;
      focused.blur();
      focused.focus();
      // The reader handles focusin a microtask later.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    heardSinceLast,
    async waitToHear(pattern, timeoutMs = 3000) {
      const end = performance.now() + timeoutMs;
      for (;;) {
        const log = await virtual.spokenPhraseLog();
        const fresh = log.slice(consumed);
        if (fresh.some((phrase) => pattern.test(phrase))) {
          consumed = log.length;
          return fresh;
        }
        if (performance.now() > end) throw new Error(`Never heard ${pattern}; heard:\n${fresh.join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async activate() {
      const node = virtual.activeNode;
      // A reader's default action on a native control is its click; the virtual reader's simulated
      // pointer does not check a native radio.
      if (node instanceof HTMLInputElement) node.click();
      else await virtual.act();
    },
    press: (key) => virtual.press(key),
    type: (text) => virtual.type(text),
    get activeNode() {
      return virtual.activeNode;
    },
    async transcript() {
      await record();
      return steps;
    },
    async step(name) {
      await record();
      steps.push({ name, phrases: [] });
    },
    async stop() {
      await record();
      await virtual.stop();
    },
  };
}
