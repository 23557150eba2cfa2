import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../model/normalizeCourse';
import type { Block } from '../model/types';
import type { BlockAnswer } from './answers';
import { explicitRequirement, hasRequiredAnswer, isAnswerRequired } from './answerRequirement';

function blockOf(component: Record<string, unknown>): Block {
  const { course } = normalizeCourse({
    contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'n',
    phases: [{ id: 'p', title: 'p', type: 'content', required: true, order: 0, display_mode: 'stacked', components: [{ id: 'b', screen_index: 0, ...component }] }],
  });
  return course.blocks.b!;
}

describe('explicitRequirement', () => {
  it.each([
    [{}, null],
    [{ required: true }, true],
    [{ required: false }, false],
    [{ is_required: true }, true],
    [{ is_required: false }, false],
    [{ isRequired: true }, true],
    [{ optional: true }, false],
    [{ optional: false }, true],
    // Never block on what the payload marks optional, even when it also says required.
    [{ required: true, optional: true }, false],
    [{ is_required: true, optional: true }, false],
    [{ required: false, optional: false }, false],
    // Only booleans count: a string "true" is not read as a flag.
    [{ required: 'true' }, null],
    [{ optional: 'yes' }, null],
    [{ required: null }, null],
  ])('%o -> %s', (fields, expected) => {
    expect(explicitRequirement(fields)).toBe(expected);
  });
});

describe('isAnswerRequired', () => {
  it.each([
    // Scored kinds gate Continue unless marked otherwise.
    ['mcq', { type: 'mcq', questions: [] }, false, true],
    ['timed-quiz', { type: 'timed_quiz', questions: [] }, false, true],
    ['drag-drop-match', { type: 'drag-drop-match' }, false, true],
    ['grouping', { type: 'grouping' }, false, true],
    ['card-flip', { type: 'card_flip' }, false, true],
    ['question (graded by default)', { type: 'question', options: ['a'] }, false, true],
    ['graded choice', { type: 'choice', options: ['a'], graded: true }, false, true],
    ['optional mcq', { type: 'mcq', questions: [], optional: true }, false, false],
    ['mcq with required: false', { type: 'mcq', questions: [], required: false }, false, false],
    // Ungraded kinds gate only when required.
    ['ungraded choice', { type: 'choice', options: ['a'] }, false, false],
    ['confidence-check', { type: 'confidence_check' }, false, false],
    ['confidence-check, is_required', { type: 'confidence_check', is_required: true }, false, true],
    ['reflection', { type: 'reflection' }, false, false],
    ['reflection, required: false', { type: 'reflection', required: false }, false, false],
    ['reflection, required: true', { type: 'reflection', required: true }, false, true],
    ['form-input', { type: 'form_input' }, false, false],
    ['form-input, required', { type: 'form_input', required: true }, false, true],
    ['image-hotspot', { type: 'image_hotspot' }, false, false],
    ['image-hotspot, required', { type: 'image_hotspot', required: true }, false, true],
    // Evaluation: its own questions say which are required.
    ['evaluation', { type: 'evaluation', questions: [] }, false, true],
    ['optional evaluation', { type: 'evaluation', questions: [], optional: true }, false, false],
    // An anchor must be answered to show what it reveals, unless marked optional.
    ['ungraded choice anchor', { type: 'choice', options: ['a'] }, true, true],
    ['confidence-check anchor', { type: 'confidence-check' }, true, true],
    ['optional reflection anchor', { type: 'reflection', optional: true }, true, false],
    // Nothing to answer.
    ['html', { type: 'html', content: '<p>x</p>' }, false, false],
    ['button', { type: 'button' }, false, false],
    ['unknown kind', { type: 'hologram' }, false, false],
    ['required html (nothing to answer)', { type: 'html', required: true }, false, false],
  ])('%s -> %s', (_name, component, isAnchor, expected) => {
    expect(isAnswerRequired(blockOf(component), isAnchor)).toBe(expected);
  });
});

describe('hasRequiredAnswer of a block that offers nothing to choose (a learner is never trapped)', () => {
  // Half-written payloads: a required question nobody can answer must not hold Continue back forever.
  it.each([
    ['an mcq question without options', { type: 'mcq', questions: [{ id: 'q1', question: 'Q?', options: [] }, { id: 'q2', question: 'R?', options: ['a', 'b'] }] }, { type: 'selections', byQuestion: { q2: 'a' } }],
    ['an mcq without questions', { type: 'mcq', questions: [] }, undefined],
    ['a timed question without options', { type: 'timed_quiz', questions: [{ id: 't1', question: 'T?', options: [], timeLimit: 30 }] }, undefined],
    ['a graded question without options', { type: 'question', question: 'Q?', options: [], graded: true }, undefined],
    ['a matching without targets', { type: 'drag_drop_match', sourceItems: [{ id: 's', label: 'S' }], targetItems: [] }, undefined],
    ['a grouping without groups', { type: 'grouping', items: [{ id: 'i', label: 'I' }], groups: [] }, undefined],
    ['an image hotspot without hotspots', { type: 'image_hotspot', image_url: 'https://example.org/a.png', alt: 'A', prompt: 'P', hotspots: [], required: true }, undefined],
    ['a required single-select evaluation question without options', { type: 'evaluation', questions: [{ id: 'e', question: 'E?', type: 'single-select', required: true, options: [] }] }, undefined],
  ] as const)('%s counts as answered with what can be answered', (_name, component, answer) => {
    const block = blockOf(component);
    expect(isAnswerRequired(block, false)).toBe(true);
    expect(hasRequiredAnswer(block, answer as BlockAnswer | undefined)).toBe(true);
  });

  it('still waits for the questions that can be answered', () => {
    const block = blockOf({ type: 'mcq', questions: [{ id: 'q1', question: 'Q?', options: [] }, { id: 'q2', question: 'R?', options: ['a', 'b'] }] });
    expect(hasRequiredAnswer(block, undefined)).toBe(false);
  });
});

describe('hasRequiredAnswer of a timed quiz whose time ran out (a learner is never trapped)', () => {
  const block = blockOf({ type: 'timed_quiz', questions: [{ id: 't1', question: 'T?', options: ['a', 'b'], timeLimit: 30 }, { id: 't2', question: 'U?', options: ['a', 'b'], timeLimit: 30 }] });
  const ranOut = { startedAt: 0, stoppedAt: null, expiredAt: 30_000 };
  const running = { startedAt: 0, stoppedAt: null };

  it.each<[string, BlockAnswer | undefined, Record<string, typeof running>, boolean]>([
    ['nothing answered, nothing ran out', undefined, {}, false],
    ['one answered, the other still running', { type: 'timed', byQuestion: { t2: 0 } }, { t1: running }, false],
    ['one answered, the other ran out unanswered', { type: 'timed', byQuestion: { t2: 0 } }, { t1: ranOut }, true],
    ['both ran out unanswered, no answer at all', undefined, { t1: ranOut, t2: ranOut }, true],
    ['both answered', { type: 'timed', byQuestion: { t1: 1, t2: 0 } }, {}, true],
  ])('%s: %s', (_name, answer, clocks, settled) => {
    expect(hasRequiredAnswer(block, answer, clocks)).toBe(settled);
  });
});
