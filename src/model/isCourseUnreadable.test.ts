import { describe, expect, it } from 'vitest';
import { isCourseUnreadable } from './isCourseUnreadable';
import { normalizeCourse } from './normalizeCourse';

const base = { contract_version: '2026-09-03', course_id: 'c-1', organization_id: 'o', name: 'N' };

describe('isCourseUnreadable', () => {
  it.each([
    ['phases is an object', { ...base, phases: { a: {} } }, true],
    ['phases is a string', { ...base, phases: 'a,b' }, true],
    ['phases is missing', base, true],
    ['the payload is a string', 'course', true],
    ['the payload is null', null, true],
    ['phases is an honest empty list', { ...base, phases: [] }, false],
    ['one phase is broken', { ...base, phases: ['x'] }, false],
  ])('%s -> %s', (_name, raw, expected) => {
    expect(isCourseUnreadable(normalizeCourse(raw).diagnostics)).toBe(expected);
  });
});
