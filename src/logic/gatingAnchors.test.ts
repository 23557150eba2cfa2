import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../model/normalizeCourse';
import { anchorIds, revealsLocally, visibleBlockIds } from './gating';

/** One phase: the anchor, then a block gated on it. */
function gatedOn(anchor: Record<string, unknown>) {
  const { course, diagnostics } = normalizeCourse({
    contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'n',
    phases: [{
      id: 'p', title: 'p', type: 'content', required: true, order: 0, display_mode: 'stacked',
      components: [
        { id: 'anchor', screen_index: 0, screen_role: 'primary', reveal_after: null, ...anchor },
        { id: 'gated', type: 'html', screen_index: 0, screen_role: 'attached', reveal_after: 'anchor', content: '<p>Why</p>' },
      ],
    }],
  });
  return { course, diagnostics, screen: course.phases[0]!.screens[0]! };
}

describe('anchors of every kind the player accepts', () => {
  it.each([
    // kind, component, keeps the gate, reveals on answer without the service
    ['ungraded question', { type: 'question', question: 'Q?', options: ['a'], graded: false }, true, true],
    ['graded question (the default)', { type: 'question', question: 'Q?', options: ['a'] }, true, false],
    ['ungraded choice (the default)', { type: 'choice', question: 'Q?', options: ['a'] }, true, true],
    ['graded choice', { type: 'choice', question: 'Q?', options: ['a'], is_graded: true }, true, false],
    ['reflection', { type: 'reflection', prompt: 'Think' }, true, true],
    ['confidence-check', { type: 'confidence_check', statement: 'Sure?' }, true, true],
    ['timed-quiz', { type: 'timed-quiz', questions: [{ id: 't', question: 'Fast?', options: ['x'] }] }, true, false],
    // No Check answer of their own (only the spec's anchors have one): revealed once fully answered.
    ['mcq', { type: 'mcq', questions: [{ id: 'm', question: 'Q?', options: ['x'] }] }, true, true],
    ['image-hotspot', { type: 'image_hotspot', hotspots: [{ id: 'h', label: 'H' }] }, true, true],
    // Nothing to answer: the gate could never open, so it is dropped with a diagnostic.
    ['html', { type: 'html', content: '<p>x</p>' }, false, false],
    ['button', { type: 'button' }, false, false],
    ['video', { type: 'video' }, false, false],
    ['unknown kind', { type: 'hologram' }, false, false],
    // Half-written answerable kinds offer nothing to answer either (the gated block was hidden for good: docs/reliability.md, "A learner is never trapped").
    ['question without options', { type: 'question', question: 'Q?', options: [], graded: false }, false, true],
    ['mcq whose questions have no options', { type: 'mcq', questions: [{ id: 'm', question: 'Q?', options: [] }] }, false, true],
    ['image-hotspot without hotspots', { type: 'image_hotspot', hotspots: [] }, false, true],
  ])('%s: gate kept %s, reveals locally %s', (_name, anchor, kept, local) => {
    const { course, diagnostics, screen } = gatedOn(anchor);
    expect(course.blocks.gated!.revealAfter).toBe(kept ? 'anchor' : null);
    expect(diagnostics.some((d) => d.code === 'anchor_not_answerable')).toBe(!kept);
    expect([...anchorIds(course)]).toEqual(kept ? ['anchor'] : []);
    expect(revealsLocally(course.blocks.anchor!)).toBe(local);
    // Hidden until the anchor is revealed, then shown after it, in authored order.
    expect(visibleBlockIds(course, screen, {})).toEqual(kept ? ['anchor'] : ['anchor', 'gated']);
    expect(visibleBlockIds(course, screen, { anchor: true })).toEqual(['anchor', 'gated']);
  });

  it.each([
    ['a missing anchor', 'nobody', 'anchor_missing'],
    ['an anchor on itself', 'gated', 'anchor_cycle'],
  ])('drops %s with a diagnostic and shows the block', (_name, target, code) => {
    const { course, diagnostics } = normalizeCourse({
      contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'n',
      phases: [{ id: 'p', title: 'p', type: 'content', required: true, order: 0, display_mode: 'stacked', components: [
        { id: 'gated', type: 'reflection', screen_index: 0, reveal_after: target },
      ] }],
    });
    expect(course.blocks.gated!.revealAfter).toBeNull();
    expect(diagnostics.map((d) => d.code)).toContain(code);
  });

  it('drops every gate of a two-block cycle', () => {
    const { course, diagnostics } = normalizeCourse({
      contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'n',
      phases: [{ id: 'p', title: 'p', type: 'content', required: true, order: 0, display_mode: 'stacked', components: [
        { id: 'a', type: 'reflection', screen_index: 0, reveal_after: 'b' },
        { id: 'b', type: 'confidence-check', screen_index: 0, reveal_after: 'a' },
      ] }],
    });
    expect([course.blocks.a!.revealAfter, course.blocks.b!.revealAfter]).toEqual([null, null]);
    expect(diagnostics.filter((d) => d.code === 'anchor_cycle')).toHaveLength(1);
  });
});
