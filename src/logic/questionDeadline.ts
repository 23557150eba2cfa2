import type { Question } from '../model/types';
import type { QuestionSpan, QuestionSpans } from './questionClock';

// The timed quiz's own rules (its lazily loaded renderer is their only user); what Continue and
// the store need of them (a question that ran out is settled) is in timedQuizClocks.ts.

/** The warning (and the "More time" button) comes this many seconds before a question's end: WCAG 2.2.1 asks for at least 20. */
export const WARNING_SECONDS = 20;
/** How many times "More time" extends one question: WCAG 2.2.1 asks for at least ten. */
export const MAX_EXTENSIONS = 10;

/**
 * Where one question's enforced time stands at a moment: waiting (not reached yet), running,
 * warning (the last WARNING_SECONDS), or expired (locked).
 */
export type QuestionTime =
  | { state: 'waiting' }
  | { state: 'running' | 'warning'; secondsLeft: number; extensions: number }
  | { state: 'expired' };

/** Whether a question has a time limit at all (a limit of 0 or none is no limit). */
export function isTimedQuestion(question: Question): boolean {
  return question.timeLimitSeconds !== null && question.timeLimitSeconds > 0;
}

/** Seconds one "More time" adds: the question's own limit again, never less than the warning. */
export function extensionSeconds(limitSeconds: number): number {
  return Math.max(WARNING_SECONDS, limitSeconds);
}

/** Seconds a question allows in all after `extensions` presses of "More time". */
export function allowedSeconds(limitSeconds: number, extensions = 0): number {
  return limitSeconds + extensions * extensionSeconds(limitSeconds);
}

/** The wall-clock ms at which a started question's time runs out. */
export function deadlineOf(span: QuestionSpan, limitSeconds: number): number {
  return span.startedAt + allowedSeconds(limitSeconds, span.extensions ?? 0) * 1000;
}

export function questionTime(span: QuestionSpan | undefined, limitSeconds: number, nowMs: number): QuestionTime {
  if (!span) return { state: 'waiting' };
  const deadline = deadlineOf(span, limitSeconds);
  if (span.expiredAt !== undefined || nowMs >= deadline) return { state: 'expired' };
  const extensions = span.extensions ?? 0;
  // A clock set back never shows more time than the question allows.
  const secondsLeft = Math.min(allowedSeconds(limitSeconds, extensions), Math.ceil((deadline - nowMs) / 1000));
  return { state: secondsLeft <= WARNING_SECONDS ? 'warning' : 'running', secondsLeft, extensions };
}

/** Whether "More time" is offered: once the learner has been warned, while extensions remain. */
export function canExtend(time: QuestionTime): boolean {
  if (time.state !== 'running' && time.state !== 'warning') return false;
  return time.extensions < MAX_EXTENSIONS && (time.state === 'warning' || time.extensions > 0);
}

/**
 * The spans at `at` under enforced limits: a question whose deadline passed is marked expired (at
 * its deadline); a question answered before its turn starts its time; the running question (the
 * first timed one neither answered nor expired) starts its time. Spans are never stopped: an
 * answered question can be changed until its own time runs out. The same object comes back when
 * nothing changed, so callers can skip a write.
 */
export function settleDeadlines(questions: readonly Question[], byQuestion: Readonly<Record<string, number>>, previous: QuestionSpans, at: number): QuestionSpans {
  const next: Record<string, QuestionSpan> = { ...previous };
  let changed = false;
  const timed = questions.filter(isTimedQuestion);
  for (const question of timed) {
    const span = next[question.id];
    if (!span) {
      if (byQuestion[question.id] === undefined) continue;
      next[question.id] = { startedAt: at, stoppedAt: null };
      changed = true;
      continue;
    }
    const deadline = deadlineOf(span, question.timeLimitSeconds!);
    if (span.expiredAt !== undefined || at < deadline) continue;
    next[question.id] = { ...span, expiredAt: deadline };
    changed = true;
  }
  const running = timed.find((question) => byQuestion[question.id] === undefined && next[question.id]?.expiredAt === undefined);
  if (running && !next[running.id]) {
    next[running.id] = { startedAt: at, stoppedAt: null };
    changed = true;
  }
  return changed ? next : previous;
}

/** The spans after one "More time" for a question that is running, if it may still be extended. */
export function extendDeadline(previous: QuestionSpans, question: Question, at: number): QuestionSpans {
  const span = previous[question.id];
  if (!span || !isTimedQuestion(question)) return previous;
  const time = questionTime(span, question.timeLimitSeconds!, at);
  if (time.state === 'waiting' || time.state === 'expired' || time.extensions >= MAX_EXTENSIONS) return previous;
  return { ...previous, [question.id]: { ...span, extensions: time.extensions + 1 } };
}
