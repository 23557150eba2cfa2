import { describe, expect, it } from 'vitest';
import { puzzleIds } from '../model/kinds/narrative-escape';
import type { Block, BlockOf } from '../model/types';
import { blockFromFields } from '../../test/support/blockFromFields';
import { acceptedPuzzleVerdicts, hasUnsolvedPuzzles, isPuzzleSolved, unlockedSceneCount } from './puzzles';
import type { QuestionRationale } from './result';

const verdict = (questionId: string, correct: boolean | null): QuestionRationale => ({ questionId, correct, text: null, html: null });
const options = [{ id: 'o1', label: 'One' }, { id: 'o2', label: 'Two' }];
const block = blockFromFields<BlockOf<'narrative-escape'>>({ id: 'escape', kind: 'narrative-escape', phaseId: 'p', position: 0, screenIndex: 0 }, {
  scenes: [
    { id: 's1', puzzles: [{ id: 'p1', options }, { id: 'p2', options }] },
    { id: 's2', text: 'Narrative only' },
    { id: 's3', puzzles: [{ id: 'p3', options }] },
  ],
});
const view = block.data;

describe('puzzles', () => {
  it.each([
    ['not checked', undefined, false],
    ['checked and wrong', verdict('p', false), false],
    ['checked and right', verdict('p', true), true],
    ['checked without a verdict', verdict('p', null), true],
  ])('a puzzle %s is solved: %s', (_name, rationale, solved) => {
    expect(isPuzzleSolved(rationale)).toBe(solved);
  });

  it('lists puzzle ids in scene order', () => {
    expect(puzzleIds(view)).toEqual(['p1', 'p2', 'p3']);
  });

  it.each([
    ['nothing solved', {}, 1],
    ['one of two first-scene puzzles solved', { p1: verdict('p1', true) }, 1],
    ['the first scene solved (the puzzle-free second opens too)', { p1: verdict('p1', true), p2: verdict('p2', true) }, 3],
    ['a wrong check', { p1: verdict('p1', true), p2: verdict('p2', false) }, 1],
    ['everything solved', { p1: verdict('p1', true), p2: verdict('p2', true), p3: verdict('p3', true) }, 3],
  ])('opens scenes as puzzles are solved: %s', (_name, rationales, count) => {
    expect(unlockedSceneCount(view, rationales)).toBe(count);
  });

  it.each([
    ['unsolved puzzles', block, {}, true],
    ['a wrong last puzzle', block, { p1: verdict('p1', true), p2: verdict('p2', true), p3: verdict('p3', false) }, true],
    ['every puzzle solved', block, { p1: verdict('p1', true), p2: verdict('p2', true), p3: verdict('p3', true) }, false],
    ['another kind', { ...block, kind: 'image-hotspot' } as unknown as Block, {}, false],
    ['no block', undefined, {}, false],
  ])('holds the phase back with %s: %s', (_name, candidate, rationales, held) => {
    expect(hasUnsolvedPuzzles(candidate, rationales)).toBe(held);
  });

  const picked = (byQuestion: Record<string, string>) => ({ type: 'selections' as const, byQuestion });

  it.each([
    ['no rationale came back: each puzzle sent is solved without a verdict', picked({ p1: 'o1', p2: 'o2' }), [], {}, ['p1', 'p2']],
    ['a verdict came back for one: only the other is filled in', picked({ p1: 'o1', p2: 'o2' }), [verdict('p2', false)], {}, ['p1']],
    ['an unanswered puzzle was not sent: nothing said about it', picked({ p1: 'o1' }), [], {}, ['p1']],
    ['a puzzle solved before keeps its verdict', picked({ p1: 'o1', p2: 'o2' }), [], { p1: verdict('p1', true) }, ['p2']],
    ['a puzzle wrong before, sent again and answered with nothing, is solved', picked({ p1: 'o2' }), [], { p1: verdict('p1', false) }, ['p1']],
  ])('an accepted check with %s', (_name, answer, returned, stored, solvedIds) => {
    const verdicts = acceptedPuzzleVerdicts(block, answer, returned, stored);
    expect(verdicts).toEqual(solvedIds.map((id) => verdict(id, null)));
    expect(verdicts.every(isPuzzleSolved)).toBe(true);
  });

  it('says nothing for another kind or an answer of another shape', () => {
    expect(acceptedPuzzleVerdicts({ ...block, kind: 'mcq' } as unknown as Block, picked({ p1: 'o1' }), [], {})).toEqual([]);
    expect(acceptedPuzzleVerdicts(block, { type: 'value', value: 'o1' }, [], {})).toEqual([]);
    expect(acceptedPuzzleVerdicts(undefined, picked({ p1: 'o1' }), [], {})).toEqual([]);
  });
});
