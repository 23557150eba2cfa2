import { describe, expect, it } from 'vitest';
import { methodCourse } from '../../test/fixtures';
import { normalizeCourse } from '../model/normalizeCourse';
import { answerRecord } from './answerRecord';

const course = normalizeCourse(methodCourse).course;
const mcq = Object.values(course.blocks).find((b) => b.kind === 'mcq' && b.phaseId === 'ph-pre')!;
const question = mcq.kind === 'mcq' ? mcq.data.questions[0]! : null;

describe('answerRecord', () => {
  it('lists each answered question with the option as the learner saw it and its rationale, by phase', () => {
    const option = question!.options[1]!;
    const rationale = { questionId: question!.id, correct: false, text: 'Because.', html: null };
    const record = answerRecord(course, { [mcq.id]: { type: 'selections', byQuestion: { [question!.id]: option.value } } }, { [question!.id]: rationale });
    expect(record).toEqual([
      { phaseId: 'ph-pre', title: course.phases.find((p) => p.id === 'ph-pre')!.title, entries: [{ blockId: mcq.id, questionId: question!.id, prompt: question!.prompt, answer: option.label, rationale }] },
    ]);
  });

  it('keeps card pairs, by card text, and leaves out a card-flip with no pair', () => {
    const entries = (pairs: [string, string][]) => answerRecord(course, { 'assess-cards': { type: 'pairs', pairs } }, {}).flatMap((phase) => phase.entries);
    expect(entries([['card-p', 'card-a']])).toEqual([
      { blockId: 'assess-cards', questionId: 'assess-cards', prompt: 'Flip two cards at a time to match each drug with its class.', answer: null, pairs: [['Lisinopril', 'ACE inhibitor']], rationale: null },
    ]);
    expect(entries([])).toEqual([]);
  });

  it('is empty without answers (a finished course keeps none after a reload)', () => {
    expect(answerRecord(course, {}, {})).toEqual([]);
  });
});
