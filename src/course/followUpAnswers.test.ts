import { describe, expect, it } from 'vitest';
import { buildFollowUpAnswers, emptyFollowUpDraft, missingRequired } from './followUpAnswers';
import { readFollowUp } from './readFollowUp';

const followUp = {
  intervals_days: [30],
  email: { subject: 's', intro: 'i', cta_label: 'c' },
  landing: { title: 'Thirty days on', intro: 'How has it gone?', accreditation_note: null },
  commitment: { prompt: 'What will you change?', options: [{ id: 'c1', label: 'Screen earlier' }, { id: 'c2', label: 'Refer sooner' }], allow_free_text: true },
  survey: {
    items: [
      { id: 's1', prompt: 'Did you change?', type: 'single', options: [{ id: 'y', label: 'Yes' }, { id: 'n', label: 'No' }], required: true },
      { id: 's2', prompt: 'Which?', type: 'multi', options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }], required: false },
      { id: 's3', prompt: 'Confidence', type: 'scale', min: 1, max: 5, min_label: 'Low', max_label: 'High', required: true },
      { id: 's4', prompt: 'Tell us', type: 'text', required: true },
      { id: 's5', prompt: 'Hologram', type: 'hologram', required: true },
    ],
    barriers: [{ id: 'b1', label: 'Time' }, { id: 'b2', label: 'Cost' }],
  },
  recheck: { id: 'r1', stem: 'Which is first-line?', options: [{ id: 'o1', label: 'X', is_correct: false }, { id: 'o2', label: 'Y', is_correct: true }], rationale: 'Because.' },
};

describe('follow-up answers', () => {
  const view = readFollowUp(followUp);

  it('reads the payload', () => {
    expect(view.surveyItems.map((item) => item.type)).toEqual(['single', 'multi', 'scale', 'text', 'unsupported']);
    expect(view.recheck?.keyed).toBe(true);
    expect(readFollowUp({ recheck: { id: 'r', stem: 's', options: [{ id: 'a', label: 'A' }] } }).recheck?.keyed).toBe(false);
  });

  it('lists required items left unanswered (unsupported types excepted)', () => {
    expect(missingRequired(view, emptyFollowUpDraft)).toEqual(['s1', 's3', 's4']);
    expect(missingRequired(view, { ...emptyFollowUpDraft, survey: { s1: 'y', s3: '4', s4: '  ' } })).toEqual(['s4']);
  });

  it('builds the typed answers, keeping only offered ids', () => {
    const answers = buildFollowUpAnswers(view, {
      commitmentIds: ['c2', 'forged'],
      commitmentText: '  Use the checklist ',
      survey: { s1: 'y', s2: ['a', 'b'], s3: '4', s4: 'Went well', s5: 'x' },
      barrierIds: ['b2'],
      recheckId: 'o2',
    });
    expect(answers).toEqual({
      commitment: { optionIds: ['c2'], freeText: 'Use the checklist' },
      survey: {
        s1: { type: 'single', optionId: 'y' },
        s2: { type: 'multi', optionIds: ['a', 'b'] },
        s3: { type: 'scale', value: 4 },
        s4: { type: 'text', text: 'Went well' },
      },
      barrierIds: ['b2'],
      recheck: { questionId: 'r1', optionId: 'o2', isCorrect: true },
    });
  });

  it.each([null, undefined, {}, 'x', { survey: { items: 'x', barriers: [null] }, commitment: 5, recheck: [] }])('reads %j as an empty form', (input) => {
    const empty = readFollowUp(input);
    expect(empty.surveyItems).toEqual([]);
    expect(buildFollowUpAnswers(empty, emptyFollowUpDraft)).toEqual({ commitment: { optionIds: [], freeText: null }, survey: {}, barrierIds: [], recheck: null });
  });
});
