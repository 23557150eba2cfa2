import { describe, expect, it } from 'vitest';
import { readCourseFields } from './courseFields';
import { Reader } from './read';

// The course-level passthrough fields (spec 2.4) at their edges: each outer shape accepted,
// empty and missing values, and the diagnostic (code and path) for a wrong shape.

const read = (source: Record<string, unknown>) => {
  const reader = new Reader();
  const fields = readCourseFields(reader, { learning_objectives: [], ...source });
  return { fields, codes: reader.diagnostics.map((d) => [d.code, d.path]) };
};

describe('readCourseFields', () => {
  it('reads nothing but empty values from a course with only objectives, silently', () => {
    expect(read({})).toEqual({
      fields: {
        learningObjectives: [], accreditation: null, creditDesignations: [], landingPage: null, confidenceBaseline: null,
        evaluationQuestions: [], debrief: null, references: [], series: null, followUp: null, mediaExpiresAt: null,
      },
      codes: [],
    });
  });

  describe('learning_objectives', () => {
    it('keeps non-blank strings only', () => {
      expect(read({ learning_objectives: ['Explain A', '', '  ', 3, null, 'Apply B'] }).fields.learningObjectives).toEqual(['Explain A', 'Apply B']);
    });

    it('reports them missing (the spec requires them)', () => {
      const reader = new Reader();
      expect(readCourseFields(reader, {}).learningObjectives).toEqual([]);
      expect(reader.diagnostics.map((d) => [d.code, d.path])).toEqual([['missing_field', '$.learning_objectives']]);
    });

    it('reports them invalid when not a list', () => {
      expect(read({ learning_objectives: 'Explain A' })).toMatchObject({ fields: { learningObjectives: [] }, codes: [['invalid_field', '$.learning_objectives']] });
    });
  });

  describe.each([
    ['accreditation', 'accreditation'],
    ['landing_page', 'landingPage'],
    ['confidence_baseline', 'confidenceBaseline'],
    ['debrief', 'debrief'],
    ['series', 'series'],
    ['follow_up', 'followUp'],
  ] as const)('%s (an object or null)', (key, field) => {
    it('is carried as authored', () => {
      expect(read({ [key]: { a: 1, nested: { b: [2] } } })).toEqual(expect.objectContaining({ fields: expect.objectContaining({ [field]: { a: 1, nested: { b: [2] } } }), codes: [] }));
    });

    it.each([['null', null], ['an empty object', {}]])('is null when %s, silently', (_name, value) => {
      expect(read({ [key]: value })).toMatchObject({ fields: { [field]: null }, codes: [] });
    });

    it.each([['a string', 'yes'], ['a list', [{ a: 1 }]], ['a number', 0]])('is null, reported, when %s', (_name, value) => {
      expect(read({ [key]: value })).toMatchObject({ fields: { [field]: null }, codes: [['invalid_field', `$.${key}`]] });
    });
  });

  describe.each([
    ['credit_designations', 'creditDesignations'],
    ['evaluation_questions', 'evaluationQuestions'],
  ] as const)('%s (a list of objects)', (key, field) => {
    it('keeps the objects, reporting the entries that are not', () => {
      expect(read({ [key]: [{ a: 1 }, 'x', null, [1], { b: 2 }] })).toMatchObject({ fields: { [field]: [{ a: 1 }, { b: 2 }] }, codes: [['invalid_field', `$.${key}`]] });
    });

    it('keeps a list of objects silently', () => {
      expect(read({ [key]: [{ a: 1 }] })).toMatchObject({ fields: { [field]: [{ a: 1 }] }, codes: [] });
    });

    it.each([['missing', undefined], ['null', null]])('is empty when %s, silently', (_name, value) => {
      expect(read({ [key]: value })).toMatchObject({ fields: { [field]: [] }, codes: [] });
    });

    it('is empty, reported, when not a list', () => {
      expect(read({ [key]: { a: 1 } })).toMatchObject({ fields: { [field]: [] }, codes: [['invalid_field', `$.${key}`]] });
    });
  });

  describe('references', () => {
    it('numbers each reference as a string, from its own number or its position', () => {
      expect(read({ references: [{ number: 3, text: 'A' }, { number: '7', text: 'B' }, { text: 'C' }, { number: null, text: 'D' }, { number: 0 }] }).fields.references).toEqual([
        { number: '3', text: 'A' },
        { number: '7', text: 'B' },
        { number: '3', text: 'C' },
        { number: '4', text: 'D' },
        { number: '0' },
      ]);
    });

    it('skips entries that are not objects, with a diagnostic', () => {
      expect(read({ references: ['Smith 2020', { number: 1 }] })).toMatchObject({ fields: { references: [{ number: '1' }] }, codes: [['invalid_field', '$.references']] });
    });
  });

  describe('media_expires_at', () => {
    it.each([
      ['a timestamp', '2026-09-03T12:00:00Z', '2026-09-03T12:00:00Z', []],
      ['a padded timestamp, trimmed', ' 2026-09-03T12:00:00Z ', '2026-09-03T12:00:00Z', []],
      ['blank', '  ', null, [['invalid_field', '$.media_expires_at']]],
      ['a number', 1_700_000_000, null, [['invalid_field', '$.media_expires_at']]],
      ['null', null, null, []],
    ])('%s', (_name, value, expected, codes) => {
      expect(read({ media_expires_at: value })).toMatchObject({ fields: { mediaExpiresAt: expected }, codes });
    });
  });
});
