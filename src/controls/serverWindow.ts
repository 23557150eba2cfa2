import type { WindowLike } from 'dompurify';

/**
 * A DOM for DOMPurify while rendering on a server, so server HTML carries the same sanitized prose
 * the browser would show. jsdom is loaded through Node's own require at call time: no bundler sees
 * it, so browser bundles never include it. Where Node's module loader is missing (edge runtimes),
 * there is no server DOM and callers render an empty shell that the client fills after hydration.
 */
type NodeProcess = { getBuiltinModule?: (id: string) => unknown };
type NodeModule = { createRequire: (from: string) => (id: string) => unknown };
type Jsdom = { JSDOM: new (html: string) => { window: unknown } };

export function createServerWindow(): WindowLike | null {
  try {
    const nodeProcess = (globalThis as { process?: NodeProcess }).process;
    if (typeof nodeProcess?.getBuiltinModule !== 'function') return null;
    const { createRequire } = nodeProcess.getBuiltinModule('node:module') as NodeModule;
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as Jsdom;
    return new JSDOM('<!DOCTYPE html><body></body>').window as WindowLike;
  } catch {
    return null;
  }
}
