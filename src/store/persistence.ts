import * as v from 'valibot';
import { persist } from 'zustand/middleware';
import type { StateCreator } from 'zustand/vanilla';
import { enterablePosition } from '../logic/enterablePosition';
import type { Course } from '../model/types';
import { localStorageProgress } from './localStorageProgress';
import type { PlayerStoreOptions, ProgressStorage, Timers } from './options';
import { progressJsonStorage } from './progressJsonStorage';
import { readStoredCreditClaim } from './storedCreditClaim';
import { readStoredOutbox } from './storedOutbox';
import type { ProgressLoadingControl } from './progressLoading';
import type { PersistedProgress, PlayerState } from './types';

// Named here too: the stored-progress rules (and their tests) are read from this module.
export { MAX_STORED_PROGRESS_CHARS } from './storedText';

const STORAGE_VERSION = 1;

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

/** The storage key of one learner's progress in one course, or null without persistence. */
export function progressKey(options: PlayerStoreOptions): string | null {
  return options.persistence ? `${options.persistence.key}:${options.course.id}:${options.userId}` : null;
}

/** Where the host keeps progress: its adapter, localStorage by default, or null without persistence. */
export function progressStorage(options: PlayerStoreOptions): ProgressStorage | null {
  return options.persistence ? options.persistence.storage ?? localStorageProgress() ?? null : null;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Wraps the store creator with zustand `persist` when the host asked for persistence. `loading`
 * hears when a read from an async storage starts and when it is done.
 */
export function withPersistence(
  options: PlayerStoreOptions,
  loading: ProgressLoadingControl,
  creator: StateCreator<PlayerState>,
): StateCreator<PlayerState> {
  const storage = progressStorage(options);
  if (!options.persistence || !storage) return creator;
  const report = (message: string) => options.onEvent?.({ type: 'diagnostic', message });
  const name = progressKey(options) as string;
  return persist(creator, {
    name,
    version: STORAGE_VERSION,
    storage: progressJsonStorage(storage, { report, loading, skipRead: options.carriedProgress !== undefined, timers: options.timers ?? globalTimers }),
    // Called when hydration is over, read or failed (zustand leaves hasHydrated() false on a failure).
    onRehydrateStorage: () => loading.finish,
    partialize: ({ position, answers, revealed, completed, results, rationales, clock, courseComplete, questionClocks, outbox, mediaWatch, creditClaim }): PersistedProgress => ({
      position, answers, revealed, completed, results, rationales, clock, courseComplete,
      ...(questionClocks ? { questionClocks } : {}), ...(outbox ? { outbox } : {}), ...(mediaWatch ? { mediaWatch } : {}), ...(creditClaim ? { creditClaim } : {}),
    }),
    merge: (stored, current) => {
      const progress = stored === undefined ? null : readStoredProgress(options.course, stored, report);
      if (!progress) return current;
      // Phases the service says are complete (GET /api-progress) stay complete: a reload while a
      // submission was on its way leaves storage behind the service, never ahead of it.
      // The same for the course: a service that says it is complete opens the completion view, whatever
      // a stale record (another tab, another device) says.
      return { ...current, ...progress, completed: { ...current.completed, ...progress.completed }, courseComplete: current.courseComplete || progress.courseComplete };
    },
    migrate: (stored, version) => {
      report(`stored progress has version ${version}; ignored`);
      return undefined as unknown as PersistedProgress;
    },
  }) as unknown as StateCreator<PlayerState>;
}
