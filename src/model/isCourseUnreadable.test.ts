import { describe, expect, it } from 'vitest';
import type { Diagnostic } from './diagnostics';
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

describe('isCourseUnreadable on the diagnostics alone', () => {
  const d = (code: Diagnostic['code'], severity: Diagnostic['severity'], path?: string): Diagnostic => ({ code, message: 'm', severity, ...(path === undefined ? {} : { path }) });
  it.each([
    ['none', [], false],
    ['not_an_object as an error', [d('not_an_object', 'error', '$')], true],
    ['input_unreadable as an error', [d('input_unreadable', 'error', '$')], true],
    ['input_unreadable as a warning (one unreadable value inside the payload)', [d('input_unreadable', 'warning', '$.phases[0].x')], false],
    ['an error at $.phases of any code', [d('invalid_field', 'error', '$.phases')], true],
    ['a warning at $.phases', [d('invalid_field', 'warning', '$.phases')], false],
    ['an error elsewhere', [d('no_phases', 'error', '$')], false],
    ['an error below $.phases', [d('invalid_field', 'error', '$.phases[0]')], false],
    ['a readable warning before an unreadable error', [d('invalid_field', 'warning', '$.name'), d('not_an_object', 'error', '$')], true],
  ])('%s -> %s', (_name, diagnostics, expected) => {
    expect(isCourseUnreadable(diagnostics)).toBe(expected);
  });

  it('a course with one unreadable value inside is still readable', () => {
    const looped: Record<string, unknown> = { id: 'b', type: 'html', content: 'x' };
    looped.self = looped;
    const { diagnostics } = normalizeCourse({ ...base, phases: [{ id: 'p', type: 'content', components: [looped] }] });
    expect(diagnostics.map((x) => [x.code, x.severity])).toContainEqual(['input_unreadable', 'warning']);
    expect(isCourseUnreadable(diagnostics)).toBe(false);
  });
});
