import type { FoundApi } from './findApi';
import type { CmiWrite } from './cmiWrites';

/** The LMS's API in one vocabulary for both versions; every call is guarded (an LMS may throw). */
export interface LmsSession {
  initialize(): boolean;
  get(element: string): string;
  /** Sets each value in order; gives the elements the LMS refused. */
  setAll(writes: readonly CmiWrite[]): string[];
  commit(): boolean;
  /** LMSFinish / Terminate, once: later calls do nothing and give false. */
  finish(): boolean;
  readonly finished: boolean;
}

const CALLS = {
  '1.2': { initialize: 'LMSInitialize', get: 'LMSGetValue', set: 'LMSSetValue', commit: 'LMSCommit', finish: 'LMSFinish' },
  '2004': { initialize: 'Initialize', get: 'GetValue', set: 'SetValue', commit: 'Commit', finish: 'Terminate' },
} as const;

export function createLmsSession({ version, api }: FoundApi): LmsSession {
  const names = CALLS[version];
  let finished = false;
  const call = (name: string, ...args: string[]): string => {
    if (finished) return 'false';
    try {
      return String(api[name]!.call(api, ...args));
    } catch {
      return 'false';
    }
  };
  return {
    initialize: () => call(names.initialize, '') === 'true',
    get: (element) => call(names.get, element),
    setAll: (writes) => writes.filter(([element, value]) => call(names.set, element, value) !== 'true').map(([element]) => element),
    commit: () => call(names.commit, '') === 'true',
    finish() {
      if (finished) return false;
      const done = call(names.finish, '') === 'true';
      finished = true;
      return done;
    },
    get finished() {
      return finished;
    },
  };
}
