import { describe, expect, it } from 'vitest';
import { resolveAnchors } from './anchors';
import type { Diagnostic } from './diagnostics';
import { normalizeCourse } from './normalizeCourse';
import { readOptions, readQuestions } from './questions';
import { Reader } from './read';
import { readCourseFields } from './courseFields';
import { snapshot } from './snapshot';
import type { Block } from './types';

// Diagnostics are what a host developer reads when a course looks wrong (onDiagnostics, logs): each
// rule's code, path, severity and wording, asserted in full, plus the values those rules leave in
// the course (placed screen indexes, the required flags that make a missing field a warning).

const component = (id: string, type: string, extra: Record<string, unknown> = {}) => ({ id, type, screen_index: 0, screen_role: 'primary', ...extra });
const phase = (extra: Record<string, unknown> = {}, components: unknown[] = [component('a', 'html')]) => ({
  id: 'p1', title: 'One', type: 'content', required: true, order: 0, display_mode: 'sequential', screen_count: 1, components, ...extra,
});
const course = (phases: unknown, extra: Record<string, unknown> = {}) => ({ contract_version: '2026-09-03', course_id: 'c-1', organization_id: 'o-1', name: 'Course', learning_objectives: [], phases, ...extra });
const said = (raw: unknown, code?: Diagnostic['code']) =>
  normalizeCourse(raw).diagnostics.filter((d) => code === undefined || d.code === code).map(({ code: c, message, path, severity }) => [c, message, path, severity]);

describe('normalizeCourse says, in full', () => {
  it.each([
    ['a payload that is not an object', 'course', 'not_an_object', [['not_an_object', 'the course payload is not an object', '$', 'error']]],
    ['no phases', course([]), 'no_phases', [['no_phases', 'the course has no phases', '$', 'error']]],
    ['null phases (missing)', course(null), 'missing_field', [['missing_field', 'phases is missing; the course could not be read', '$.phases', 'error']]],
    ['phases as text', course('a,b'), 'invalid_field', [['invalid_field', 'phases is a string, not a list; the course could not be read', '$.phases', 'error']]],
    ['phases as an object', course({ a: 1 }), 'invalid_field', [['invalid_field', 'phases is a object, not a list; the course could not be read', '$.phases', 'error']]],
    ['a newer revision', course([phase()], { contract_version: '2030-01-01' }), 'revision_newer', [['revision_newer', 'contract revision 2030-01-01 is newer than this player knows; rendering anyway', '$.contract_version', 'info']]],
    ['an older revision', course([phase()], { contract_version: '2020-01-01' }), 'revision_older', [['revision_older', 'contract revision 2020-01-01 predates the supported list; rendering anyway', '$.contract_version', 'info']]],
    ['two phases with one order', course([phase(), phase({ id: 'p2' })]), 'phase_order_duplicate', [['phase_order_duplicate', 'two phases share order 0; kept in delivered order', 'p2', 'warning']]],
    ['a description that is not text', course([phase()], { description: 5 }), 'invalid_field', [['invalid_field', 'description is invalid (expected text, received 5)', '$.description', 'warning']]],
    ['a format that is not text', course([phase()], { format: 5 }), 'invalid_field', [['invalid_field', 'format is invalid (expected text, received 5)', '$.format', 'warning']]],
  ])('%s', (_name, raw, code, expected) => {
    expect(said(raw, code as Diagnostic['code'])).toEqual(expected);
  });

  it('adds the course evaluation block without a diagnostic, and names a collision at $.evaluation_questions', () => {
    const questions = [{ id: 'e1', question: 'Q', type: 'yes-no' }];
    const clean = course([phase({ type: 'evaluation' })], { evaluation_questions: questions });
    expect(said(clean)).toEqual([]);
    expect(Object.keys(normalizeCourse(clean).course.blocks)).toEqual(['a', 'course-evaluation']);
    const taken = course([phase({ type: 'evaluation' }, [component('course-evaluation', 'html')])], { evaluation_questions: questions });
    expect(said(taken)).toEqual([['duplicate_id', 'id "course-evaluation" is used twice; the later one becomes "course-evaluation~2"', '$.evaluation_questions', 'warning']]);
  });
});

describe('normalizePhase says, in full', () => {
  it.each([
    ['a phase without an id', [phase({ id: undefined })], [['missing_field', 'id is missing; using "phase-1"', 'phases[0]', 'warning']]],
    ['a phase id used twice', [phase(), phase({ id: 'p1', order: 1 })], [['duplicate_id', 'id "p1" is used twice; the later one becomes "p1~2"', 'phases[1]', 'warning']]],
    ['a null phase', [null], [['invalid_field', 'phase is not an object; shown as an empty phase', 'phases[0]', 'warning']]],
    ['an unknown phase type', [phase({ type: 'holodeck' })], [['unknown_phase_type', 'phase type "holodeck" is not known; it renders with a notice', 'phases[0]', 'info']]],
    ['gaps in screen_index', [phase({ screen_count: 3 }, [component('a', 'html'), component('b', 'html', { screen_index: 2 }), component('c', 'html', { screen_index: 4 })])], [
      ['screen_index_gap', 'screen_index skips to 2, 4', 'phases[0]', 'warning'],
    ]],
    ['a screen_count that differs', [phase({ screen_count: 2 })], [['screen_count_mismatch', 'screen_count is 2 but components use 1 screen(s)', 'phases[0]', 'warning']]],
    ['a phase without components', [phase({}, [])], [['empty_phase', 'phase has no components', 'phases[0]', 'info']]],
    ['an invalid screen_index', [phase({}, [component('a', 'html', { screen_index: -1 })])], [
      ['invalid_field', expect.stringMatching(/^screen_index is invalid \(/), 'phases[0].components[0]', 'warning'],
      ['screen_index_invalid', 'screen_index is not a whole number >= 0; placed after the previous block', 'phases[0].components[0]', 'warning'],
    ]],
  ])('%s', (_name, phases, expected) => {
    const codes = new Set(expected.map(([code]) => code));
    const all = said(course(phases)).filter(([code, , path]) => codes.has(code) && !String(path).startsWith('phases[1].components'));
    expect(all.map((d) => (d[0] === 'invalid_field' && d[2] === 'phases[0].components[0].screen_index' ? [d[0], d[1], 'phases[0].components[0]', d[3]] : d))).toEqual(expected);
  });

  it.each([
    ['title', 'phases[0].title'],
    ['required', 'phases[0].required'],
    ['order', 'phases[0].order'],
    ['screen_count', 'phases[0].screen_count'],
  ])('reports a phase without %s as missing', (key, path) => {
    expect(said(course([phase({ [key]: undefined })]), 'missing_field')).toEqual([['missing_field', `${key} is missing`, path, 'warning']]);
  });

  it('reports a component without screen_index as missing, and places it', () => {
    const raw = course([phase({ screen_count: 2 }, [component('a', 'html'), { id: 'b', type: 'html', screen_role: 'primary' }])]);
    expect(said(raw, 'missing_field')).toEqual([['missing_field', 'screen_index is missing', 'phases[0].components[1].screen_index', 'warning']]);
  });

  it('keeps each block’s placed screen index', () => {
    const { course: read } = normalizeCourse(course([phase({ screen_count: 3 }, [component('a', 'html'), component('b', 'html', { screen_index: 1 }), component('c', 'html', { screen_index: 2 })])]));
    expect(['a', 'b', 'c'].map((id) => read.blocks[id]?.screenIndex)).toEqual([0, 1, 2]);
  });
});

describe('normalizeBlock', () => {
  it('says an unknown component type is known to be unknown, as info', () => {
    expect(said(course([phase({}, [component('a', 'holo-deck')])]), 'unknown_component_type')).toEqual([
      ['unknown_component_type', 'component type "holo-deck" is not known; it renders as a notice', 'phases[0].components[0]', 'info'],
    ]);
  });

  it.each([
    ['content', { content: '<p>C</p>' }, { kind: 'content', data: { html: '<p>C</p>' } }],
    ['timed-quiz', { questions: [{ id: 'q', question: 'Q', options: ['a'] }] }, { kind: 'timed-quiz', data: { questions: [expect.objectContaining({ id: 'q' })] } }],
  ])('reads the fields of a %s block', (type, extra, expected) => {
    expect(normalizeCourse(course([phase({}, [component('a', type, extra)])])).course.blocks.a).toMatchObject(expected);
  });

  it.each([
    ['a numeric string', '30', 30, []],
    ['a number', 30, 30, []],
    ['words', 'half a minute', null, [['invalid_field', 'timeLimit is invalid (not a number, nor text holding one)', 'phases[0].components[0].questions[0].timeLimit', 'warning']]],
    ['a negative number', -30, null, [['invalid_field', 'timeLimit is invalid (below zero)', 'phases[0].components[0].questions[0].timeLimit', 'warning']]],
  ])('reads a timed question’s timeLimit given as %s, and says so in the course’s diagnostics when it cannot', (_name, timeLimit, seconds, expected) => {
    const raw = course([phase({}, [component('a', 'timed_quiz', { questions: [{ id: 'q', question: 'Q', options: ['x', 'y'], timeLimit }] })])]);
    const { course: read } = normalizeCourse(raw);
    expect(read.blocks.a).toMatchObject({ kind: 'timed-quiz', data: { questions: [expect.objectContaining({ id: 'q', timeLimitSeconds: seconds })] } });
    expect(said(raw, 'invalid_field')).toEqual(expected);
  });
});

describe('resolveAnchors', () => {
  const block = (id: string, kind: string, revealAfter: string | null): Block =>
    ({ id, kind, rawType: kind, phaseId: 'p', position: 0, screenIndex: 0, screenRole: 'primary', revealAfter, revealsOnAnswer: false, title: null, answerRequired: null, fields: {}, data: kind === 'html' ? { html: '' } : kind === 'choice' ? { graded: false, question: { id, prompt: 'Q', options: [{ value: 'a', label: 'A' }] } } : {} }) as unknown as Block;

  it.each([
    ['a missing anchor', { g: block('g', 'html', 'nobody') }, [['anchor_missing', 'reveal_after "nobody" names no component; shown ungated', 'g', 'warning']]],
    ['an anchor nobody answers', { a: block('a', 'video', null), g: block('g', 'html', 'a') }, [['anchor_not_answerable', 'reveal_after "a" is a video, which is never answered; shown ungated', 'g', 'warning']]],
    ['an anchor in another phase', { a: { ...block('a', 'choice', null), phaseId: 'q' } as Block, g: block('g', 'html', 'a') }, [['anchor_other_phase', 'reveal_after "a" is in another phase; shown ungated', 'g', 'warning']]],
    ['a cycle', { x: block('x', 'choice', 'y'), y: block('y', 'choice', 'x') }, [['anchor_cycle', 'reveal_after forms a cycle (x -> y); those blocks are shown ungated', 'x', 'warning']]],
  ])('says so for %s', (_name, blocks, expected) => {
    const reader = new Reader();
    resolveAnchors(reader, blocks as Record<string, Block>);
    expect(reader.diagnostics.map(({ code, message, path, severity }) => [code, message, path, severity])).toEqual(expected);
  });

  it('ungates every broken gate, not only the last, and leaves its input as it was', () => {
    const blocks = { g1: block('g1', 'html', 'gone'), g2: block('g2', 'html', 'also-gone'), ok: block('ok', 'html', null) };
    const resolved = resolveAnchors(new Reader(), blocks);
    expect(Object.values(resolved).map((b) => b.revealAfter)).toEqual([null, null, null]);
    expect([blocks.g1.revealAfter, blocks.g2.revealAfter]).toEqual(['gone', 'also-gone']);
  });

  it('keeps the gate that leads into a cycle, even when the walk starts there', () => {
    const resolved = resolveAnchors(new Reader(), { z: block('z', 'choice', 'x'), x: block('x', 'choice', 'y'), y: block('y', 'choice', 'x') });
    expect(Object.fromEntries(Object.values(resolved).map((b) => [b.id, b.revealAfter]))).toEqual({ z: 'x', x: null, y: null });
  });
});

describe('the smaller readers say, in full', () => {
  it('questions and options', () => {
    const reader = new Reader();
    readOptions(reader, 'a', '$.o');
    readOptions(reader, [{ id: 'x' }], '$.p');
    readQuestions(reader, 'q', 'b', '$.c');
    readQuestions(reader, [{ id: 'q' }, { id: 'q' }], 'b', '$.d');
    expect(reader.diagnostics.map(({ code, message, path }) => [code, message, path])).toEqual([
      ['invalid_field', 'options is not a list', '$.o'],
      ['invalid_field', 'option has no readable label; skipped', '$.p[0]'],
      ['invalid_field', 'questions is not a list', '$.c.questions'],
      ['duplicate_id', 'question id "q" repeats', '$.d.questions[1]'],
    ]);
  });

  it('course fields with entries that are not objects', () => {
    const reader = new Reader();
    readCourseFields(reader, { learning_objectives: [], references: ['x'] });
    expect(reader.diagnostics.map(({ code, message, path }) => [code, message, path])).toEqual([['invalid_field', 'references has entries that are not objects; skipped', '$.references']]);
  });

  it('a delivered component typed evaluation_questions is not the course’s own block', async () => {
    const { isCourseEvaluationBlock } = await import('./courseEvaluation');
    const read = normalizeCourse(course([phase({ type: 'evaluation' }, [component('a', 'evaluation_questions')])])).course;
    expect(isCourseEvaluationBlock(read.blocks.a!)).toBe(false);
  });
});

describe('snapshot', () => {
  it('drops a __proto__ key without touching the copy’s prototype', () => {
    const { value } = snapshot(JSON.parse('{"__proto__": {"polluted": true}, "a": 1}'));
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value as object)).toEqual(['a']);
    expect((value as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('does not freeze unless asked', () => {
    expect(Object.isFrozen(snapshot({ a: [1] }).value)).toBe(false);
    expect(Object.isFrozen(snapshot({ a: [1] }, { freeze: true }).value)).toBe(true);
  });

  it('leaves out what JSON cannot hold, key and all', () => {
    expect(Object.keys(snapshot({ f: () => 1, u: undefined, s: Symbol('s'), a: 1 }).value as object)).toEqual(['a']);
  });

  it('names where a problem is from the root', () => {
    const looped: Record<string, unknown> = {};
    looped.self = looped;
    expect(snapshot({ a: [looped] }).problems).toEqual(['$.a[0].self: refers back to itself; cut off']);
  });
});
