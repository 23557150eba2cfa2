import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../model/normalizeCourse';
import type { Question } from '../model/types';
import type { QuestionSpans } from './questionClock';
import { hasRunOut, isTimedQuizSettled, withoutBlockClocks } from './timedQuizClocks';

const { course } = normalizeCourse({
  contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'n',
  phases: [{ id: 'p', title: 'p', type: 'assessment', required: true, order: 0, display_mode: 'stacked', components: [
    { id: 'tq', type: 'timed_quiz', screen_index: 0, questions: [{ id: 'a', question: 'A?', options: ['x'], timeLimit: 30 }, { id: 'b', question: 'B?', options: ['x'], timeLimit: 30 }] },
    { id: 'mcq', type: 'mcq', screen_index: 0, questions: [{ id: 'm', question: 'M?', options: ['x'] }] },
  ] }],
});
const question = (id: string, timeLimitSeconds: number | null): Question => ({
  id, prompt: id, options: [], timeLimitSeconds, matchId: null, badgeLabel: null,
});

const ranOut = { startedAt: 0, stoppedAt: null, expiredAt: 30_000 };
const running = { startedAt: 0, stoppedAt: null };

describe('hasRunOut', () => {
  it.each([
    ['every question ran out', 'tq', { a: ranOut, b: ranOut }, true],
    ['one still runs', 'tq', { a: ranOut, b: running }, false],
    ['no clocks', 'tq', undefined, false],
    ['not a timed quiz', 'mcq', { m: ranOut }, false],
    ['no block', 'gone', { a: ranOut }, false],
  ])('%s: %s', (_name, id, spans, expected) => {
    expect(hasRunOut(course.blocks[id], spans)).toBe(expected);
  });
});

describe('withoutBlockClocks', () => {
  it.each([
    ['drops the blocks’ questions, keeps the rest', ['tq', 'mcq'], { a: ranOut, b: running, other: running }, { other: running }],
    ['undefined when none of them has a clock', ['tq'], { other: running }, undefined],
    ['undefined without clocks', ['tq'], undefined, undefined],
    ['undefined for blocks that are not timed', ['mcq'], { m: running }, undefined],
  ])('%s', (_name, blockIds, spans, expected) => {
    expect(withoutBlockClocks(course, blockIds, spans)).toEqual(expected);
  });
});

describe('isTimedQuizSettled', () => {
  const questions = [question('a', 30), question('b', 30), question('untimed', null)];

  it.each<[string, Record<string, number>, QuestionSpans, boolean]>([
    ['nothing answered', {}, {}, false],
    ['all answered', { a: 0, b: 1, untimed: 0 }, {}, true],
    ['one ran out, the rest answered', { b: 1, untimed: 0 }, { a: { startedAt: 0, stoppedAt: null, expiredAt: 30_000 } }, true],
    ['every timed one ran out, the untimed one still open', {}, { a: { startedAt: 0, stoppedAt: null, expiredAt: 1 }, b: { startedAt: 0, stoppedAt: null, expiredAt: 1 } }, false],
    ['a running clock is not an answer', { b: 1, untimed: 0 }, { a: { startedAt: 0, stoppedAt: null } }, false],
  ])('%s: %s', (_name, byQuestion, spans, settled) => {
    expect(isTimedQuizSettled(questions, byQuestion, spans)).toBe(settled);
  });
});
