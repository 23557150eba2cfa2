import fc from 'fast-check';
import type { CourseContentPayload } from '../../../src/contract/course';
import { mediaStates, methodCourse, unknownRevisionProbe } from '../../fixtures';
import { mutate, mutationArb } from '../mutate';

/**
 * Generated courses for the liveness property: phases of any type, required or not, sequential or
 * stacked, holding components cloned from the fixtures (every kind, both spellings, an unknown one),
 * placed on random screens, sometimes gated on an answerable component of their phase, and
 * sometimes thinned (a list cut to one entry or none) the way a half-written payload is, and now
 * and then broken further by the fuzzer's structural mutations (a field dropped or of the wrong type,
 * an unknown kind, a reveal cycle, a duplicate id).
 */
type Component = Record<string, unknown>;

const TEMPLATES: readonly Component[] = [methodCourse, mediaStates, unknownRevisionProbe]
  .flatMap((course) => (course.phases as unknown as { components: Component[] }[]).flatMap((phase) => phase.components))
  .filter((component) => component.reveal_after === null || component.reveal_after === undefined);

/** Kinds a learner answers, which a gated block may wait for (spec 2.6 reveal_after). */
const ANCHOR_TYPES = /^(choice|question|mcq|confidence[-_]check|reflection|image[-_]hotspot|form[-_]input)$/;
const PHASE_TYPES = ['introduction', 'pre-assessment', 'content', 'education', 'assessment', 'post-assessment', 'evaluation', 'certificate', 'simulation'] as const;

/** Cuts one list of the component (its own or one level down) to `keep` entries. */
function thin(component: Component, pick: number, keep: number): Component {
  const lists: unknown[][] = [];
  for (const value of Object.values(component)) {
    if (Array.isArray(value)) lists.push(value);
    if (Array.isArray(value)) for (const entry of value) if (entry && typeof entry === 'object') for (const inner of Object.values(entry)) if (Array.isArray(inner)) lists.push(inner);
  }
  const list = lists[pick % Math.max(1, lists.length)];
  if (list) list.splice(keep);
  return component;
}

const componentArb = fc.record({
  template: fc.nat({ max: TEMPLATES.length - 1 }),
  screen: fc.nat({ max: 2 }),
  attached: fc.boolean(),
  gated: fc.boolean(),
  thinned: fc.option(fc.record({ pick: fc.nat({ max: 7 }), keep: fc.nat({ max: 1 }) }), { freq: 6 }),
});

const phaseArb = fc.record({
  type: fc.constantFrom(...PHASE_TYPES),
  required: fc.boolean(),
  stacked: fc.boolean(),
  components: fc.array(componentArb, { minLength: 1, maxLength: 4 }),
});

export interface GeneratedCourse {
  payload: CourseContentPayload;
  requiredPhaseIds: string[];
}

/** The fuzzer's mutations that keep a walk short (huge strings and deep nesting have suites of their own). */
const brokenArb = fc.option(fc.array(mutationArb.filter((m) => m.op !== 'hugeString' && m.op !== 'deepNesting'), { minLength: 1, maxLength: 2 }), { freq: 4 });

export const courseArb: fc.Arbitrary<GeneratedCourse> = fc.tuple(fc.array(phaseArb, { minLength: 1, maxLength: 3 }), brokenArb).map(([phases, broken]) => {
  const built = phases.map((phase, p) => {
    const components: Component[] = [];
    phase.components.forEach((spec, c) => {
      const component = structuredClone(TEMPLATES[spec.template]!);
      component.id = `p${p}c${c}-${String(component.id)}`;
      component.screen_index = spec.screen;
      component.screen_role = spec.attached ? 'attached' : 'primary';
      component.reveal_after = null;
      const anchor = components.find((earlier) => ANCHOR_TYPES.test(String(earlier.type)));
      if (spec.gated && anchor) component.reveal_after = anchor.id;
      components.push(spec.thinned ? thin(component, spec.thinned.pick, spec.thinned.keep) : component);
    });
    return {
      id: `phase-${p}`, title: `Phase ${p + 1}`, type: phase.type, required: phase.required, order: p,
      display_mode: phase.stacked ? 'stacked' : 'sequential', components,
    };
  });
  const payload = {
    contract_version: '2026-09-03', course_id: 'generated', organization_id: 'o', name: 'Generated', format: 'method',
    total_phases: built.length, learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {},
    references: [], series: null, phases: built,
  };
  const requiredPhaseIds = built.filter((phase) => phase.required).map((phase) => phase.id);
  return { payload: (broken ? mutate(payload, broken) : payload) as CourseContentPayload, requiredPhaseIds };
});
