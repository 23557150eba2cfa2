import { describe, expect, it } from 'vitest';
import { normalizeCourse } from './normalizeCourse';

const component = (id: string, type: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  reveal_after: null,
  screen_index: 0,
  screen_role: 'primary',
  ...extra,
});

const phase = (id: string, order: number, components: unknown[], extra: Record<string, unknown> = {}) => ({
  id,
  title: `Phase ${id}`,
  type: 'content',
  required: true,
  order,
  display_mode: 'sequential',
  screen_count: 1,
  components,
  ...extra,
});

const course = (phases: unknown[], extra: Record<string, unknown> = {}) => ({
  contract_version: '2026-09-03',
  course_id: 'c-1',
  organization_id: 'org-1',
  name: 'Hypertension in practice',
  format: 'method',
  total_phases: phases.length,
  phases,
  learning_objectives: ['Recognise resistant hypertension'],
  accreditation: null,
  available_certificate_types: [],
  activity_details: {},
  references: [],
  series: null,
  ...extra,
});

const codes = (raw: unknown) => normalizeCourse(raw).diagnostics.map((d) => d.code);

describe('normalizeCourse', () => {
  it('reads a clean course without diagnostics', () => {
    const { course: result, diagnostics } = normalizeCourse(
      course([phase('p1', 0, [component('h1', 'html', { content: '<p>Hi</p>' })])]),
    );
    expect(diagnostics).toEqual([]);
    expect(result.name).toBe('Hypertension in practice');
    expect(result.phases[0]?.screens).toEqual([{ index: 0, blockIds: ['h1'] }]);
    expect(result.blocks.h1).toMatchObject({ kind: 'html', data: { html: '<p>Hi</p>' }, phaseId: 'p1' });
  });

  it.each([
    ['drag-drop-match', 'drag-drop-match'],
    ['drag_drop_match', 'drag-drop-match'],
    ['Rich_Text', 'rich-text'],
    ['confidence_check', 'confidence-check'],
    ['mcq', 'mcq'],
    ['timed_quiz', 'timed-quiz'],
  ])('maps the spelling %s to %s', (type, kind) => {
    const { course: result } = normalizeCourse(course([phase('p1', 0, [component('b', type)])]));
    expect(result.blocks.b?.kind).toBe(kind);
  });

  it('keeps an unknown component type as an unknown block carrying its name', () => {
    const { course: result, diagnostics } = normalizeCourse(course([phase('p1', 0, [component('b', 'holo-deck')])]));
    expect(result.blocks.b).toMatchObject({ kind: 'unknown', rawType: 'holo-deck' });
    expect(diagnostics.map((d) => d.code)).toContain('unknown_component_type');
  });

  it('keeps an unknown phase type and flags it', () => {
    const { course: result } = normalizeCourse(course([phase('p1', 0, [], { type: 'simulation' })]));
    expect(result.phases[0]).toMatchObject({ type: 'simulation', isKnownType: false });
  });

  it('orders phases by order, stably for ties', () => {
    const { course: result, diagnostics } = normalizeCourse(
      course([phase('b', 1, []), phase('a', 0, []), phase('c', 1, [])]),
    );
    expect(result.phases.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(diagnostics.map((d) => d.code)).toContain('phase_order_duplicate');
  });

  it('groups screens by screen_index and reports count mismatches and gaps', () => {
    const raw = course([
      phase('p1', 0, [component('a', 'html'), component('b', 'html', { screen_index: 2 })], { screen_count: 3 }),
    ]);
    const { course: result } = normalizeCourse(raw);
    expect(result.phases[0]?.screens.map((s) => s.blockIds)).toEqual([['a'], ['b']]);
    expect(codes(raw)).toEqual(expect.arrayContaining(['screen_index_gap', 'screen_count_mismatch']));
  });

  it.each([
    ['negative', -1],
    ['fractional', 1.5],
    ['a string', '1'],
  ])('places a %s screen_index after the previous block and reports it', (_name, index) => {
    const raw = course([phase('p1', 0, [component('a', 'html'), component('b', 'html', { screen_index: index })], { screen_count: 2 })]);
    expect(normalizeCourse(raw).course.phases[0]?.screens.map((s) => s.blockIds)).toEqual([['a'], ['b']]);
    expect(codes(raw)).toContain('screen_index_invalid');
  });

  it('resolves gates; a missing anchor or a cycle leaves the block visible', () => {
    const raw = course([
      phase('p1', 0, [
        component('anchor', 'choice', { reveals_on_answer: true, options: ['Yes', 'No'] }),
        component('gated', 'html', { reveal_after: 'anchor' }),
        component('orphan', 'html', { reveal_after: 'nowhere' }),
        component('x', 'choice', { reveal_after: 'y', options: ['a'] }),
        component('y', 'choice', { reveal_after: 'x', options: ['a'] }),
        component('self', 'question', { reveal_after: 'self', options: ['a'] }),
      ]),
    ]);
    const { course: result } = normalizeCourse(raw);
    expect(result.blocks.gated?.revealAfter).toBe('anchor');
    expect(result.blocks.orphan?.revealAfter).toBeNull();
    expect(result.blocks.x?.revealAfter).toBeNull();
    expect(result.blocks.y?.revealAfter).toBeNull();
    expect(result.blocks.self?.revealAfter).toBeNull();
    expect(codes(raw)).toEqual(expect.arrayContaining(['anchor_missing', 'anchor_cycle']));
  });

  it('does not let a gate on a never-answered block hide content forever', () => {
    const raw = course([phase('p1', 0, [component('text', 'html'), component('gated', 'html', { reveal_after: 'text' })])]);
    expect(normalizeCourse(raw).course.blocks.gated?.revealAfter).toBeNull();
    expect(codes(raw)).toContain('anchor_not_answerable');
  });

  it.each([
    ['a later phase (never reached while the gated block is on screen)', 0, 1],
    ['an earlier phase (which may be optional and skipped)', 1, 0],
  ])('drops a gate whose anchor sits in %s', (_name, gatedOrder, anchorOrder) => {
    const raw = course([
      phase('gated-phase', gatedOrder, [component('gated', 'html', { reveal_after: 'anchor' })]),
      phase('anchor-phase', anchorOrder, [component('anchor', 'choice', { reveals_on_answer: true, options: ['Yes', 'No'] })]),
    ]);
    expect(normalizeCourse(raw).course.blocks.gated?.revealAfter).toBeNull();
    expect(codes(raw)).toContain('anchor_other_phase');
  });

  it('renames duplicate ids instead of dropping blocks', () => {
    const raw = course([phase('p1', 0, [component('a', 'html'), component('a', 'html')])]);
    const { course: result } = normalizeCourse(raw);
    expect(result.phases[0]?.blockIds).toEqual(['a', 'a~2']);
    expect(codes(raw)).toContain('duplicate_id');
  });

  it.each([
    ['supported', '2026-09-03', []],
    ['newer', '2027-01-01', ['revision_newer']],
    ['unrecognized text', 'next', ['revision_newer']],
    ['older', '2026-08-17', ['revision_older']],
  ])('treats a %s revision correctly', (_name, version, expected) => {
    expect(codes(course([phase('p1', 0, [])], { contract_version: version })).filter((c) => c.startsWith('revision'))).toEqual(expected);
  });

  it('reads options as strings or objects and questions of an mcq', () => {
    const raw = course([
      phase('p1', 0, [
        component('q', 'mcq', { questions: [{ id: 'q1', type: 'multiple-choice', question: 'First line?', options: ['A', 'B'] }] }),
        component('c', 'choice', { question: 'Pick', options: [{ id: 'o1', label: 'One' }, { id: 'o2', label: 'Two' }] }),
      ]),
    ]);
    const { course: result } = normalizeCourse(raw);
    expect(result.blocks.q).toMatchObject({ data: { questions: [{ id: 'q1', prompt: 'First line?', options: [{ value: 'A', label: 'A' }, { value: 'B', label: 'B' }] }] } });
    expect(result.blocks.c).toMatchObject({ data: { graded: false, question: { id: 'c', prompt: 'Pick', options: [{ value: 'o1', label: 'One' }, { value: 'o2', label: 'Two' }] } } });
  });

  it('accepts a whole response envelope', () => {
    const { course: result } = normalizeCourse({ success: true, contract_version: '2026-09-03', data: course([phase('p1', 0, [])]) });
    expect(result.id).toBe('c-1');
  });

  it('returns a frozen model', () => {
    const { course: result } = normalizeCourse(course([phase('p1', 0, [component('a', 'html')])]));
    expect(Object.isFrozen(result)).toBe(true);
    expect(Object.isFrozen(result.blocks.a)).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'course'],
    ['an array', [1, 2]],
    ['an empty object', {}],
  ])('survives %s with an empty course and an error diagnostic', (_name, raw) => {
    const { course: result, diagnostics } = normalizeCourse(raw);
    expect(result.phases).toEqual([]);
    expect(diagnostics.some((d) => d.severity === 'error')).toBe(true);
  });

  it('survives getters that throw and proxies', () => {
    const hostile = course([phase('p1', 0, [])]);
    Object.defineProperty(hostile, 'name', { enumerable: true, get: () => { throw new Error('boom'); } });
    const proxy = new Proxy({}, { ownKeys: () => { throw new Error('trap'); } });
    expect(normalizeCourse(hostile).course.name).toBe('Untitled course');
    expect(normalizeCourse(proxy).course.phases).toEqual([]);
  });
});
