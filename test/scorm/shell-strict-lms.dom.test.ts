import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL, type ScormSummary } from '../../src/scorm/protocol';
import { startShell } from '../../src/scorm/shell/shell';
import { SHELL_TEXT } from '../../src/scorm/shell/shellView';
import { createStrictLms, type StrictLms, type StrictVersion } from './strictLms';

/**
 * The shell against the strict LMS double in jsdom: what it writes in each version, that the LMS
 * refuses none of it, what it drops, and how it ends. The hosted page is simulated by messages
 * from the frame's window (jsdom loads no frame); the browser suites frame a real one.
 */
const HOSTED = 'https://courses.example.org';
const config = (version: StrictVersion) => ({ version, launchUrl: `${HOSTED}/play?course=7`, credential: 'cred-1', title: 'Beyond Metformin' });
const passed: ScormSummary = { completion: 'completed', success: 'passed', scaled: 0.9, location: 'assessment#1', sessionSeconds: 754.3, resume: 'assessment#1' };
const midway: ScormSummary = { completion: 'incomplete', success: 'unknown', scaled: null, location: 'education#2', sessionSeconds: 61, resume: 'education#2' };
const win = window as unknown as Record<string, unknown>;

function frame(): HTMLIFrameElement {
  return document.querySelector('iframe')!;
}

function fromHosted(data: unknown, origin = HOSTED, source: MessageEventSource | null = frame().contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

let seq = 0;
const ready = () => fromHosted({ type: PROTOCOL, kind: 'ready', seq: ++seq });
const summary = (value: ScormSummary) => fromHosted({ type: PROTOCOL, kind: 'summary', seq: ++seq, summary: value });

function launch(version: StrictVersion, lms: StrictLms, where: 'self' | 'opener' = 'self') {
  const name = version === '1.2' ? 'API' : 'API_1484_11';
  if (where === 'self') win[name] = lms.api;
  else Object.defineProperty(window, 'opener', { value: { [name]: lms.api }, configurable: true });
  return startShell(window, config(version));
}

beforeEach(() => {
  document.body.replaceChildren();
  seq = 0;
});
afterEach(() => {
  delete win.API;
  delete win.API_1484_11;
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
  // Each test's shell ends its own LMS session here, so no listener of it writes in the next test.
  window.dispatchEvent(new Event('pagehide'));
  vi.useRealTimers();
});

describe.each(['1.2', '2004'] as const)('the shell with a strict SCORM %s LMS', (version) => {
  it('starts the attempt, frames the hosted page with the launch, and records a verdict the LMS accepts', () => {
    const lms = createStrictLms(version, { learnerId: 'u-42', learnerName: 'Hill, Marcus' });
    const shell = launch(version, lms);
    const url = new URL(frame().src);
    expect(url.origin + url.pathname).toBe(`${HOSTED}/play`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      course: '7', scorm_origin: window.location.origin, scorm_version: version, scorm_learner_id: 'u-42', scorm_learner_name: 'Hill, Marcus',
      scorm_entry: 'ab-initio', scorm_resume: '', scorm_location: '', scorm_credential: 'cred-1',
    });
    expect(frame().hidden).toBe(true);
    ready();
    expect(frame().hidden).toBe(false);
    summary(passed);
    expect(lms.refused).toEqual([]);
    expect(shell.recorded).toEqual([2]);
    expect(lms.stored()).toMatchObject(
      version === '1.2'
        ? { 'cmi.core.lesson_status': 'passed', 'cmi.core.score.raw': '90', 'cmi.core.session_time': '0000:12:34.30', 'cmi.core.exit': '', 'cmi.suspend_data': 'ce1:assessment#1' }
        : { 'cmi.completion_status': 'completed', 'cmi.success_status': 'passed', 'cmi.score.scaled': '0.9', 'cmi.session_time': 'PT12M34.3S', 'cmi.exit': 'normal', 'cmi.suspend_data': 'ce1:assessment#1' },
    );
    // Score, then completion, then success, then the commit (the last of each in the call log).
    const key = /score\.raw|lesson_status|completion_status|success_status|^(LMS)?Commit/;
    const order = lms.calls.filter((call) => key.test(call)).slice(version === '1.2' ? -3 : -4).map((call) => /"(cmi[^"]+)"/.exec(call)?.[1] ?? 'commit');
    expect(order).toEqual(version === '1.2' ? ['cmi.core.score.raw', 'cmi.core.lesson_status', 'commit'] : ['cmi.score.raw', 'cmi.completion_status', 'cmi.success_status', 'commit']);
  });

  it('leaves a course closed midway incomplete, suspended and resumable at the same screen', () => {
    const first = createStrictLms(version);
    launch(version, first);
    ready();
    summary(midway);
    window.dispatchEvent(new Event('pagehide'));
    expect(first.finished).toBe(true);
    expect(first.refused).toEqual([]);
    const stored = first.stored();
    expect(stored[version === '1.2' ? 'cmi.core.lesson_status' : 'cmi.completion_status']).toBe('incomplete');
    expect(stored[version === '1.2' ? 'cmi.core.exit' : 'cmi.exit']).toBe('suspend');
    delete win.API;
    delete win.API_1484_11;
    document.body.replaceChildren();
    const again = createStrictLms(version, { previous: stored });
    launch(version, again);
    const params = new URL(frame().src).searchParams;
    expect([params.get('scorm_entry'), params.get('scorm_resume'), params.get('scorm_location')]).toEqual(['resume', 'education#2', 'education#2']);
    expect(again.refused).toEqual([]);
  });

  it('drops messages from another origin, another window, of a wrong shape, or replayed: nothing reaches the LMS', () => {
    const lms = createStrictLms(version);
    const shell = launch(version, lms);
    ready();
    const before = lms.calls.length;
    const good = { type: PROTOCOL, kind: 'summary', seq: 10, summary: passed };
    fromHosted(good, 'https://evil.example');
    fromHosted(good, HOSTED, window);
    fromHosted({ ...good, summary: { ...passed, scaled: 5 } });
    fromHosted({ ...good, kind: 'finish' });
    fromHosted(JSON.stringify(good));
    expect(lms.calls.length).toBe(before);
    fromHosted(good);
    const after = lms.calls.length;
    fromHosted(good);
    fromHosted({ ...good, seq: 9 });
    expect(lms.calls.length).toBe(after);
    expect(shell.recorded).toEqual([10]);
  });

  it('commits when the page is hidden and finishes exactly once on pagehide or beforeunload', () => {
    const lms = createStrictLms(version);
    launch(version, lms);
    ready();
    const commits = lms.commits;
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(lms.commits).toBe(commits + 1);
    window.dispatchEvent(new Event('beforeunload'));
    window.dispatchEvent(new Event('pagehide'));
    summary(passed);
    expect(lms.calls.filter((call) => /^(LMSFinish|Terminate)/.test(call))).toHaveLength(1);
    // No call after the finish, and the session time of a session with no summary is the shell's own.
    expect(lms.refused).toEqual([]);
    expect(lms.stored()[version === '1.2' ? 'cmi.core.session_time' : 'cmi.session_time']).toMatch(version === '1.2' ? /^\d{4}:\d{2}:\d{2}\.\d{2}$/ : /^PT/);
  });

  it('tells the learner and offers Retry when the hosted page never says ready; nothing is recorded', async () => {
    vi.useFakeTimers();
    const lms = createStrictLms(version);
    launch(version, lms);
    const written = lms.calls.filter((call) => /SetValue/.test(call));
    expect(document.body.textContent).toContain(SHELL_TEXT.opening);
    vi.advanceTimersByTime(20_000);
    expect(document.body.textContent).toContain(SHELL_TEXT.notReady);
    expect(frame().hidden).toBe(true);
    const retry = [...document.querySelectorAll('button')].find((button) => button.textContent === SHELL_TEXT.retry)!;
    expect(retry.hidden).toBe(false);
    retry.click();
    expect(document.body.textContent).toContain(SHELL_TEXT.opening);
    expect(frame().src).toContain(`${HOSTED}/play`);
    expect(lms.calls.filter((call) => /SetValue/.test(call))).toEqual(written);
    // Only the start of the attempt was written: no status past incomplete, no score.
    expect(written.join()).not.toMatch(/passed|completed|score/);
  });

  it('finds the API only on the opener, and keeps recording when the LMS refuses interactions', () => {
    const lms = createStrictLms(version, { refuseInteractions: true });
    const shell = launch(version, lms, 'opener');
    expect(shell.version).toBe(version);
    ready();
    summary(passed);
    expect(lms.refused).toEqual([]);
    expect(shell.recorded).toHaveLength(1);
  });
});

describe('the shell with no LMS API', () => {
  it('says so in plain words and still frames the course', () => {
    const shell = startShell(window, config('2004'));
    expect(shell.version).toBeNull();
    expect(document.body.textContent).toContain(SHELL_TEXT.noLms);
    expect(new URL(frame().src).searchParams.get('scorm_learner_id')).toBe('');
    ready();
    summary(passed);
    expect(frame().hidden).toBe(false);
    expect(shell.recorded).toEqual([]);
  });
});

describe('the strict LMS double itself', () => {
  it.each(['1.2', '2004'] as const)('refuses what SCORM %s refuses', (version) => {
    const lms = createStrictLms(version);
    const [get, set, init, finish] = version === '1.2' ? ['LMSGetValue', 'LMSSetValue', 'LMSInitialize', 'LMSFinish'] : ['GetValue', 'SetValue', 'Initialize', 'Terminate'];
    lms.api[get]!('cmi.suspend_data');
    lms.api[init]!('');
    const status = version === '1.2' ? 'cmi.core.lesson_status' : 'cmi.completion_status';
    const time = version === '1.2' ? 'cmi.core.session_time' : 'cmi.session_time';
    expect(lms.api[set]!(status, 'done')).toBe('false');
    expect(lms.api[set]!(time, '1:2:3')).toBe('false');
    expect(lms.api[set]!('cmi.suspend_data', 'x'.repeat(version === '1.2' ? 4097 : 64_001))).toBe('false');
    expect(lms.api[set]!(version === '1.2' ? 'cmi.core.student_id' : 'cmi.learner_id', 'me')).toBe('false');
    lms.api[finish]!('');
    expect(lms.api[set]!(status, 'incomplete')).toBe('false');
    expect(lms.refused.map((line) => line.split(': ').pop())).toEqual(['before initialize', 'value refused', 'value refused', 'value refused', 'not writable', 'after finish']);
  });
});
