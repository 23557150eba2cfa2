import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { courseSchema } from '../../scripts/course-schema.mjs';
import { checkCourse } from '../../src/check/checkCourse';

const folder = resolve(__dirname, '../fixtures/broken-courses');
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(courseSchema());

/**
 * What each broken course gets from the course JSON Schema and from `check`: whether the schema
 * accepts it, the worst severity check reports, and where the two legitimately part (`why`). A
 * finding of one "agrees" with a finding of the other at the same path, or at a path inside or
 * around it (check names a bad screen_index and the component it misplaces).
 */
const EXPECTED: Record<string, { schema: 'valid' | 'invalid'; check: 'error' | 'warning' | 'info' | 'clean'; schemaOnly?: string[]; checkOnly?: string[]; why?: string }> = {
  'not-an-object.json': { schema: 'invalid', check: 'error' },
  'missing-phases.json': { schema: 'invalid', check: 'error' },
  'phases-an-object.json': { schema: 'invalid', check: 'error' },
  'mcq-options-a-string.json': { schema: 'invalid', check: 'warning' },
  'mcq-without-questions.json': { schema: 'invalid', check: 'warning' },
  'screen-index-as-text.json': { schema: 'invalid', check: 'warning' },
  'screen-role-unknown.json': { schema: 'invalid', check: 'warning' },
  'phase-without-display-mode.json': { schema: 'invalid', check: 'warning' },
  'drag-drop-sources-a-string.json': { schema: 'invalid', check: 'warning' },
  'image-without-alt.json': { schema: 'invalid', check: 'warning' },
  'unknown-kind.json': { schema: 'valid', check: 'info' },
  'every-spelling-but-the-first.json': { schema: 'valid', check: 'clean' },
  'slider-min-above-max.json': { schema: 'valid', check: 'clean', why: 'neither says: JSON Schema cannot compare two fields, and the player reads a max not above min as five steps from min' },
  'drag-drop-source-items-an-object.json': {
    schema: 'invalid',
    check: 'warning',
    schemaOnly: ['phases[0].components[0].source_items'],
    checkOnly: ['phases[0].components[0].sourceItems'],
    why: 'the same finding: the schema names the field as spelled, check by its wire name',
  },
  'fields-in-no-spelling-read.json': {
    schema: 'invalid',
    check: 'clean',
    schemaOnly: ['phases[0].components[0].sourceItems', 'phases[0].components[0].targetItems'],
    why: 'the service always sends both lists, so the schema requires them; the player shows an empty board with a notice and holds nothing back',
  },
  'choice-graded-yes.json': {
    schema: 'invalid',
    check: 'clean',
    schemaOnly: ['phases[0].components[0].graded'],
    why: 'graded is true or false on the wire; the player reads "yes" as not given, an ungraded choice, and says nothing',
  },
  'gate-naming-nothing.json': { schema: 'valid', check: 'warning', checkOnly: ['b2'], why: 'reveal_after names another component: one component cannot see another in JSON Schema' },
  'duplicate-component-ids.json': { schema: 'valid', check: 'warning', checkOnly: ['phases[0].components[1]'], why: 'ids unique across components: out of JSON Schema’s reach' },
  'image-url-javascript.json': { schema: 'valid', check: 'warning', checkOnly: ['phases[0].components[0].url'], why: 'a URL is a string to the schema; which ones the player loads is its allowlist’s call' },
};

/** An ajv error's place as check writes paths: `phases[0].components[1].alt`, a missing property included. */
function schemaPath(error: { instancePath: string; keyword: string; params: Record<string, unknown> }): string {
  const steps = error.instancePath.split('/').slice(1);
  if (error.keyword === 'required') steps.push(String(error.params.missingProperty));
  return steps.map((step, index) => (/^\d+$/.test(step) ? `[${step}]` : `${index === 0 ? '' : '.'}${step}`)).join('');
}

/** Check's paths with the course's own fields (`$.phases`) written as the schema's are. */
const checkPath = (path = '') => path.replace(/^\$\.?/, '');
const related = (a: string, b: string) => a === b || a === '' || b === '' || a.startsWith(`${b}.`) || a.startsWith(`${b}[`) || b.startsWith(`${a}.`) || b.startsWith(`${a}[`);

function verdicts(file: string) {
  const payload = JSON.parse(readFileSync(resolve(folder, file), 'utf8')) as unknown;
  const valid = validate(payload);
  // The `if` that picked a kind's fields adds nothing to the field that failed them.
  const schema = [...new Set((validate.errors ?? []).filter((e) => e.keyword !== 'if').map(schemaPath))];
  const diagnostics = checkCourse(payload).diagnostics;
  const worst = (['error', 'warning', 'info'] as const).find((severity) => diagnostics.some((d) => d.severity === severity)) ?? 'clean';
  const check = [...new Set(diagnostics.filter((d) => d.severity !== 'info').map((d) => checkPath(d.path)))];
  return { valid, schema, worst, check };
}

describe('the course JSON Schema and check, on broken courses', () => {
  it('has an expected outcome for every broken course, and a reason wherever the two part', () => {
    expect(readdirSync(folder).filter((name) => name.endsWith('.json')).sort()).toEqual(Object.keys(EXPECTED).sort());
    const unexplained = Object.entries(EXPECTED).filter(([, e]) => !e.why && (e.schemaOnly || e.checkOnly || (e.schema === 'valid') !== (e.check === 'clean' || e.check === 'info')));
    expect(unexplained.map(([file]) => file)).toEqual([]);
  });

  it.each(Object.entries(EXPECTED))('%s: the schema and check agree, or part as the table says', (file, expected) => {
    const { valid, schema, worst, check } = verdicts(file);
    expect({ schema: valid ? 'valid' : 'invalid', check: worst }).toEqual({ schema: expected.schema, check: expected.check });
    expect(schema.filter((path) => !check.some((other) => related(path, other)))).toEqual(expected.schemaOnly ?? []);
    expect(check.filter((path) => !schema.some((other) => related(path, other)))).toEqual(expected.checkOnly ?? []);
  });

  it('never lets a course check cannot read pass the schema', () => {
    const unreadable = Object.keys(EXPECTED).filter((file) => verdicts(file).worst === 'error');
    expect(unreadable.length).toBeGreaterThan(0);
    expect(unreadable.filter((file) => verdicts(file).valid)).toEqual([]);
  });
});
