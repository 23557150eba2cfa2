import { describe, expect, it } from 'vitest';
import type { Question } from '../../model/types';
import { activeQuestionId, countdownPhase, nearlyUpAt, remainingSeconds } from './countdownClock';

const question = (id: string, timeLimitSeconds: number | null): Question => ({
  id, prompt: id, options: [], timeLimitSeconds, matchId: null, badgeLabel: null,
});

describe('countdown', () => {
  it.each([
    [30, 0, 30],
    [30, 12, 18],
    [30, 29.5, 1],
    [30, 45, 0],
  ])('remainingSeconds(%d, %d) is %d', (limit, elapsed, left) => {
    expect(remainingSeconds(limit, elapsed)).toBe(left);
  });

  it.each([
    [30, 10],
    [90, 10],
    [6, 2],
    [1, 1],
  ])('nearlyUpAt(%d) is %d', (limit, at) => {
    expect(nearlyUpAt(limit)).toBe(at);
  });

  it.each([
    [30, 0, 'running'],
    [30, 19, 'running'],
    [30, 20, 'nearly-up'],
    [30, 30, 'up'],
    [30, 300, 'up'],
  ])('countdownPhase(%d, %d) is %s', (limit, elapsed, phase) => {
    expect(countdownPhase(limit, elapsed)).toBe(phase);
  });

  it.each([
    ['the first unanswered timed question', { a: 1 }, 'b'],
    ['none once all timed ones are answered', { a: 1, b: 0 }, null],
    ['the first when nothing is answered', {}, 'a'],
  ])('activeQuestionId: %s', (_name, byQuestion, expected) => {
    const questions = [question('a', 30), question('untimed', null), question('b', 20)];
    expect(activeQuestionId(questions, byQuestion)).toBe(expected);
  });
});
