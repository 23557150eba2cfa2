import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { courseSchema } from '../../scripts/course-schema.mjs';
import { hostilePayloads, mediaStates, methodCourse, seriesModule, unknownRevisionProbe } from '../fixtures';

const root = resolve(__dirname, '../..');
const schema = courseSchema();
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
const errorsOf = (payload: unknown) => (validate(payload) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));

/** `ce-course-player/course.schema.json`, generated from the wire types (scripts/course-schema.mjs). */
describe('the course JSON Schema', () => {
  it.each([
    ['the sample course', methodCourse],
    ['series-module.json', seriesModule],
    ['media-states.json', mediaStates],
    ['unknown-revision-probe.json (a newer revision: unknown fields, kinds and phase types)', unknownRevisionProbe],
    ['the examples\' course', JSON.parse(readFileSync(resolve(root, 'examples/vite-host/course.json'), 'utf8'))],
    ['the SCORM example\'s course', JSON.parse(readFileSync(resolve(root, 'examples/scorm-host/course.json'), 'utf8'))],
  ])('accepts %s', (_name, payload) => {
    expect(errorsOf(payload)).toEqual([]);
  });

  it('is open to unknown fields, and still names what is missing or mistyped', () => {
    expect(errorsOf({ ...structuredClone(methodCourse), added_in_a_later_revision: { anything: true } })).toEqual([]);
    const { phases: _phases, ...withoutPhases } = structuredClone(methodCourse);
    expect(errorsOf(withoutPhases)).toContain(" must have required property 'phases'");
    const broken = structuredClone(methodCourse) as unknown as { phases: Array<{ components: Array<{ screen_index: unknown }> }> };
    broken.phases[0]!.components[0]!.screen_index = 'first';
    expect(errorsOf(broken)).toContain('/phases/0/components/0/screen_index must be number');
  });

  it('rejects some hostile payloads the player survives: the schema is for authors, the player never needs it', () => {
    // As JSON, the way an author's file reaches it (some hostile payloads are objects with throwing getters).
    const asJson = (payload: unknown): unknown => {
      try {
        return JSON.parse(JSON.stringify(payload) ?? 'null');
      } catch {
        return null;
      }
    };
    const rejected = hostilePayloads.filter((hostile) => !validate(asJson(hostile.payload)));
    expect(rejected.length).toBeGreaterThan(0);
  });

  it('describes fields with the wire types\' doc comments, and is what the build ships', () => {
    expect(JSON.stringify(schema)).toContain('One phase of a course');
    const shipped = JSON.parse(readFileSync(resolve(root, 'dist/course.schema.json'), 'utf8')) as unknown;
    expect(shipped).toEqual(schema);
  });
});
