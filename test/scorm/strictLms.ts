// A strict LMS double for both SCORM versions: a plain JS API object that refuses what the
// run-time specs refuse (a value outside the vocabulary, a malformed time, an over-long
// suspend_data, a read-only element written, any call before Initialize or after finish) and
// can play the quirks real LMSs have. Every refusal is kept, so a test can demand none.
// Self-contained (no imports): the browser suites bundle it into their LMS page.

export type StrictVersion = '1.2' | '2004';

export interface StrictLmsOptions {
  learnerId?: string;
  learnerName?: string;
  /** What the LMS kept from the last session (a `stored()` of it): its next launch resumes. */
  previous?: Record<string, string>;
  /** Answers SetValue on cmi.interactions.* with "false" (some LMSs keep no interactions). */
  refuseInteractions?: boolean;
}

export interface StrictLms {
  api: Record<string, (...args: string[]) => string>;
  /** Calls refused for breaking the spec, as `Call(args): why`. */
  refused: string[];
  /** Every call, in order, as `Call(args) -> result`. */
  calls: string[];
  /** The values as of the last commit (what the LMS persists). */
  stored(): Record<string, string>;
  commits: number;
  finished: boolean;
}

const TIME_12 = /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/;
const TIME_2004 = /^P(?:\d+Y)?(?:\d+M)?(?:\d+D)?(?:T(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d{1,2})?S)?)?$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const within = (low: number, high: number) => (value: string) => DECIMAL.test(value) && Number(value) >= low && Number(value) <= high;
const oneOf = (...words: string[]) => (value: string) => words.includes(value);
const maxLength = (max: number) => (value: string) => value.length <= max;

type Rule = { write?: (value: string) => boolean; read?: boolean };

const RULES: Record<StrictVersion, Record<string, Rule>> = {
  '1.2': {
    'cmi.core.student_id': { read: true },
    'cmi.core.student_name': { read: true },
    'cmi.core.entry': { read: true },
    'cmi.core.lesson_status': { read: true, write: oneOf('passed', 'completed', 'failed', 'incomplete', 'browsed') },
    'cmi.core.lesson_location': { read: true, write: maxLength(255) },
    'cmi.core.score.raw': { read: true, write: (v) => v === '' || within(0, 100)(v) },
    'cmi.core.score.min': { read: true, write: (v) => v === '' || within(0, 100)(v) },
    'cmi.core.score.max': { read: true, write: (v) => v === '' || within(0, 100)(v) },
    'cmi.core.session_time': { write: (v) => TIME_12.test(v) },
    'cmi.core.exit': { write: oneOf('time-out', 'suspend', 'logout', '') },
    'cmi.suspend_data': { read: true, write: maxLength(4096) },
  },
  '2004': {
    'cmi.learner_id': { read: true },
    'cmi.learner_name': { read: true },
    'cmi.entry': { read: true },
    'cmi.completion_status': { read: true, write: oneOf('completed', 'incomplete', 'not attempted', 'unknown') },
    'cmi.success_status': { read: true, write: oneOf('passed', 'failed', 'unknown') },
    'cmi.location': { read: true, write: maxLength(1000) },
    'cmi.score.scaled': { read: true, write: within(-1, 1) },
    'cmi.score.raw': { read: true, write: (v) => DECIMAL.test(v) },
    'cmi.score.min': { read: true, write: (v) => DECIMAL.test(v) },
    'cmi.score.max': { read: true, write: (v) => DECIMAL.test(v) },
    'cmi.session_time': { write: (v) => TIME_2004.test(v) && v !== 'P' && !v.endsWith('T') },
    'cmi.exit': { write: oneOf('timeout', 'suspend', 'logout', 'normal', '') },
    'cmi.suspend_data': { read: true, write: maxLength(64000) },
  },
};

const NAMES = {
  '1.2': { init: 'LMSInitialize', get: 'LMSGetValue', set: 'LMSSetValue', commit: 'LMSCommit', finish: 'LMSFinish', error: 'LMSGetLastError', errorString: 'LMSGetErrorString', diagnostic: 'LMSGetDiagnostic' },
  '2004': { init: 'Initialize', get: 'GetValue', set: 'SetValue', commit: 'Commit', finish: 'Terminate', error: 'GetLastError', errorString: 'GetErrorString', diagnostic: 'GetDiagnostic' },
} as const;

function firstValues(version: StrictVersion, options: StrictLmsOptions): Map<string, string> {
  const previous = options.previous ?? {};
  const resumed = version === '1.2' ? previous['cmi.core.exit'] === 'suspend' : previous['cmi.exit'] === 'suspend';
  const keep = (key: string, fallback: string) => previous[key] ?? fallback;
  const id = options.learnerId ?? 'learner-1';
  const name = options.learnerName ?? 'Learner, Test';
  return version === '1.2'
    ? new Map([
        ['cmi.core.student_id', id], ['cmi.core.student_name', name], ['cmi.core.entry', resumed ? 'resume' : 'ab-initio'],
        ['cmi.core.lesson_status', keep('cmi.core.lesson_status', 'not attempted')], ['cmi.core.lesson_location', resumed ? keep('cmi.core.lesson_location', '') : ''],
        ['cmi.suspend_data', resumed ? keep('cmi.suspend_data', '') : ''], ['cmi.core.score.raw', keep('cmi.core.score.raw', '')],
      ])
    : new Map([
        ['cmi.learner_id', id], ['cmi.learner_name', name], ['cmi.entry', resumed ? 'resume' : 'ab-initio'],
        ['cmi.completion_status', keep('cmi.completion_status', 'unknown')], ['cmi.success_status', keep('cmi.success_status', 'unknown')],
        ['cmi.location', resumed ? keep('cmi.location', '') : ''], ['cmi.suspend_data', resumed ? keep('cmi.suspend_data', '') : ''],
      ]);
}

export function createStrictLms(version: StrictVersion, options: StrictLmsOptions = {}): StrictLms {
  const names = NAMES[version];
  const rules = RULES[version];
  const values = firstValues(version, options);
  let state: 'new' | 'running' | 'finished' = 'new';
  let lastError = '0';
  let stored: Record<string, string> = {};
  const lms: StrictLms = { api: {}, refused: [], calls: [], stored: () => ({ ...stored }), commits: 0, finished: false };

  const answer = (call: string, args: string[], result: string, why?: string) => {
    lms.calls.push(`${call}(${args.map((a) => JSON.stringify(a)).join(', ')}) -> ${result}`);
    if (why) lms.refused.push(`${call}(${args.map((a) => JSON.stringify(a)).join(', ')}): ${why}`);
    lastError = why ? '101' : '0';
    return result;
  };
  const running = (call: string, args: string[]) => (state === 'running' ? null : answer(call, args, call === names.get ? '' : 'false', state === 'new' ? 'before initialize' : 'after finish'));

  lms.api[names.init] = (...args) => (state !== 'new' || args[0] !== '' ? answer(names.init, args, 'false', 'initialize twice or with an argument') : ((state = 'running'), answer(names.init, args, 'true')));
  lms.api[names.get] = (element = '') => running(names.get, [element]) ?? (rules[element]?.read ? answer(names.get, [element], values.get(element) ?? '') : answer(names.get, [element], '', 'not readable'));
  lms.api[names.set] = (element = '', value = '') => {
    const stopped = running(names.set, [element, value]);
    if (stopped !== null) return stopped;
    if (options.refuseInteractions && element.startsWith('cmi.interactions.')) return answer(names.set, [element, value], 'false');
    const rule = rules[element];
    if (!rule?.write) return answer(names.set, [element, value], 'false', 'not writable');
    if (typeof value !== 'string' || !rule.write(value)) return answer(names.set, [element, value], 'false', 'value refused');
    values.set(element, value);
    return answer(names.set, [element, value], 'true');
  };
  lms.api[names.commit] = (...args) => {
    const stopped = running(names.commit, args);
    if (stopped !== null) return stopped;
    stored = Object.fromEntries(values);
    lms.commits += 1;
    return answer(names.commit, args, 'true');
  };
  lms.api[names.finish] = (...args) => {
    const stopped = running(names.finish, args);
    if (stopped !== null) return stopped;
    stored = Object.fromEntries(values);
    state = 'finished';
    lms.finished = true;
    return answer(names.finish, args, 'true');
  };
  lms.api[names.error] = () => lastError;
  lms.api[names.errorString] = () => (lastError === '0' ? 'No error' : 'General error');
  lms.api[names.diagnostic] = () => '';
  return lms;
}
