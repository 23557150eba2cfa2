import { describe, expect, it } from 'vitest';
import { methodCourse } from '../../test/fixtures';
import { normalizeCourse } from '../model/normalizeCourse';
import { reviewRows, unansweredCount } from './reviewRows';

const course = normalizeCourse(methodCourse).course;
const mcq = course.blocks['post-mcq']!;
const questions = mcq.kind === 'mcq' ? mcq.data.questions : [];
const confidence = course.blocks['post-confidence']!;
const statement = confidence.kind === 'confidence-check' ? confidence.data.statement : '';

describe('reviewRows', () => {
  it('lists every question the phase sends, screen by screen, with the answer as the learner saw it or null', () => {
    const [first, second] = questions;
    const chosen = first!.options[1]!;
    const rows = reviewRows(course, 'ph-post', { 'post-mcq': { type: 'selections', byQuestion: { [first!.id]: chosen.value } } }, {});
    expect(rows).toEqual([
      { blockId: 'post-mcq', questionId: first!.id, screenIndex: 0, prompt: first!.prompt, answer: chosen.label, answered: true },
      { blockId: 'post-mcq', questionId: second!.id, screenIndex: 0, prompt: second!.prompt, answer: null, answered: false },
      // A confidence check is named by its statement.
      { blockId: 'post-confidence', questionId: 'post-confidence', screenIndex: 1, prompt: statement, answer: null, answered: false },
    ]);
    expect(unansweredCount(rows)).toBe(2);
  });

  it('names a confidence check by its statement and gives the value chosen', () => {
    const rows = reviewRows(course, 'ph-post', { 'post-confidence': { type: 'value', value: 4 } }, {});
    expect(rows.at(-1)).toEqual({ blockId: 'post-confidence', questionId: 'post-confidence', screenIndex: 1, prompt: statement, answer: '4', answered: true });
  });

  it('gives each question of a multi-question block its own row (the assessment: 3 + 4 + 2 + 1)', () => {
    const rows = reviewRows(course, 'ph-assessment', {}, {});
    expect(rows.map((row) => `${row.blockId}@${row.screenIndex}`)).toEqual([
      ...Array(3).fill('assess-match@0'),
      ...Array(4).fill('assess-grouping@1'),
      ...Array(2).fill('assess-timed@2'),
      'assess-cards@3',
    ]);
    expect(unansweredCount(rows)).toBe(rows.length);
  });

  it('gives card pairs by card text, in the order the learner made them, leaving out a pair with a card the block lacks', () => {
    const row = (pairs: [string, string][]) => reviewRows(course, 'ph-assessment', { 'assess-cards': { type: 'pairs', pairs } }, {}).find((r) => r.blockId === 'assess-cards');
    expect(row([['card-d', 'card-k'], ['card-p', 'card-gone']])).toMatchObject({
      prompt: 'Flip two cards at a time to match each drug with its class.', answer: null, pairs: [['Dapagliflozin', 'SGLT2 inhibitor']], answered: true,
    });
    expect(row([])).toMatchObject({ answer: null, answered: false });
    expect(row([])).not.toHaveProperty('pairs');
  });

  it('leaves out blocks still hidden behind a gate', () => {
    const explained = reviewRows(course, 'ph-content', {}, {}).map((row) => row.blockId);
    expect(explained).toContain('content-bp-choice');
    const gated = Object.values(course.blocks).filter((block) => block.phaseId === 'ph-content' && block.revealAfter !== null).map((block) => block.id);
    for (const id of gated) expect(explained).not.toContain(id);
  });

  it('is empty for a phase that is not there', () => {
    expect(reviewRows(course, 'nope', {}, {})).toEqual([]);
  });
});
