import type { ScormVersion } from './cmiWrites';

/** The SCORM API object an LMS exposes: 1.2's LMS* calls or 2004's, whichever was found. */
export type ScormApi = Record<string, (...args: string[]) => string>;

export interface FoundApi {
  version: ScormVersion;
  api: ScormApi;
}

/** Only what the search reads of a window; a cross-origin one throws on any of it. */
export interface WindowLike {
  parent?: WindowLike | null;
  opener?: WindowLike | null;
  [name: string]: unknown;
}

/** How far up a chain of parents the search goes: the SCORM run-time guides use 7 to 500; frames nest a few deep. */
export const MAX_LEVELS = 10;

const NAMES: Record<ScormVersion, string> = { '1.2': 'API', '2004': 'API_1484_11' };
const REQUIRED: Record<ScormVersion, string[]> = {
  '1.2': ['LMSInitialize', 'LMSGetValue', 'LMSSetValue', 'LMSCommit', 'LMSFinish'],
  '2004': ['Initialize', 'GetValue', 'SetValue', 'Commit', 'Terminate'],
};

/** Reads a property that may belong to a window of another origin (a throw is an answer: not here). */
function read(target: WindowLike, name: string): unknown {
  try {
    return target[name];
  } catch {
    return undefined;
  }
}

function apiOn(target: WindowLike, version: ScormVersion): ScormApi | null {
  const api = read(target, NAMES[version]) as ScormApi | undefined;
  if (!api || typeof api !== 'object') return null;
  return REQUIRED[version].every((call) => typeof read(api as WindowLike, call) === 'function') ? api : null;
}

/** The API on `start` or its parents, at most MAX_LEVELS up, preferring `version` at each window. */
function searchParents(start: WindowLike, versions: readonly ScormVersion[]): FoundApi | null {
  let current: WindowLike | null | undefined = start;
  for (let level = 0; current && level <= MAX_LEVELS; level += 1) {
    for (const version of versions) {
      const api = apiOn(current, version);
      if (api) return { version, api };
    }
    const parent = read(current, 'parent') as WindowLike | null | undefined;
    if (!parent || parent === current) return null;
    current = parent;
  }
  return null;
}

/**
 * Finds the LMS's API as the SCORM run-time environment says: up the `parent` chain of this
 * window, then through `opener` and its parents. A window of another origin in the chain is
 * skipped, not fatal: each read is guarded. `versions` is the order to prefer (the package's own first).
 */
export function findScormApi(self: WindowLike, versions: readonly ScormVersion[]): FoundApi | null {
  const fromParents = searchParents(self, versions);
  if (fromParents) return fromParents;
  const opener = read(self, 'opener') as WindowLike | null | undefined;
  return opener ? searchParents(opener, versions) : null;
}
