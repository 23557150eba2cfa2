import { describe, expect, it } from 'vitest';
import { makeTestCourse } from '../../test/support/testCourse';
import { shallow } from 'zustand/vanilla/shallow';
import { blockStateKeys, selectBlockView } from './blockView';
import { createPlayerStore } from './createPlayerStore';
import { forChangedKeys, stateKey, wholeKey, type KeyedSlice } from './keyedSubscriptions';
import type { PlayerState } from './types';

const course = makeTestCourse();
const base = createPlayerStore({ course, userId: 'u', onSubmit: async () => ({}) }).getState();
const result = { score: 0, passed: false, rationales: [{ questionId: 'pair-a', correct: false, text: 'No.', html: null }] };
const rationale = { questionId: 'q1', correct: true, text: 'Yes.', html: null };

/** Equal views: the same entries, and rationales with the same entries. */
const sameView = (a: ReturnType<typeof selectBlockView>, b: ReturnType<typeof selectBlockView>) => shallow({ ...a, rationales: null }, { ...b, rationales: null }) && shallow(a.rationales, b.rationales);

/** Every state entry that differs between two states, as stateKey names them. */
function changedKeys(next: PlayerState, previous: PlayerState): string[] {
  const keys: string[] = [];
  for (const slice of ['answers', 'revealed', 'completed', 'submissions', 'rationales', 'results'] as KeyedSlice[]) {
    forChangedKeys(next[slice], previous[slice], (key) => keys.push(stateKey(slice, key)));
  }
  if (next.questionClocks !== previous.questionClocks) keys.push(wholeKey('questionClocks'));
  return keys;
}

const changes: [string, string, Partial<PlayerState>][] = [
  ['its answer', 'mcq', { answers: { mcq: { type: 'selections', byQuestion: { q1: 'A' } } } }],
  ['another block\'s answer', 'mcq', { answers: { gut: { type: 'selections', byQuestion: { gut: 'Yes' } } } }],
  ['its phase completed', 'mcq', { completed: { quiz: true } }],
  ['another phase completed', 'mcq', { completed: { intro: true } }],
  ['its phase sending', 'mcq', { submissions: { 'phase:quiz': { state: 'pending', attempt: 1 } } }],
  ['another phase sending', 'mcq', { submissions: { 'phase:intro': { state: 'pending', attempt: 1 } } }],
  ['its own check failing', 'gut', { submissions: { 'block:gut': { state: 'failed', attempt: 1 } } }],
  ['its reveal', 'gut', { revealed: { gut: true } }],
  ['its question\'s rationale', 'mcq', { rationales: { q1: rationale } }],
  ['another question\'s rationale', 'gut', { rationales: { q1: rationale } }],
  ['its phase result (card-flip)', 'cf', { results: { quiz: result } }],
  ['the question clocks (timed quiz)', 'tq', { questionClocks: { t1: { startedAt: 1, stoppedAt: null } } }],
  ['the question clocks (another kind)', 'mcq', { questionClocks: { t1: { startedAt: 1, stoppedAt: null } } }],
] as never;

describe('blockStateKeys', () => {
  it.each(changes)('names what the view reads: %s (block %s)', (_name, blockId, change) => {
    const block = course.blocks[blockId]!;
    const next = { ...base, ...change };
    const viewChanged = !sameView(selectBlockView(course, next, block), selectBlockView(course, base, block));
    const keysTouched = changedKeys(next, base).some((key) => blockStateKeys(block).includes(key));
    expect(keysTouched).toBe(viewChanged);
  });

  it('covers changes that do change the view (the table is not all no-ops)', () => {
    const changing = changes.filter(([, blockId, change]) => {
      const block = course.blocks[blockId]!;
      return !sameView(selectBlockView(course, { ...base, ...change }, block), selectBlockView(course, base, block));
    });
    expect(changing.map(([name]) => name)).toEqual(['its answer', 'its phase completed', 'its phase sending', 'its own check failing', 'its reveal', 'its question\'s rationale', 'its phase result (card-flip)', 'the question clocks (timed quiz)']);
  });
});
