import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../model/normalizeCourse';
import type { BlockAnswer } from './answers';
import { feedbackItems } from './feedbackItems';
import type { QuestionRationale } from './result';

const { course } = normalizeCourse({
  contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'n',
  phases: [{
    id: 'p', title: 'p', type: 'assessment', required: true, order: 0, display_mode: 'stacked',
    components: [
      { id: 'm', type: 'mcq', screen_index: 0, questions: [{ id: 'q1', question: 'Add-on?', options: [{ id: 'a', label: 'Spironolactone' }, { id: 'b', label: 'Doxazosin' }] }, { id: 'q2', question: 'Target?', options: ['<130/80'] }] },
      { id: 't', type: 'timed_quiz', screen_index: 0, questions: [{ id: 'tq', question: 'Fast?', options: ['Yes', 'No'] }] },
      { id: 'd', type: 'drag_drop_match', screen_index: 0, sourceItems: [{ id: 's1', label: 'Dapagliflozin' }], targetItems: [{ id: 't1', label: 'SGLT2 inhibitor' }] },
      { id: 'g', type: 'grouping', screen_index: 0, groups: [{ id: 'g1', label: 'Diuretic' }], items: [{ id: 'i1', label: 'Chlorthalidone' }] },
      { id: 'h', type: 'image_hotspot', screen_index: 0, prompt: 'Where?', hotspots: [{ id: 'hs', label: 'Proximal tubule' }] },
      { id: 'c', type: 'question', screen_index: 0, question: 'Next?', options: [{ id: 'aldo', label: 'Check aldosterone' }] },
    ],
  }],
});

const why = (questionId: string): QuestionRationale => ({ questionId, correct: false, text: `why ${questionId}`, html: null });
const one = (blockId: string, answer: BlockAnswer | undefined, questionId: string) =>
  feedbackItems([course.blocks[blockId]!], answer ? { [blockId]: answer } : {}, { [questionId]: why(questionId) })[0];

describe('feedbackItems', () => {
  it.each([
    ['mcq option label', 'm', { type: 'selections', byQuestion: { q1: 'b' } }, 'q1', 'Add-on?', 'Doxazosin'],
    ['mcq unanswered', 'm', undefined, 'q1', 'Add-on?', null],
    ['timed-quiz by index', 't', { type: 'timed', byQuestion: { tq: 1 } }, 'tq', 'Fast?', 'No'],
    ['timed-quiz index out of range', 't', { type: 'timed', byQuestion: { tq: 7 } }, 'tq', 'Fast?', null],
    ['drag-drop-match source and target labels', 'd', { type: 'matches', bySource: { s1: 't1' } }, 's1', 'Dapagliflozin', 'SGLT2 inhibitor'],
    ['grouping item and group labels', 'g', { type: 'placements', byItem: { i1: 'g1' } }, 'i1', 'Chlorthalidone', 'Diuretic'],
    ['image-hotspot label', 'h', { type: 'value', value: 'hs' }, 'h', 'Where?', 'Proximal tubule'],
    ['question keyed by its component id', 'c', { type: 'selections', byQuestion: { c: 'aldo' } }, 'c', 'Next?', 'Check aldosterone'],
  ] as const)('%s', (_name, blockId, answer, questionId, prompt, given) => {
    expect(one(blockId, answer as BlockAnswer | undefined, questionId)).toEqual({ blockId, questionId, prompt, answer: given, rationale: why(questionId) });
  });

  it('lists only questions with a rationale, in authored order', () => {
    const blocks = [course.blocks.m!, course.blocks.t!];
    const items = feedbackItems(blocks, {}, { tq: why('tq'), q2: why('q2') });
    expect(items.map((item) => item.questionId)).toEqual(['q2', 'tq']);
  });
});
