import { describe, expect, it } from 'vitest';
import { methodCourse, mediaStates, seriesModule, unknownRevisionProbe } from '../../test/fixtures';
import { makeTestCourse } from '../../test/support/testCourse';
import { questionIdsOf } from '../logic/answers';
import { normalizeCourse } from '../model/normalizeCourse';
import type { Course } from '../model/types';
import { blockView } from './blockView';
import { createPlayerStore } from './createPlayerStore';
import { stateKey, wholeKey, type KeyedSlice } from './keyedSubscriptions';
import type { PlayerState, SubmissionStatus } from './types';

const KEYED: readonly KeyedSlice[] = ['answers', 'revealed', 'completed', 'submissions', 'rationales', 'results', 'outbox'];

/**
 * `state` behind Proxies that record what is read: an entry of a keyed map as `stateKey` names it,
 * a map walked as a whole (or the question clocks) as `wholeKey`, anything else by its name.
 */
function recording(state: PlayerState): { state: PlayerState; read: Set<string> } {
  const read = new Set<string>();
  const slices = new Map<string, unknown>();
  for (const slice of KEYED) {
    slices.set(slice, new Proxy(state[slice] ?? {}, {
      get: (target, key) => (typeof key === 'string' && read.add(stateKey(slice, key)), Reflect.get(target, key)),
      has: (target, key) => (typeof key === 'string' && read.add(stateKey(slice, key)), Reflect.has(target, key)),
      ownKeys: (target) => (read.add(wholeKey(slice)), Reflect.ownKeys(target)),
    }));
  }
  const proxy = new Proxy(state, {
    get(target, key) {
      if (typeof key !== 'string') return Reflect.get(target, key);
      if (slices.has(key)) return slices.get(key);
      read.add(key === 'questionClocks' ? wholeKey('questionClocks') : key);
      return Reflect.get(target, key);
    },
  });
  return { state: proxy, read };
}

/** Every block, phase and question of the course with an entry in every map: whatever select may look up is there. */
function filled(course: Course, base: PlayerState, submission: SubmissionStatus, withRationales: boolean): PlayerState {
  const blocks = Object.values(course.blocks);
  const questionIds = [...blocks.flatMap((block) => questionIdsOf(block)), 'pair-a', 'pair-b'];
  const rationale = (questionId: string) => ({ questionId, correct: false, text: 'Because.', html: null });
  const byBlock = <T>(value: T) => Object.fromEntries(blocks.map((block) => [block.id, value]));
  const byPhase = <T>(value: T) => Object.fromEntries(course.phases.map((phase) => [phase.id, value]));
  return {
    ...base,
    answers: byBlock({ type: 'value', value: 'x' } as const),
    revealed: submission.state === 'succeeded' ? byBlock(true as const) : {},
    completed: submission.state === 'succeeded' ? byPhase(true as const) : {},
    submissions: Object.fromEntries([
      ...course.phases.map((phase) => [`phase:${phase.id}`, submission]),
      ...blocks.map((block) => [`block:${block.id}`, submission]),
    ]),
    results: byPhase({ score: 50, passed: false, allPhasesComplete: false, rationaleIds: withRationales ? questionIds : [] }),
    rationales: withRationales ? Object.fromEntries(questionIds.map((id) => [id, rationale(id)])) : {},
    questionClocks: { t1: { startedAt: 1, stoppedAt: null } },
    outbox: byPhase(submission.state === 'succeeded' ? 'sent' as const : submission.state === 'pending' ? 'sending' as const : 'saved' as const),
  };
}

const courses: [string, Course][] = [
  ['the test course', makeTestCourse()],
  ['methodCourse', normalizeCourse(methodCourse).course],
  ['seriesModule', normalizeCourse(seriesModule).course],
  ['mediaStates', normalizeCourse(mediaStates).course],
  ['unknownRevisionProbe', normalizeCourse(unknownRevisionProbe).course],
];

function statesOf(course: Course): [string, PlayerState][] {
  const base = createPlayerStore({ course, userId: 'u', onSubmit: async () => ({}) }).getState();
  return [
    ['a fresh start', base],
    ['everything answered, revealed, completed, with results and rationales', filled(course, base, { state: 'succeeded', attempt: 0 }, true)],
    ['every check and send on its way', filled(course, base, { state: 'pending', attempt: 0 }, true)],
    ['every check and send failed, results without rationales', filled(course, base, { state: 'failed', attempt: 1 }, false)],
  ];
}

/** Whether `keys` name the entry `read`: itself, or the whole map it is in. */
function isNamed(keys: readonly string[], read: string): boolean {
  const slice = KEYED.find((name) => read.startsWith(stateKey(name, '')));
  return keys.includes(read) || (slice !== undefined && keys.includes(wholeKey(slice)));
}

/** `answers[gut]`, `questionClocks[*]`, `position`. */
const readable = (key: string) => key.replace(/\u0000(.*)$/, '[$1]').replace('\u0001', '[*]');

describe('blockView.keys names every state entry blockView.select reads', () => {
  it.each(courses)('every block of %s, in every state', (_name, course) => {
    const unnamed: string[] = [];
    for (const [stateName, state] of statesOf(course)) {
      for (const block of Object.values(course.blocks)) {
        const recorder = recording(state);
        blockView.select(course, recorder.state, block);
        const keys = blockView.keys(block);
        for (const read of recorder.read) if (!isNamed(keys, read)) unnamed.push(`${block.id} (${block.kind}), ${stateName}: ${readable(read)}`);
      }
    }
    expect(unnamed).toEqual([]);
  });

  it('sees what select reads: every map and the question clocks, through the recording Proxies', () => {
    const read = new Set<string>();
    for (const [, course] of courses) {
      for (const [, state] of statesOf(course)) {
        for (const block of Object.values(course.blocks)) {
          const recorder = recording(state);
          blockView.select(course, recorder.state, block);
          recorder.read.forEach((key) => read.add(key.split(/[\u0000\u0001]/)[0]!));
        }
      }
    }
    expect([...read].sort()).toEqual([...KEYED, 'questionClocks'].sort());
  });
});
