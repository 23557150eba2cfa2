import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../model/normalizeCourse';
import { setup } from '../../test/support/playerStoreHarness';
import { selectContinueBlocker } from './selectors';

/**
 * The spec's anchors are choice, question and timed-quiz, which offer their own Check answer; this
 * player also lets the other answerable kinds anchor (docs/assumptions.md). Those offer no check, so
 * they must reveal what they gate once fully answered, or a gated block on a later screen leaves
 * Continue saying "Check your answer" with nothing to check (found by the liveness walk, docs/reliability.md, "A learner is never trapped").
 */
const courseGatedOn = (anchor: Record<string, unknown>) =>
  normalizeCourse({
    contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'n',
    phases: [{ id: 'p', title: 'P', type: 'assessment', required: true, order: 0, display_mode: 'sequential', components: [
      { id: 'anchor', screen_index: 0, reveal_after: null, ...anchor },
      { id: 'later', type: 'html', content: '<p>Later</p>', screen_index: 1, reveal_after: 'anchor' },
    ] }],
  }).course;

describe('an anchor of a kind that offers no Check answer', () => {
  it.each([
    ['mcq', { type: 'mcq', questions: [{ id: 'q1', question: 'Q1', options: ['a', 'b'] }, { id: 'q2', question: 'Q2', options: ['c', 'd'] }] }, { type: 'selections', byQuestion: { q1: 'a' } }, { type: 'selections', byQuestion: { q1: 'a', q2: 'c' } }],
    ['image-hotspot', { type: 'image_hotspot', hotspots: [{ id: 'h1', label: 'H1' }] }, null, { type: 'value', value: 'h1' }],
    ['grouping', { type: 'grouping', items: [{ id: 'i1', label: 'I1' }, { id: 'i2', label: 'I2' }], groups: [{ id: 'g', label: 'G' }] }, { type: 'placements', byItem: { i1: 'g' } }, { type: 'placements', byItem: { i1: 'g', i2: 'g' } }],
  ] as const)('%s: reveals what it gates once fully answered, so Continue opens', (_kind, anchor, partial, full) => {
    const course = courseGatedOn(anchor);
    const { store, actions } = setup({ course });
    expect(selectContinueBlocker(course, store.getState())).toBe('unanswered');
    if (partial) {
      actions.answer('anchor', partial);
      expect(store.getState().revealed.anchor).toBeUndefined();
    }
    actions.answer('anchor', full);
    expect(store.getState().revealed.anchor).toBe(true);
    expect(selectContinueBlocker(course, store.getState())).toBeNull();
  });
});
