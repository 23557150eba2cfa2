import { describe, expect, it } from 'vitest';
import { normalizeCourse } from './normalizeCourse';

/** The edge of each normalize rule: missing vs invalid, defaults, both spellings, exact diagnostics. */
const component = (id: string, type: string, extra: Record<string, unknown> = {}) => ({ id, type, reveal_after: null, screen_index: 0, screen_role: 'primary', ...extra });
const phase = (extra: Record<string, unknown> = {}, components: unknown[] = [component('a', 'html')]) => ({
  id: 'p1', title: 'One', type: 'content', required: true, order: 0, display_mode: 'sequential', screen_count: 1, components, ...extra,
});
const course = (phases: unknown[], extra: Record<string, unknown> = {}) => ({ contract_version: '2026-09-03', course_id: 'c-1', organization_id: 'o-1', name: 'Course', phases, ...extra });
const read = (raw: unknown) => normalizeCourse(raw);
const found = (raw: unknown, code: string) => read(raw).diagnostics.filter((d) => d.code === code);

describe('normalizePhase edges', () => {
  it('gives a phase without an id the id phase-N and reports it', () => {
    const raw = course([phase({ id: '' }), phase({ id: undefined, order: 1 }, [])]);
    expect(read(raw).course.phases.map((p) => p.id)).toEqual(['phase-1', 'phase-2']);
    expect(found(raw, 'missing_field').map((d) => d.path)).toEqual(expect.arrayContaining(['phases[0]', 'phases[1]']));
  });

  it('names a duplicate phase id with the next free suffix', () => {
    const raw = course([phase(), phase({ order: 1 }, []), phase({ order: 2 }, [])]);
    expect(read(raw).course.phases.map((p) => p.id)).toEqual(['p1', 'p1~2', 'p1~3']);
    expect(found(raw, 'duplicate_id')).toHaveLength(2);
  });

  it('shows a phase that is not an object as an empty, untitled phase with a diagnostic', () => {
    const raw = course(['oops']);
    const [only] = read(raw).course.phases;
    expect(only).toMatchObject({ id: 'phase-1', type: 'unknown', title: 'Part 1', isKnownType: false, required: true, displayMode: 'sequential', blockIds: [] });
    expect(only?.screens).toEqual([{ index: 0, blockIds: [] }]);
    expect(found(raw, 'invalid_field')[0]).toMatchObject({ path: 'phases[0]' });
  });

  it('titles an untitled phase from its type, hyphens as spaces', () => {
    expect(read(course([phase({ title: undefined, type: 'case-study' })])).course.phases[0]?.title).toBe('Case study');
    expect(read(course([phase({ title: '  ', type: 'content' })])).course.phases[0]?.title).toBe('Content');
  });

  it('reports an unknown phase type as info only', () => {
    expect(found(course([phase({ type: 'simulation' })]), 'unknown_phase_type')).toEqual([expect.objectContaining({ severity: 'info', path: 'phases[0]' })]);
  });

  it('reads required: false, and keeps required for anything else', () => {
    expect(read(course([phase({ required: false })])).course.phases[0]?.required).toBe(false);
    expect(read(course([phase({ required: 'no' })])).course.phases[0]?.required).toBe(true);
  });

  it('puts a phase without order last', () => {
    const raw = course([phase({ id: 'late', order: undefined }), phase({ id: 'first', order: 7 }, [component('b', 'html')])]);
    expect(read(raw).course.phases.map((p) => p.id)).toEqual(['first', 'late']);
  });

  it('reads stacked and falls back to sequential for an unknown display mode', () => {
    const two = [component('a', 'html'), component('b', 'html', { screen_index: 1 })];
    expect(read(course([phase({ display_mode: 'stacked', screen_count: 2 }, two)])).course.phases[0]?.screens).toEqual([{ index: 0, blockIds: ['a', 'b'] }]);
    const fallback = read(course([phase({ display_mode: 'carousel', screen_count: 2 }, two)]));
    expect(fallback.course.phases[0]?.displayMode).toBe('sequential');
    expect(fallback.course.phases[0]?.screens).toHaveLength(2);
  });

  it('reports a screen_count mismatch only for a present count that differs and a phase with blocks', () => {
    expect(found(course([phase({ screen_count: 2 })]), 'screen_count_mismatch')).toHaveLength(1);
    expect(found(course([phase({ screen_count: 1 })]), 'screen_count_mismatch')).toHaveLength(0);
    expect(found(course([phase({ screen_count: undefined })]), 'screen_count_mismatch')).toHaveLength(0);
    expect(found(course([phase({ screen_count: 3 }, [])]), 'screen_count_mismatch')).toHaveLength(0);
    // Zero is not a count at all: it is invalid, not a mismatch.
    expect(found(course([phase({ screen_count: 0 })]), 'invalid_field').map((d) => d.path)).toContain('phases[0].screen_count');
  });

  it('reports an empty phase as info', () => {
    expect(found(course([phase({}, [])]), 'empty_phase')).toEqual([expect.objectContaining({ severity: 'info' })]);
    expect(found(course([phase()]), 'empty_phase')).toEqual([]);
  });

  it('keeps a non-empty debrief_readout and drops an empty or missing one', () => {
    expect(read(course([phase({ debrief_readout: { matchIds: ['q1'] } })])).course.phases[0]?.debriefReadout).toEqual({ matchIds: ['q1'] });
    expect(read(course([phase({ debrief_readout: {} })])).course.phases[0]?.debriefReadout).toBeNull();
    expect(read(course([phase({ debrief_readout: null })])).course.phases[0]?.debriefReadout).toBeNull();
    const invalid = course([phase({ debrief_readout: 'yes' })]);
    expect(read(invalid).course.phases[0]?.debriefReadout).toBeNull();
    expect(found(invalid, 'invalid_field').map((d) => d.path)).toContain('phases[0].debrief_readout');
  });

  it('reports a screen_index that is present but invalid, and not one that is missing or null', () => {
    expect(found(course([phase({}, [component('a', 'html', { screen_index: -1 })])]), 'screen_index_invalid')).toHaveLength(1);
    expect(found(course([phase({}, [component('a', 'html', { screen_index: null })])]), 'screen_index_invalid')).toHaveLength(0);
    expect(found(course([phase({}, [component('a', 'html', { screen_index: undefined })])]), 'screen_index_invalid')).toHaveLength(0);
  });

  it('gives a component without an id the id <phase>-block-N', () => {
    const raw = course([phase({}, [component('', 'html'), component('b', 'html'), { type: 'html' }])]);
    expect(read(raw).course.phases[0]?.blockIds).toEqual(['p1-block-1', 'b', 'p1-block-3']);
  });
});

describe('normalizeBlock edges', () => {
  const block = (extra: Record<string, unknown>, type = 'html') => read(course([phase({}, [component('b', type, extra)])])).course.blocks.b!;

  it.each([['content'], ['html'], ['body'], ['text'], ['richText'], ['rich_text']])('reads html from %s', (key) => {
    expect(block({ [key]: '<p>x</p>' })).toMatchObject({ data: { html: '<p>x</p>' } });
  });

  it('takes the first html spelling in order and an empty string when none', () => {
    expect(block({ html: '<b>2</b>', content: '<b>1</b>' })).toMatchObject({ data: { html: '<b>1</b>' } });
    expect(block({}, 'rich-text')).toMatchObject({ kind: 'rich-text', data: { html: '' } });
  });

  it('reads title or heading, ignoring blanks', () => {
    expect(block({ title: 'T', heading: 'H' }).title).toBe('T');
    expect(block({ title: ' ', heading: 'H' }).title).toBe('H');
    expect(block({}).title).toBeNull();
  });

  it('reads reveals_on_answer and screen_role, with defaults', () => {
    expect(block({ reveals_on_answer: true, screen_role: 'attached' })).toMatchObject({ revealsOnAnswer: true, screenRole: 'attached' });
    expect(block({ reveals_on_answer: 'yes', screen_role: 'side' })).toMatchObject({ revealsOnAnswer: false, screenRole: 'primary' });
  });

  it('treats a blank reveal_after as no gate', () => {
    expect(block({ reveal_after: '  ' }).revealAfter).toBeNull();
  });

  it.each([
    ['question, by default', 'question', {}, true],
    ['choice, by default', 'choice', {}, false],
    ['question with graded: false', 'question', { graded: false }, false],
    ['choice with graded: true', 'choice', { graded: true }, true],
    ['choice with is_graded: true', 'choice', { is_graded: true }, true],
    ['question with is_graded: false', 'question', { is_graded: false }, false],
  ])('grades a %s accordingly', (_name, type, extra, graded) => {
    expect(block({ question: 'Q', options: ['a', 'b'], ...extra }, type)).toMatchObject({ data: { graded } });
  });

  it('uses question_id for the question of a choice when given', () => {
    expect(block({ question: 'Q', options: ['a'], question_id: 'q-9' }, 'choice')).toMatchObject({ data: { question: { id: 'q-9' } } });
    expect(block({ question: 'Q', options: ['a'] }, 'choice')).toMatchObject({ data: { question: { id: 'b' } } });
  });

  it('keeps the raw type and reports an unknown one as info', () => {
    const raw = course([phase({}, [component('b', 'Holo Deck')])]);
    expect(read(raw).course.blocks.b).toMatchObject({ kind: 'unknown', rawType: 'Holo Deck' });
    expect(found(raw, 'unknown_component_type')).toEqual([expect.objectContaining({ severity: 'info', path: 'phases[0].components[0]' })]);
  });
});

describe('normalizeCourse edges', () => {
  it('reads description and format, null when blank', () => {
    expect(read(course([phase()], { description: '<p>d</p>', format: 'method' })).course).toMatchObject({ description: '<p>d</p>', format: 'method' });
    expect(read(course([phase()], { description: '', format: '' })).course).toMatchObject({ description: null, format: null });
  });

  it('names a course without a name "Untitled course" and reports it', () => {
    const raw = course([phase()], { name: ' ' });
    expect(read(raw).course.name).toBe('Untitled course');
    expect(read(raw).diagnostics.map((d) => d.path)).toContain('$.name');
  });

  it('reports no phases as an error', () => {
    expect(found(course([]), 'no_phases')).toEqual([expect.objectContaining({ severity: 'error' })]);
  });

  it('reports a missing contract_version and keeps null', () => {
    const raw = course([phase()], { contract_version: undefined });
    expect(read(raw).course.contractVersion).toBeNull();
    expect(read(raw).diagnostics.map((d) => d.path)).toContain('$.contract_version');
  });

  it('reports newer and older revisions as info', () => {
    expect(found(course([phase()], { contract_version: '2099-01-01' }), 'revision_newer')).toEqual([expect.objectContaining({ severity: 'info', path: '$.contract_version' })]);
    expect(found(course([phase()], { contract_version: '2020-01-01' }), 'revision_older')).toEqual([expect.objectContaining({ severity: 'info', path: '$.contract_version' })]);
  });

  it('unwraps an envelope only when it has a boolean success and data, and no phases of its own', () => {
    const inner = course([phase()]);
    expect(read({ success: true, data: inner }).course.id).toBe('c-1');
    expect(read({ success: false, data: inner }).course.id).toBe('c-1');
    expect(read({ success: 'true', data: inner }).course.phases).toEqual([]);
    expect(read({ ...inner, success: true, data: { course_id: 'other' } }).course.id).toBe('c-1');
  });

  it('reports a non-object payload as an error, once', () => {
    expect(found('text', 'not_an_object')).toEqual([expect.objectContaining({ severity: 'error', path: '$' })]);
    expect(found(course([phase()]), 'not_an_object')).toEqual([]);
  });

  it('passes snapshot problems on as warnings', () => {
    const loop: Record<string, unknown> = course([phase()]);
    loop.self = loop;
    expect(found(loop, 'input_unreadable')).toEqual([expect.objectContaining({ severity: 'warning', message: '$.self: refers back to itself; cut off' })]);
  });

  it('freezes phases, screens and diagnostics too', () => {
    const { course: result, diagnostics } = read(course([phase({ screen_count: 4 })]));
    expect(Object.isFrozen(result.phases)).toBe(true);
    expect(Object.isFrozen(result.phases[0]?.screens[0])).toBe(true);
    expect(Object.isFrozen(diagnostics)).toBe(true);
  });
});

describe('gates (reveal_after) edges', () => {
  const gatedOn = (anchorType: string, extra: Record<string, unknown> = {}) =>
    read(course([phase({}, [component('anchor', anchorType, extra), component('gated', 'html', { reveal_after: 'anchor' })])])).course.blocks.gated?.revealAfter;

  it.each([
    ['choice', { question: 'Q', options: ['a'] }],
    ['question', { question: 'Q', options: ['a'] }],
    ['timed-quiz', { questions: [{ id: 't', question: 'T', options: ['x'] }] }],
    ['mcq', { questions: [{ id: 'm', question: 'M', options: ['x'] }] }],
    ['grouping', { items: [{ id: 'i', label: 'I' }], groups: [{ id: 'g', label: 'G' }] }],
    ['drag-drop-match', { sourceItems: [{ id: 's', label: 'S' }], targetItems: [{ id: 't', label: 'T' }] }],
    ['card-flip', { cards: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }] }],
    ['image-hotspot', { hotspots: [{ id: 'h', label: 'H' }] }],
    ['confidence-check', {}],
    ['reflection', {}],
  ])('keeps a gate on a %s anchor that offers something to answer', (type, extra) => {
    expect(gatedOn(type, extra)).toBe('anchor');
  });

  it.each([['html'], ['video'], ['button'], ['form-input'], ['evaluation'], ['holo-deck']])('drops a gate on a %s, which nobody answers', (type) => {
    expect(gatedOn(type)).toBeNull();
  });

  it.each([
    ['timed-quiz', { questions: [] }],
    ['mcq', { questions: [{ id: 'm', question: 'M', options: [] }] }],
    ['grouping', { items: [{ id: 'i', label: 'I' }] }],
    ['drag-drop-match', { sourceItems: [{ id: 's', label: 'S' }] }],
    ['card-flip', { cards: [{ id: 'a', label: 'A' }] }],
    ['image-hotspot', {}],
    ['choice', { question: 'Q', options: [] }],
  ])('drops a gate on a %s that offers nothing to answer, which would hide the gated block for good', (type, extra) => {
    expect(gatedOn(type, extra)).toBeNull();
  });

  it('breaks a cycle but keeps a gate that leads into it', () => {
    const raw = course([
      phase({}, [
        component('x', 'choice', { reveal_after: 'y', options: ['a'] }),
        component('y', 'choice', { reveal_after: 'x', options: ['a'] }),
        component('lead', 'html', { reveal_after: 'x' }),
      ]),
    ]);
    const { blocks } = read(raw).course;
    expect([blocks.x?.revealAfter, blocks.y?.revealAfter, blocks.lead?.revealAfter]).toEqual([null, null, 'x']);
    expect(found(raw, 'anchor_cycle')).toHaveLength(1);
  });

  it('keeps a chain of gates that ends at an ungated anchor', () => {
    const raw = course([
      phase({}, [
        component('a', 'choice', { options: ['a'] }),
        component('b', 'choice', { reveal_after: 'a', options: ['a'] }),
        component('c', 'html', { reveal_after: 'b' }),
      ]),
    ]);
    const { blocks } = read(raw).course;
    expect([blocks.a?.revealAfter, blocks.b?.revealAfter, blocks.c?.revealAfter]).toEqual([null, 'a', 'b']);
    expect(read(raw).diagnostics.filter((d) => d.code.startsWith('anchor'))).toEqual([]);
  });
});

describe('missing required fields', () => {
  it('reports each missing course field at its path and falls back', () => {
    const { course: result, diagnostics } = read({ contract_version: '2026-09-03' });
    expect(result).toMatchObject({ id: '', organizationId: '', name: 'Untitled course', description: null, format: null, phases: [] });
    const missing = diagnostics.filter((d) => d.code === 'missing_field').map((d) => d.path);
    expect(missing).toEqual(expect.arrayContaining(['$.course_id', '$.organization_id', '$.name', '$.phases']));
    // description and format are optional: absent means null, without a diagnostic.
    expect(missing).not.toContain('$.description');
    expect(missing).not.toContain('$.format');
  });

  it('reports each missing phase and component field at its path', () => {
    const raw = course([{ id: 'p1' }, { id: 'p2', type: 'content', display_mode: 'stacked', components: [{ id: 'b' }] }]);
    const missing = read(raw).diagnostics.filter((d) => d.code === 'missing_field').map((d) => d.path);
    expect(missing).toEqual(expect.arrayContaining(['phases[0].type', 'phases[0].display_mode', 'phases[0].components', 'phases[1].components[0].type']));
    expect(read(raw).course.blocks.b).toMatchObject({ kind: 'unknown', rawType: '', screenIndex: 0 });
  });
});

