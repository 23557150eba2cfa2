import { describe, expect, it } from 'vitest';
import { makeTestCourse } from '../../test/support/testCourse';
import { shallow } from 'zustand/vanilla/shallow';
import { normalizeCourse } from '../model/normalizeCourse';
import { blockView, checksWithService, type BlockView } from './blockView';
import { createPlayerStore } from './createPlayerStore';
import { forChangedKeys, stateKey, wholeKey, type KeyedSlice } from './keyedSubscriptions';
import type { PlayerState } from './types';

const course = makeTestCourse();
const base = createPlayerStore({ course, userId: 'u', onSubmit: async () => ({}) }).getState();
const result = { score: 0, passed: false, allPhasesComplete: false, rationaleIds: ['pair-a'] };
const pairRationale = { 'pair-a': { questionId: 'pair-a', correct: false, text: 'No.', html: null } };
const rationale = { questionId: 'q1', correct: true, text: 'Yes.', html: null };

/** Equal views: the same entries, and rationales with the same entries. */
const sameView = (a: BlockView, b: BlockView) => shallow({ ...a, rationales: null }, { ...b, rationales: null }) && shallow(a.rationales, b.rationales);

/** Every state entry that differs between two states, as stateKey names them (and wholeKey the maps they are in). */
function changedKeys(next: PlayerState, previous: PlayerState): string[] {
  const keys: string[] = [];
  for (const slice of ['answers', 'revealed', 'completed', 'submissions', 'rationales', 'results', 'outbox'] as KeyedSlice[]) {
    const before = keys.length;
    forChangedKeys(next[slice] ?? {}, previous[slice] ?? {}, (key) => keys.push(stateKey(slice, key)));
    if (keys.length > before) keys.push(wholeKey(slice));
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
  ['its phase result (card-flip)', 'cf', { results: { quiz: result }, rationales: pairRationale }],
  ['its phase result (not a card-flip)', 'mcq', { results: { quiz: result }, rationales: pairRationale }],
  ['the question clocks (timed quiz)', 'tq', { questionClocks: { t1: { startedAt: 1, stoppedAt: null } } }],
  ['the question clocks (another kind)', 'mcq', { questionClocks: { t1: { startedAt: 1, stoppedAt: null } } }],
] as never;

describe('blockView.keys', () => {
  it.each(changes)('names what the view reads: %s (block %s)', (_name, blockId, change) => {
    const block = course.blocks[blockId]!;
    const next = { ...base, ...change };
    const viewChanged = !sameView(blockView.select(course, next, block), blockView.select(course, base, block));
    const keysTouched = changedKeys(next, base).some((key) => blockView.keys(block).includes(key));
    expect(keysTouched).toBe(viewChanged);
  });

  it('covers changes that do change the view (the table is not all no-ops)', () => {
    const changing = changes.filter(([, blockId, change]) => {
      const block = course.blocks[blockId]!;
      return !sameView(blockView.select(course, { ...base, ...change }, block), blockView.select(course, base, block));
    });
    expect(changing.map(([name]) => name)).toEqual(['its answer', 'its phase completed', 'its phase sending', 'its own check failing', 'its reveal', 'its question\'s rationale', 'its phase result (card-flip)', 'the question clocks (timed quiz)']);
  });
});

describe('blockView.select', () => {
  type Status = PlayerState['submissions'][string];
  const pending: Status = { state: 'pending', attempt: 0 };
  const failed: Status = { state: 'failed', attempt: 0 };
  const succeeded: Status = { state: 'succeeded', attempt: 0 };

  it.each([
    ['nothing sent yet', {}, 'idle'],
    ['its check on its way', { submissions: { 'block:gut': pending } }, 'pending'],
    ['its check failed', { submissions: { 'block:gut': failed } }, 'failed'],
    ['its check answered but not yet revealed', { submissions: { 'block:gut': succeeded } }, 'idle'],
    ['revealed, whatever its check says', { revealed: { gut: true }, submissions: { 'block:gut': failed } }, 'done'],
    ['another block checking', { submissions: { 'block:mcq': pending } }, 'idle'],
  ] as [string, Partial<PlayerState>, string][])('shows the check state of %s: %s', (_name, change, checkState) => {
    expect(blockView.select(course, { ...base, ...change }, course.blocks.gut!).checkState).toBe(checkState);
  });

  it.each([
    ['a fresh start', {}, { reviewing: false, busy: false }],
    ['its phase completed: read-only review', { completed: { intro: true } }, { reviewing: true, busy: false }],
    ['another phase completed', { completed: { quiz: true } }, { reviewing: false, busy: false }],
    ['its phase being sent', { submissions: { 'phase:intro': pending } }, { reviewing: false, busy: true }],
    ['its phase failed to send', { submissions: { 'phase:intro': failed } }, { reviewing: false, busy: false }],
    ['another phase being sent', { submissions: { 'phase:quiz': pending } }, { reviewing: false, busy: false }],
  ] as [string, Partial<PlayerState>, object][])('is reviewing / busy on %s', (_name, change, expected) => {
    expect(blockView.select(course, { ...base, ...change }, course.blocks.gut!)).toMatchObject(expected);
  });

  it('carries the answer and the rationales of its own questions', () => {
    const answer = { type: 'selections', byQuestion: { q1: 'A' } } as const;
    const view = blockView.select(course, { ...base, answers: { mcq: answer }, rationales: { q1: rationale } }, course.blocks.mcq!);
    expect(view.answer).toBe(answer);
    expect(view.rationales).toEqual({ q1: rationale });
  });
});

describe('checksWithService', () => {
  const graded = normalizeCourse({
    contract_version: '2026-09-03', course_id: 'g', organization_id: 'o', name: 'G',
    phases: [{ id: 'p', title: 'P', type: 'assessment', order: 0, components: [
      { id: 'gq', type: 'question', question: 'Q?', options: ['a', 'b'], screen_index: 0 },
      { id: 'after', type: 'html', content: '<p>After</p>', reveal_after: 'gq', screen_index: 0 },
      { id: 'free', type: 'question', question: 'Q?', options: ['a', 'b'], screen_index: 0 },
      { id: 'esc', type: 'narrative-escape', screen_index: 0, scenes: [{ id: 's', title: 'S', puzzles: [{ id: 'pz', prompt: 'P', options: [{ id: 'a', label: 'A' }] }] }] },
    ] }],
  }).course;

  it.each([
    ['a graded anchor (the service must check it)', graded, 'gq', true],
    ['a narrative-escape (its solutions are stripped)', graded, 'esc', true],
    ['a graded question that gates nothing', graded, 'free', false],
    ['content', graded, 'after', false],
    ['an ungraded anchor (it reveals on answering)', course, 'gut', false],
  ] as const)('%s: %s', (_name, on, id, expected) => {
    expect(checksWithService(on, on.blocks[id]!)).toBe(expected);
  });
});
