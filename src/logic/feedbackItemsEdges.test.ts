import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../model/normalizeCourse';
import type { BlockAnswer } from './answers';
import { feedbackItems } from './feedbackItems';
import type { QuestionRationale } from './result';

// What the result list shows as "your answer" when the answer is missing, partial, of another
// shape, or names something the block does not list; and which question a rationale belongs to.

const { course } = normalizeCourse({
  contract_version: '2026-09-03', course_id: 'c',
  phases: [{
    id: 'p', title: 'p', type: 'assessment', order: 0, display_mode: 'stacked',
    components: [
      { id: 'm', type: 'mcq', screen_index: 0, questions: [{ id: 'q1', question: 'First?', options: [{ id: 'a', label: 'Alpha' }] }, { id: 'q2', question: 'Second?', options: [{ id: 'b', label: 'Beta' }] }] },
      { id: 'ch', type: 'choice', screen_index: 0, question: 'Gut?', options: [{ id: 'y', label: 'Yes' }, { id: 'n', label: 'No' }] },
      { id: 'd', type: 'drag_drop_match', screen_index: 0, sourceItems: [{ id: 's1', label: 'S one' }, { id: 's2', label: 'S two' }], targetItems: [{ id: 't1', label: 'T one' }, { id: 't2', label: 'T two' }] },
      { id: 'g', type: 'grouping', screen_index: 0, groups: [{ id: 'g1', label: 'G one' }, { id: 'g2', label: 'G two' }], items: [{ id: 'i1', label: 'I one' }] },
      { id: 'h', type: 'image_hotspot', screen_index: 0, title: 'Map', hotspots: [{ id: 'hs', label: 'Here' }] },
      { id: 'r', type: 'reflection', screen_index: 0, title: 'Your plan', prompt: 'Think' },
    ],
  }],
});

const why = (questionId: string): QuestionRationale => ({ questionId, correct: false, text: 'why', html: null });
const item = (blockId: string, answer: BlockAnswer | undefined, questionId: string) =>
  feedbackItems([course.blocks[blockId]!], answer ? { [blockId]: answer } : {}, { [questionId]: why(questionId) })[0];

describe('feedbackItems at the edges', () => {
  it.each([
    ['the second mcq question gets its own prompt', 'm', { type: 'selections', byQuestion: { q2: 'b' } }, 'q2', 'Second?', 'Beta'],
    ['an mcq value no option has is shown as given', 'm', { type: 'selections', byQuestion: { q1: 'zz' } }, 'q1', 'First?', 'zz'],
    ['a choice shows its option label', 'ch', { type: 'selections', byQuestion: { ch: 'n' } }, 'ch', 'Gut?', 'No'],
    ['a choice answered with nothing', 'ch', undefined, 'ch', 'Gut?', null],
    ['a later target is named by its own label', 'd', { type: 'matches', bySource: { s1: 't2' } }, 's1', 'S one', 'T two'],
    ['a source left unmatched', 'd', { type: 'matches', bySource: { s2: 't1' } }, 's1', 'S one', null],
    ['a target the block does not list is shown as given', 'd', { type: 'matches', bySource: { s1: 'gone' } }, 's1', 'S one', 'gone'],
    ['a drag-drop-match never answered', 'd', undefined, 's1', 'S one', null],
    ['a drag-drop-match answered in another shape', 'd', { type: 'placements', byItem: { s1: 't1' } }, 's1', 'S one', null],
    ['a later group is named by its own label', 'g', { type: 'placements', byItem: { i1: 'g2' } }, 'i1', 'I one', 'G two'],
    ['a grouping never answered', 'g', undefined, 'i1', 'I one', null],
    ['an image-hotspot never answered: its title is the prompt', 'h', undefined, 'h', 'Map', null],
    ['an image-hotspot answered in another shape', 'h', { type: 'selections', byQuestion: { h: 'hs' } }, 'h', 'Map', null],
    ['a reflection shows its title and the text given', 'r', { type: 'value', value: 'Walk daily' }, 'r', 'Your plan', 'Walk daily'],
    ['a reflection never answered', 'r', undefined, 'r', 'Your plan', null],
  ] as const)('%s', (_name, blockId, answer, questionId, prompt, given) => {
    expect(item(blockId, answer as BlockAnswer | undefined, questionId)).toEqual({ blockId, questionId, prompt, answer: given, rationale: why(questionId) });
  });
});
