import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { courseSchema } from '../../scripts/course-schema.mjs';
import { CANONICAL_KINDS, toCanonicalKind } from '../../src/model/kinds';
import { methodCourse } from '../fixtures';

const schema = courseSchema() as { $defs: Record<string, { allOf?: Branch[]; properties?: Record<string, { description?: string }> }> };
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
/** Leaf errors as `path message`: the `if` that chose a kind's fields and the `then` that failed say nothing more. */
const errorsOf = (payload: unknown) => (validate(payload) ? [] : (validate.errors ?? []).filter((e) => e.keyword !== 'if').map((e) => `${e.instancePath} ${e.message}`));

interface Branch {
  $comment?: string;
  if?: { properties: { type: { pattern: string } } };
  then?: { $ref: string };
}
const branches = (schema.$defs.ComponentBasePayload!.allOf ?? []).filter((branch): branch is Required<Branch> => branch.if !== undefined && branch.$comment !== undefined);
/** The kinds whose branch a component `type` takes, as ajv runs patterns (Unicode mode). */
const kindsNamedBy = (type: string) => branches.filter((branch) => new RegExp(branch.if.properties.type.pattern, 'u').test(type)).map((branch) => branch.$comment);

/** The sample course with one component replaced (phase 1's first, an html block). */
function courseWith(component: Record<string, unknown>): unknown {
  const course = structuredClone(methodCourse) as unknown as { phases: Array<{ components: unknown[] }> };
  course.phases[1]!.components[0] = { id: 'probe', reveal_after: null, screen_index: 0, screen_role: 'primary', ...component };
  return course;
}

describe("the course JSON Schema's component kinds", () => {
  it('has one branch per canonical kind, describing every field of a component, its items included', () => {
    expect(branches.map((branch) => branch.$comment).sort()).toEqual([...CANONICAL_KINDS].sort());
    // Every definition a component reaches: the kinds' own, and the questions, items and tracks they hold.
    const refsIn = (value: unknown): string[] => (value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => (key === '$ref' ? [String(inner).replace('#/$defs/', '')] : refsIn(inner))) : []);
    const reached = new Set(['ComponentBasePayload', ...branches.map((branch) => branch.then.$ref.replace('#/$defs/', ''))]);
    for (const name of reached) refsIn(schema.$defs[name]!.properties).forEach((ref) => reached.add(ref));
    expect(reached.size).toBeGreaterThan(25);
    const undescribed = [...reached].flatMap((name) => Object.entries(schema.$defs[name]!.properties ?? {}).filter(([, field]) => !field.description).map(([field]) => `${name}.${field}`));
    expect(undescribed).toEqual([]);
  });

  it('picks the kind toCanonicalKind picks, for any case and separators, aliases included', () => {
    const names = [...CANONICAL_KINDS, 'multiple-choice', 'dragdropmatch', 'richtext'];
    const separator = fc.constantFrom('-', '_', ' ', '__', ' _ ', '\t', '');
    const spelled = fc.tuple(fc.constantFrom(...names), fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), separator, fc.constantFrom('', ' ', '_', '-', '\n'), fc.constantFrom('', ' ', '_', '-'))
      .map(([name, upper, between, before, after]) => `${before}${[...name].map((char, i) => (char === '-' ? between : upper[i] ? char.toUpperCase() : char)).join('')}${after}`);
    fc.assert(
      fc.property(fc.oneof(spelled, fc.string({ maxLength: 20 })), (type) => {
        const kind = toCanonicalKind(type);
        expect(kindsNamedBy(type), JSON.stringify(type)).toEqual(kind === null ? [] : [kind]);
      }),
      { seed: 20261201, numRuns: 3000 },
    );
    // Lower-cased, the Kelvin sign is a k: toCanonicalKind reads it as one, and so does the pattern.
    expect(kindsNamedBy('Tal\u212Aing_Avatar')).toEqual(['talking-avatar']);
  });

  it.each([
    ['an mcq whose options are a string', { type: 'mcq', questions: [{ id: 'q', type: 'multiple-choice', question: 'Which?', options: 'A, B' }] }, '/phases/1/components/0/questions/0/options must be array'],
    ['a Multiple_Choice block without questions', { type: 'Multiple_Choice' }, "/phases/1/components/0 must have required property 'questions'"],
    ['a confidence check whose minimum is text', { type: 'confidence_check', statement: 'I can', minimum: 'low', max: 5 }, '/phases/1/components/0/minimum must be number'],
    ['a drag-drop-match whose source_items is an object', { type: 'DragDropMatch', source_items: { a: 1 }, targetItems: [] }, '/phases/1/components/0/source_items must be array'],
    ['a choice graded "yes"', { type: 'choice', question: 'Which?', options: ['A'], is_graded: 'yes' }, '/phases/1/components/0/is_graded must be boolean'],
  ])('rejects %s, at the field', (_name, component, error) => {
    expect(errorsOf(courseWith(component))).toContain(error);
  });

  it.each([
    ['a confidence check in other spellings', { type: 'confidence-check', prompt: 'I can start an SGLT2 inhibitor', minimum: 1, scale_max: 5, min_label: 'Not at all' }],
    ['an mcq whose question is a stem with choices', { type: 'mcq', questions: [{ questionId: 'q', type: 'multiple-choice', stem: 'Which?', choices: ['A', 'B'] }] }],
    ['a grouping with categories and cards', { type: 'grouping', categories: [{ id: 'g', label: 'G' }], cards: [{ id: 'i', text: 'I' }] }],
    ['a kind the player does not know, with fields of its own', { type: 'holo-deck', scene: { depth: 3 }, questions: 'any' }],
    ['a component with no type at all the player would read', { type: 42 as unknown as string, questions: 'any' }],
  ])('accepts %s', (_name, component) => {
    const errors = errorsOf(courseWith(component));
    // A type that is not text is the base fields' concern alone.
    expect(errors.filter((e) => !e.endsWith('/type must be string'))).toEqual([]);
  });

  it('accepts a course naming its schema, as an editor wants it to', () => {
    expect(errorsOf({ $schema: './node_modules/ce-course-player/dist/course.schema.json', ...structuredClone(methodCourse) })).toEqual([]);
    expect(errorsOf({ ...structuredClone(methodCourse), $schema: 42 })).toEqual(['/$schema must be string']);
  });
});
