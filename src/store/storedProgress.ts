import * as v from 'valibot';
import { enterablePosition } from '../logic/enterablePosition';
import type { Course } from '../model/types';
import { readStoredCreditClaim } from './storedCreditClaim';
import { readStoredOutbox } from './storedOutbox';
import type { PersistedProgress } from './types';

// The stored-progress rules, in a chunk of their own (persistenceCode.ts): loaded only when a
// stored record is read, never on a page without `persistence` or on a first visit.

const Flags = v.record(v.string(), v.literal(true));
const AnswerSchema = v.variant('type', [
  v.object({ type: v.literal('selections'), byQuestion: v.record(v.string(), v.string()) }),
  v.object({ type: v.literal('timed'), byQuestion: v.record(v.string(), v.number()) }),
  v.object({ type: v.literal('matches'), bySource: v.record(v.string(), v.string()) }),
  v.object({ type: v.literal('placements'), byItem: v.record(v.string(), v.string()) }),
  v.object({ type: v.literal('pairs'), pairs: v.array(v.tuple([v.string(), v.string()])) }),
  v.object({ type: v.literal('value'), value: v.union([v.string(), v.number()]) }),
]);
const StoredSchema = v.object({
  position: v.nullable(v.object({ phaseId: v.string(), screenIndex: v.number() })),
  answers: v.record(v.string(), AnswerSchema),
  revealed: Flags,
  completed: Flags,
  results: v.record(v.string(), v.looseObject({ score: v.nullable(v.number()), passed: v.nullable(v.boolean()), allPhasesComplete: v.boolean(), rationaleIds: v.array(v.string()) })),
  rationales: v.record(v.string(), v.looseObject({ questionId: v.string() })),
  clock: v.object({ spentMs: v.record(v.string(), v.number()), running: v.unknown() }),
  courseComplete: v.boolean(),
  // Absent from progress stored before question clocks were kept.
  questionClocks: v.optional(v.record(v.string(), v.object({
    startedAt: v.number(),
    stoppedAt: v.nullable(v.number()),
    // Enforced time limits: "More time" presses and when the time ran out (absent before enforcement).
    extensions: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    expiredAt: v.optional(v.number()),
  }))),
  // Absent from progress stored before media completion rules.
  mediaWatch: v.optional(v.record(v.string(), v.object({
    ranges: v.array(v.tuple([v.number(), v.number()])),
    duration: v.optional(v.number()),
    transcript: v.optional(v.literal(true)),
    unplayable: v.optional(v.literal(true)),
  }))),
  // Checked entry by entry (storedOutbox.ts): a bad entry costs only itself, never the progress.
  outbox: v.optional(v.unknown()),
  // Absent before claims were kept; checked on its own (storedCreditClaim.ts), like the outbox.
  creditClaim: v.optional(v.unknown()),
});

/** Stored progress that matches this course, or null (and a diagnostic) when it cannot be trusted. */
export function readStoredProgress(course: Course, stored: unknown, report: (message: string) => void): PersistedProgress | null {
  const parsed = v.safeParse(StoredSchema, stored);
  if (!parsed.success) {
    report(`stored progress ignored: ${parsed.issues[0]?.message ?? 'unreadable'}`);
    return null;
  }
  const { creditClaim: storedClaim, ...progress } = parsed.output;
  const creditClaim = readStoredCreditClaim(storedClaim, report);
  const answers = Object.fromEntries(Object.entries(progress.answers).filter(([id]) => course.blocks[id] !== undefined));
  return {
    ...(progress as unknown as PersistedProgress),
    answers,
    ...(progress.outbox !== undefined ? { outbox: readStoredOutbox(course, progress.outbox, report) } : {}),
    ...(creditClaim ? { creditClaim } : {}),
    // Stored progress is edited by hand or left behind by an older course revision now and then.
    position: enterablePosition(course, progress.position, progress.completed as PersistedProgress['completed']),
    // Time while the page was closed does not count.
    clock: { spentMs: progress.clock.spentMs, running: null },
  };
}
