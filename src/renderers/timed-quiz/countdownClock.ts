import type { Question } from '../../model/types';

/** running: time left; nearly-up: the last stretch; up: the suggested time has passed (nothing locks). */
export type CountdownPhase = 'running' | 'nearly-up' | 'up';

export function remainingSeconds(limitSeconds: number, elapsedSeconds: number): number {
  return Math.max(0, Math.ceil(limitSeconds - elapsedSeconds));
}

/** When the "nearly up" notice is announced: 10 seconds before, or a third of a short limit. */
export function nearlyUpAt(limitSeconds: number): number {
  return Math.max(1, Math.min(10, Math.floor(limitSeconds / 3)));
}

export function countdownPhase(limitSeconds: number, elapsedSeconds: number): CountdownPhase {
  const left = remainingSeconds(limitSeconds, elapsedSeconds);
  if (left === 0) return 'up';
  return left <= nearlyUpAt(limitSeconds) ? 'nearly-up' : 'running';
}

/** The question whose clock runs: the first timed one without an answer, or null. */
export function activeQuestionId(questions: readonly Question[], byQuestion: Readonly<Record<string, number>>): string | null {
  const next = questions.find((question) => question.timeLimitSeconds !== null && question.timeLimitSeconds > 0 && byQuestion[question.id] === undefined);
  return next ? next.id : null;
}
