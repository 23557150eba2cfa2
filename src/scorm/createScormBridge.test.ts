import { describe, expect, it } from 'vitest';
import { methodCourse } from '../../test/fixtures';
import { normalizeCourse } from '../model/normalizeCourse';
import { createScormBridge } from './createScormBridge';
import type { ScormLaunch } from './launch';
import { PROTOCOL } from './protocol';

const course = normalizeCourse(methodCourse).course;
const LMS = 'https://lms.example.edu';
const launch: ScormLaunch = { lmsOrigin: LMS, version: '2004', learnerId: 'u-1', learnerName: 'Doe, Jo', entry: 'ab-initio', resume: '', location: '', credential: 'c' };

/** A hosted page's window: its parent records what it is sent, and where to. */
function fakeWindow(referrer = `${LMS}/mod/scorm/player.php`, framed = true) {
  const sent: Array<{ message: unknown; target: string }> = [];
  const listeners: Array<(event: MessageEvent) => void> = [];
  const parent = { postMessage: (message: unknown, target: string) => void sent.push({ message, target }) };
  const window = { document: { referrer }, addEventListener: (_: string, listener: (event: MessageEvent) => void) => void listeners.push(listener), removeEventListener: () => undefined } as unknown as Window & { parent: unknown };
  (window as { parent: unknown }).parent = framed ? parent : window;
  return { window, sent, parent, hear: (event: Partial<MessageEvent>) => listeners.forEach((listener) => listener(event as MessageEvent)) };
}

describe('the hosted page bridge', () => {
  it('says ready to the LMS origin only, then numbered summaries, each number above the last', () => {
    const page = fakeWindow();
    const bridge = createScormBridge({ launch, allowedLmsOrigins: [LMS], course, window: page.window });
    expect(bridge).toMatchObject({ connected: true, refusal: null, learner: { id: 'u-1', name: 'Doe, Jo' } });
    bridge.onEvent({ type: 'screen_viewed', phaseId: 'ph-intro', screenIndex: 0, screenCount: 1 });
    bridge.onEvent({ type: 'answer_changed', blockId: 'b', answer: {} as never });
    expect(page.sent.map((item) => item.target)).toEqual([LMS, LMS]);
    const [ready, summary] = page.sent.map((item) => item.message as { type: string; kind: string; seq: number });
    expect(ready).toMatchObject({ type: PROTOCOL, kind: 'ready' });
    expect(summary).toMatchObject({ type: PROTOCOL, kind: 'summary', summary: { location: 'ph-intro#0', completion: 'incomplete' } });
    expect(summary!.seq).toBeGreaterThan(ready!.seq);
  });

  it.each([
    ['an LMS origin not in the list', fakeWindow(), ['https://other.example'], /not in the allowed list/],
    ['a referrer of another origin', fakeWindow('https://evil.example/page'), [LMS], /is not https:\/\/lms\.example\.edu/],
    ['a page that is not framed', fakeWindow(undefined, false), [LMS], /not framed/],
  ])('refuses %s and sends nothing', (_what, page, allowed, why) => {
    const bridge = createScormBridge({ launch, allowedLmsOrigins: allowed, course, window: page.window });
    bridge.onEvent({ type: 'completed', durationMs: 1 });
    expect(bridge.connected).toBe(false);
    expect(bridge.refusal).toMatch(why);
    expect(page.sent).toEqual([]);
  });

  it('hears what the LMS recorded only from the LMS origin and the parent window', () => {
    const page = fakeWindow();
    const recorded: Array<[number, boolean]> = [];
    createScormBridge({ launch, allowedLmsOrigins: [LMS], course, window: page.window, onRecorded: (seq, committed) => recorded.push([seq, committed]) });
    const data = { type: PROTOCOL, kind: 'recorded', seq: 5, committed: true };
    page.hear({ origin: 'https://evil.example', source: page.parent as never, data });
    page.hear({ origin: LMS, source: null, data });
    page.hear({ origin: LMS, source: page.parent as never, data: { ...data, kind: 'other' } });
    page.hear({ origin: LMS, source: page.parent as never, data });
    expect(recorded).toEqual([[5, true]]);
  });
});
