import * as v from 'valibot';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import type { StateCreator } from 'zustand/vanilla';
import { enterablePosition } from '../logic/enterablePosition';
import type { Course } from '../model/types';
import type { PlayerStoreOptions, ProgressStorage } from './options';
import type { PersistedProgress, PlayerState } from './types';

const STORAGE_VERSION = 1;
/**
 * Stored progress longer than this (in characters) is not read, and not written: a learner's
 * answers to one course are a few kilobytes, so a value this size was stuffed or ran away, and
 * parsing it would stall the page (docs/assumptions.md).
 */
export const MAX_STORED_PROGRESS_CHARS = 1_000_000;

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
});

function defaultStorage(): ProgressStorage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined; // Storage access can throw (privacy modes, sandboxed iframes).
  }
}

/** Stored progress that matches this course, or null (and a diagnostic) when it cannot be trusted. */
export function readStoredProgress(course: Course, stored: unknown, report: (message: string) => void): PersistedProgress | null {
  const parsed = v.safeParse(StoredSchema, stored);
  if (!parsed.success) {
    report(`stored progress ignored: ${parsed.issues[0]?.message ?? 'unreadable'}`);
    return null;
  }
  const progress = parsed.output;
  const answers = Object.fromEntries(Object.entries(progress.answers).filter(([id]) => course.blocks[id] !== undefined));
  return {
    ...(progress as unknown as PersistedProgress),
    answers,
    // Stored progress is edited by hand or left behind by an older course revision now and then.
    position: enterablePosition(course, progress.position, progress.completed as PersistedProgress['completed']),
    // Time while the page was closed does not count.
    clock: { spentMs: progress.clock.spentMs, running: null },
  };
}

function jsonStorage(storage: ProgressStorage, report: (message: string) => void): PersistStorage<PersistedProgress> {
  return {
    getItem(name) {
      let text: string | null;
      let value: unknown;
      try {
        text = storage.getItem(name);
        if (text === null) return null;
        if (text.length > MAX_STORED_PROGRESS_CHARS) {
          report(`stored progress is ${text.length} characters, over the ${MAX_STORED_PROGRESS_CHARS} limit; ignored`);
          return null;
        }
        value = JSON.parse(text);
      } catch {
        report('stored progress is not valid JSON; starting fresh');
        return null;
      }
      // null, a number, a string or an array parse fine but are nobody's progress.
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        report(`stored progress is ${value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`}, not an object; ignored`);
        return null;
      }
      if (!('state' in value)) {
        report('stored progress has no state in it; ignored');
        return null;
      }
      return value as StorageValue<PersistedProgress>;
    },
    setItem(name, value) {
      try {
        // A finished course stays finished after a reload, but keeps no answers on a shared device.
        const text = JSON.stringify(value.state.courseComplete ? { ...value, state: completedMarker(value.state) } : value);
        // Written, it would be ignored on the next visit anyway; the last save that fitted stays.
        if (text.length > MAX_STORED_PROGRESS_CHARS) report(`progress is ${text.length} characters, over the ${MAX_STORED_PROGRESS_CHARS} limit; not saved`);
        else storage.setItem(name, text);
      } catch {
        report('progress could not be saved (storage full or unavailable)');
      }
    },
    removeItem(name) {
      try {
        storage.removeItem(name);
      } catch {
        /* nothing to clean up */
      }
    },
  };
}

/** What a finished course leaves in storage: that it is finished, which phases and their results, never the answers. */
export function completedMarker(progress: PersistedProgress): PersistedProgress {
  return {
    position: null,
    answers: {},
    revealed: {},
    completed: progress.completed,
    results: Object.fromEntries(Object.entries(progress.results).map(([id, result]) => [id, { ...result, rationaleIds: [] }])),
    rationales: {},
    clock: { spentMs: progress.clock.spentMs, running: null },
    courseComplete: true,
  };
}

/** The storage key of one learner's progress in one course, or null without persistence. */
export function progressKey(options: PlayerStoreOptions): string | null {
  return options.persistence ? `${options.persistence.key}:${options.course.id}:${options.userId}` : null;
}

/** Wraps the store creator with zustand `persist` when the host asked for persistence. */
export function withPersistence(
  options: PlayerStoreOptions,
  creator: StateCreator<PlayerState>,
): StateCreator<PlayerState> {
  const storage = options.persistence ? options.persistence.storage ?? defaultStorage() : undefined;
  if (!options.persistence || !storage) return creator;
  const report = (message: string) => options.onEvent?.({ type: 'diagnostic', message });
  const name = progressKey(options) as string;
  return persist(creator, {
    name,
    version: STORAGE_VERSION,
    storage: jsonStorage(storage, report),
    partialize: ({ position, answers, revealed, completed, results, rationales, clock, courseComplete, questionClocks }): PersistedProgress => ({
      position, answers, revealed, completed, results, rationales, clock, courseComplete, ...(questionClocks ? { questionClocks } : {}),
    }),
    merge: (stored, current) => {
      const progress = stored === undefined ? null : readStoredProgress(options.course, stored, report);
      if (!progress) return current;
      // Phases the service says are complete (GET /api-progress) stay complete: a reload while a
      // submission was on its way leaves storage behind the service, never ahead of it.
      return { ...current, ...progress, completed: { ...current.completed, ...progress.completed } };
    },
    migrate: (stored, version) => {
      report(`stored progress has version ${version}; ignored`);
      return undefined as unknown as PersistedProgress;
    },
  }) as unknown as StateCreator<PlayerState>;
}
