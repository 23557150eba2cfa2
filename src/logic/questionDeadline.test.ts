import { describe, expect, it } from 'vitest';
import type { Question } from '../model/types';
import type { QuestionSpans } from './questionClock';
import {
  allowedSeconds,
  canExtend,
  extendDeadline,
  extensionSeconds,
  MAX_EXTENSIONS,
  questionTime,
  settleDeadlines,
  WARNING_SECONDS,
} from './questionDeadline';

const question = (id: string, timeLimitSeconds: number | null): Question => ({
  id, prompt: id, options: [], timeLimitSeconds, matchId: null, badgeLabel: null,
});
const started = (startedAt: number, extra: { extensions?: number; expiredAt?: number } = {}) => ({ startedAt, stoppedAt: null, ...extra });

describe('the enforced limit', () => {
  it('warns at 20 seconds and allows ten extensions (WCAG 2.2.1)', () => {
    expect(WARNING_SECONDS).toBe(20);
    expect(MAX_EXTENSIONS).toBe(10);
  });

  it.each([
    [30, 0, 30],
    [30, 1, 60],
    [30, 10, 330],
    [10, 1, 30],
    [90, 2, 270],
  ])('a %d s question extended %d times allows %d s (each adds the limit, at least 20 s)', (limit, extensions, allowed) => {
    expect(allowedSeconds(limit, extensions)).toBe(allowed);
    expect(extensionSeconds(limit)).toBe(Math.max(20, limit));
  });
});

describe('questionTime', () => {
  it.each([
    ['not started', undefined, 0, { state: 'waiting' }],
    ['just started', started(0), 0, { state: 'running', secondsLeft: 30, extensions: 0 }],
    ['a part-second in', started(0), 500, { state: 'running', secondsLeft: 30, extensions: 0 }],
    ['one second before the warning', started(0), 9_000, { state: 'running', secondsLeft: 21, extensions: 0 }],
    ['at the warning', started(0), 10_000, { state: 'warning', secondsLeft: 20, extensions: 0 }],
    ['in the last second', started(0), 29_001, { state: 'warning', secondsLeft: 1, extensions: 0 }],
    ['at the deadline', started(0), 30_000, { state: 'expired' }],
    ['long after (a sleep)', started(0), 3_600_000, { state: 'expired' }],
    ['with the clock set back', started(60_000), 0, { state: 'running', secondsLeft: 30, extensions: 0 }],
    ['once extended, out of the warning again', started(0, { extensions: 1 }), 15_000, { state: 'running', secondsLeft: 45, extensions: 1 }],
    ['recorded as expired, whatever the clock says', started(0, { expiredAt: 30_000 }), 0, { state: 'expired' }],
  ])('%s', (_name, span, now, time) => {
    expect(questionTime(span, 30, now)).toEqual(time);
  });
});

describe('canExtend', () => {
  it.each([
    ['waiting', { state: 'waiting' } as const, false],
    ['running, never warned', { state: 'running', secondsLeft: 25, extensions: 0 } as const, false],
    ['warned', { state: 'warning', secondsLeft: 20, extensions: 0 } as const, true],
    ['running after an extension', { state: 'running', secondsLeft: 45, extensions: 1 } as const, true],
    ['warned with every extension used', { state: 'warning', secondsLeft: 20, extensions: 10 } as const, false],
    ['expired', { state: 'expired' } as const, false],
  ])('%s: %s', (_name, time, expected) => {
    expect(canExtend(time)).toBe(expected);
  });
});

describe('settleDeadlines', () => {
  const questions = [question('a', 30), question('untimed', null), question('zero', 0), question('b', 30), question('c', 30)];

  it.each<[string, Record<string, number>, QuestionSpans, number, QuestionSpans]>([
    ['starts the first question', {}, {}, 1000, { a: started(1000) }],
    ['keeps a running question as it is (a reload continues its time)', {}, { a: started(0) }, 9000, { a: started(0) }],
    ['starts the next once the first is answered, and keeps the first running', { a: 1 }, { a: started(0) }, 5000, { a: started(0), b: started(5000) }],
    ['expires a question at its deadline and starts the next then', {}, { a: started(0) }, 30_000, { a: started(0, { expiredAt: 30_000 }), b: started(30_000) }],
    ['records the deadline, not the moment it was noticed (a sleep)', {}, { a: started(0) }, 600_000, { a: started(0, { expiredAt: 30_000 }), b: started(600_000) }],
    ['expires an answered question too, keeping its answer elsewhere', { a: 2 }, { a: started(0), b: started(4000) }, 30_000, { a: started(0, { expiredAt: 30_000 }), b: started(4000) }],
    ['counts extensions into the deadline', {}, { a: started(0, { extensions: 1 }) }, 59_000, { a: started(0, { extensions: 1 }) }],
    ['starts a question answered before its turn', { c: 0 }, { a: started(0) }, 2000, { a: started(0), c: started(2000) }],
    ['starts nothing once every timed question is settled', { b: 1, c: 0 }, { a: started(0, { expiredAt: 30_000 }), b: started(30_000), c: started(31_000) }, 32_000, { a: started(0, { expiredAt: 30_000 }), b: started(30_000), c: started(31_000) }],
    ['leaves the clocks of other blocks alone', {}, { other: started(0) }, 90_000, { other: started(0), a: started(90_000) }],
  ])('%s', (_name, byQuestion, previous, at, expected) => {
    expect(settleDeadlines(questions, byQuestion, previous, at)).toEqual(expected);
  });

  it('returns the same object when nothing changed, so no store write follows', () => {
    const spans = { a: started(0) };
    expect(settleDeadlines(questions, {}, spans, 10_000)).toBe(spans);
  });
});

describe('extendDeadline', () => {
  const timed = question('a', 30);

  it.each<[string, QuestionSpans, number, QuestionSpans | 'same']>([
    ['adds one extension to a running question', { a: started(0) }, 12_000, { a: started(0, { extensions: 1 }) }],
    ['adds up to ten', { a: started(0, { extensions: 9 }) }, 12_000, { a: started(0, { extensions: 10 }) }],
    ['not an eleventh', { a: started(0, { extensions: 10 }) }, 12_000, 'same'],
    ['not to a question that ran out', { a: started(0) }, 30_000, 'same'],
    ['not to a question recorded as expired', { a: started(0, { expiredAt: 30_000 }) }, 1000, 'same'],
    ['not to a question that has not started', {}, 0, 'same'],
  ])('%s', (_name, previous, at, expected) => {
    const next = extendDeadline(previous, timed, at);
    if (expected === 'same') expect(next).toBe(previous);
    else expect(next).toEqual(expected);
  });
});
