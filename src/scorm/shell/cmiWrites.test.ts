import { describe, expect, it } from 'vitest';
import type { ScormSummary } from '../protocol';
import { lessonStatus, scorm12Writes, scorm2004Writes, startWrites } from './cmiWrites';

const base: ScormSummary = { completion: 'incomplete', success: 'unknown', scaled: null, location: 'p1#0', sessionSeconds: 75, resume: 'p1#0' };

describe('SCORM 1.2 mapping', () => {
  it('reports a passed course with its score first, then the status, a normal exit', () => {
    expect(scorm12Writes({ ...base, completion: 'completed', success: 'passed', scaled: 0.875 })).toEqual([
      ['cmi.core.score.raw', '87.5'],
      ['cmi.core.score.min', '0'],
      ['cmi.core.score.max', '100'],
      ['cmi.core.lesson_status', 'passed'],
      ['cmi.core.lesson_location', 'p1#0'],
      ['cmi.core.session_time', '0000:01:15.00'],
      ['cmi.core.exit', ''],
    ]);
  });

  it('keeps an unfinished attempt incomplete and suspended, with no score when the service gave none', () => {
    const writes = scorm12Writes(base);
    expect(writes.map(([element]) => element)).not.toContain('cmi.core.score.raw');
    expect(Object.fromEntries(writes)).toMatchObject({ 'cmi.core.lesson_status': 'incomplete', 'cmi.core.exit': 'suspend' });
  });

  it.each([
    [{ completion: 'completed', success: 'unknown' }, 'completed'],
    [{ completion: 'incomplete', success: 'failed' }, 'failed'],
    [{ completion: 'completed', success: 'failed' }, 'failed'],
    [{ completion: 'incomplete', success: 'passed' }, 'passed'],
  ] as const)('lesson_status of %o is %s', (facts, status) => {
    expect(lessonStatus({ ...base, ...facts })).toBe(status);
  });

  it('clamps a score to 0..100 and cuts the location to 255 characters', () => {
    const writes = Object.fromEntries(scorm12Writes({ ...base, scaled: 1.7, location: 'x'.repeat(300) }));
    expect(writes['cmi.core.score.raw']).toBe('100');
    expect(writes['cmi.core.lesson_location']).toHaveLength(255);
  });
});

describe('SCORM 2004 mapping', () => {
  it('writes score, then completion, then success, ISO session time, exit normal once done', () => {
    expect(scorm2004Writes({ ...base, completion: 'completed', success: 'failed', scaled: 0.4 })).toEqual([
      ['cmi.score.scaled', '0.4'],
      ['cmi.score.raw', '40'],
      ['cmi.score.min', '0'],
      ['cmi.score.max', '100'],
      ['cmi.completion_status', 'completed'],
      ['cmi.success_status', 'failed'],
      ['cmi.location', 'p1#0'],
      ['cmi.session_time', 'PT1M15S'],
      ['cmi.exit', 'normal'],
    ]);
  });

  it('suspends while incomplete with no verdict', () => {
    expect(Object.fromEntries(scorm2004Writes(base))).toMatchObject({ 'cmi.completion_status': 'incomplete', 'cmi.success_status': 'unknown', 'cmi.exit': 'suspend' });
  });

  it('writes no location before the learner\'s screen is known (scorm-again refuses an empty cmi.location), in either version', () => {
    expect(scorm2004Writes({ ...base, location: '' }).map(([element]) => element)).not.toContain('cmi.location');
    expect(scorm12Writes({ ...base, location: '' }).map(([element]) => element)).not.toContain('cmi.core.lesson_location');
  });

  it('marks a first attempt in progress in each version', () => {
    expect(startWrites('1.2')).toEqual([['cmi.core.lesson_status', 'incomplete'], ['cmi.core.exit', 'suspend']]);
    expect(startWrites('2004')).toEqual([['cmi.completion_status', 'incomplete'], ['cmi.exit', 'suspend']]);
  });
});
