/**
 * The XSS detector of test/fixtures/corpora/README.md for real-browser tests: dialogs stubbed and
 * counted, a settle time per mount, then a DOM walk for handlers, srcdoc, embedded browsing
 * contexts and script-bearing URLs.
 */
export const SETTLE_MS = 400;
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'data', 'background', 'xlink:href', 'ping', 'cite', 'longdesc', 'manifest', 'codebase', 'dynsrc', 'lowsrc'];
const DIALOGS = ['alert', 'confirm', 'prompt', 'print'] as const;

export const dialogCalls: string[] = [];
const originals = new Map<string, unknown>();

export function stubDialogs(): void {
  for (const name of DIALOGS) {
    originals.set(name, window[name]);
    Object.defineProperty(window, name, { configurable: true, writable: true, value: (...args: unknown[]) => void dialogCalls.push(`${name}(${args.map(String).join(',')})`) });
  }
}

/** Counts the dialogs of another window (a raw-control frame) in the same `dialogCalls`. */
export function stubDialogsIn(target: Window): void {
  for (const name of DIALOGS) Object.defineProperty(target, name, { configurable: true, writable: true, value: (...args: unknown[]) => void dialogCalls.push(`${name}(${args.map(String).join(',')})`) });
}

export function restoreDialogs(): void {
  for (const name of DIALOGS) Object.defineProperty(window, name, { configurable: true, writable: true, value: originals.get(name) });
}

let takeEngineDialogs: (() => Promise<string[]>) | undefined;

/**
 * Counts the dialogs the browser itself had to dismiss in `dialogCalls` too. Under WebDriver
 * (WebKit) a dialog no stub caught, say one opened by a frame a vector made, blocks the page until
 * the driver dismisses it; the WebKit project's setup registers the driver's list here.
 */
export function countEngineDialogs(take: () => Promise<string[]>): void {
  takeEngineDialogs = take;
}

/** Waits SETTLE_MS for whatever a mount may fire, then adds the dialogs the engine dismissed meanwhile. */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  if (takeEngineDialogs) dialogCalls.push(...(await takeEngineDialogs()).map((text) => `dismissed by the browser(${text})`));
}

/**
 * For a positive control, whose vectors must fire: settles until `fired()` holds (an image's error
 * handler waits for its failed load, which a busy CI machine can take well past SETTLE_MS to report),
 * then until a whole settle brings no new dialog, so nothing the control fired lands in the next test.
 */
export async function settleUntilFired(fired: () => boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  do await settle();
  while (!fired() && Date.now() < until);
  let count: number;
  do {
    count = dialogCalls.length;
    await settle();
  } while (dialogCalls.length !== count && Date.now() < until);
}

/** A script-capable URL once browsers strip whitespace and control characters from it. */
function isDangerousUrl(value: string): boolean {
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return compact.startsWith('javascript:') || compact.startsWith('vbscript:') || compact.startsWith('data:text/html');
}

// Read through the prototypes: raw markup can clobber `form.attributes` or `form.tagName` with a named control.
const querySelectorAll = Element.prototype.querySelectorAll as (this: Element, selectors: string) => NodeListOf<Element>;
const tagNameOf = Object.getOwnPropertyDescriptor(Element.prototype, 'tagName')!.get as (this: Element) => string;
const attributesOf = Object.getOwnPropertyDescriptor(Element.prototype, 'attributes')!.get as (this: Element) => NamedNodeMap;

/** Every handler attribute, srcdoc, dangerous URL or embedded browsing context under `root`. */
export function findDangers(root: Element): string[] {
  const found: string[] = [];
  for (const element of querySelectorAll.call(root, '*')) {
    const tag = tagNameOf.call(element).toLowerCase();
    if (['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta'].includes(tag)) found.push(`<${tag}>`);
    for (const attribute of attributesOf.call(element)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      else if (name === 'srcdoc') found.push(`${tag}[srcdoc]`);
      else if (URL_ATTRIBUTES.includes(name) && isDangerousUrl(attribute.value)) found.push(`${tag}[${name}=${attribute.value.slice(0, 60)}]`);
    }
  }
  return found;
}
