import type { DOMPurify, WindowLike } from 'dompurify';

/**
 * A DOM and DOMPurify for rendering on a server, so server HTML carries the same sanitized prose
 * the browser would show, synchronously. Both are loaded through Node's own require at call time:
 * no bundler sees them, so browser bundles never include them. Where Node's module loader is
 * missing (edge runtimes) or jsdom is not installed, there is no server DOM and callers render an
 * empty shell that the client fills after hydration.
 */
type NodeProcess = { getBuiltinModule?: (id: string) => unknown };
type NodeModule = { createRequire: (from: string) => (id: string) => unknown };
type Jsdom = { JSDOM: new (html: string) => { window: unknown } };

function requireOnServer(id: string): unknown {
  const nodeProcess = (globalThis as { process?: NodeProcess }).process;
  if (typeof nodeProcess?.getBuiltinModule !== 'function') return null;
  const { createRequire } = nodeProcess.getBuiltinModule('node:module') as NodeModule;
  return createRequire(import.meta.url)(id);
}

/** Said once per server process where jsdom is missing: the host chose not to install it, or forgot. */
export const MISSING_JSDOM_WARNING =
  'ce-course-player: jsdom is not installed, so server HTML carries only plain course prose (no links, attributes or tables); the rest fills in right after hydration. To render it all on the server, install jsdom (an optional peer dependency).';
let warnedMissingJsdom = false;

const isMissingModule = (error: unknown) => (error as { code?: unknown } | null)?.code === 'MODULE_NOT_FOUND';

/**
 * A jsdom window, or null where there is none: no Node loader (an edge runtime), or jsdom not
 * installed. jsdom is an optional peer, so a browser-only host does not install its ~40 packages.
 */
export function createServerWindow(): WindowLike | null {
  try {
    const jsdom = requireOnServer('jsdom') as Jsdom | null;
    return jsdom ? (new jsdom.JSDOM('<!DOCTYPE html><body></body>').window as WindowLike) : null;
  } catch (error) {
    if (isMissingModule(error) && !warnedMissingJsdom) {
      warnedMissingJsdom = true;
      console.warn(MISSING_JSDOM_WARNING);
    }
    return null;
  }
}

/** DOMPurify's factory, required as its CommonJS build; null where Node's loader or the package is missing. */
export function requireServerPurify(): DOMPurify | null {
  try {
    return (requireOnServer('dompurify') as DOMPurify | null) ?? null;
  } catch {
    return null;
  }
}
