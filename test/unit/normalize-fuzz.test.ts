import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeCourse, type Course } from '../../src/entries/contract';
import { ANCHOR_KINDS, ANSWERABLE_KINDS, CANONICAL_KINDS, toCanonicalKind, type CanonicalKind } from '../../src/model/kinds';
import { methodCourse, seriesModule } from '../fixtures';

/**
 * Seeded property tests of normalizeCourse. The seed is fixed so CI is reproducible; FUZZ_SEED
 * (and FUZZ_PATH, both printed by fast-check on failure) replay a failure: see docs/testing.md.
 */
const DEFAULT_SEED = 20261123;
const seed = Number.parseInt(process.env.FUZZ_SEED ?? '', 10);
const path = process.env.FUZZ_PATH;
const SEED = Number.isSafeInteger(seed) ? seed : DEFAULT_SEED;

/** fast-check parameters: the fixed seed, the stated number of runs, and a replay path when given. */
function runs(numRuns: number): fc.Parameters<unknown> {
  return { seed: SEED, numRuns, ...(path ? { path } : {}) };
}

function isRenderable(course: Course): boolean {
  return course.phases.every(
    (phase) => phase.screens.length > 0 && phase.screens.every((screen) => screen.blockIds.every((id) => course.blocks[id] !== undefined)),
  ) && Object.values(course.blocks).every((b) => b.revealAfter === null || course.blocks[b.revealAfter] !== undefined);
}

/** Replaces the value at a random path of a JSON tree with another value. */
function mutate(tree: unknown, at: number[], replacement: unknown): unknown {
  if (at.length === 0 || tree === null || typeof tree !== 'object') return replacement;
  const entries = Array.isArray(tree) ? tree.map((v, i) => [String(i), v] as const) : Object.entries(tree);
  if (entries.length === 0) return replacement;
  const [head, ...rest] = at;
  const index = (head ?? 0) % entries.length;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(tree) ? [...tree] : { ...tree };
  const [key, value] = entries[index]!;
  (copy as Record<string, unknown>)[key] = mutate(value, rest, replacement);
  return copy;
}

// ---- A generator of course-shaped payloads: known kinds in every spelling, gates, screens ----

/** Spellings the reader accepts for a kind: hyphen, underscore, upper case, padded. */
const kindSpelling = fc
  .tuple(fc.constantFrom(...CANONICAL_KINDS), fc.constantFrom('as-is', 'snake', 'upper', 'padded'))
  .map(([kind, style]) => (style === 'snake' ? kind.replace(/-/g, '_') : style === 'upper' ? kind.toUpperCase() : style === 'padded' ? ` ${kind} ` : kind));

const componentShape = fc.record({
  type: fc.oneof({ weight: 6, arbitrary: kindSpelling }, { weight: 1, arbitrary: fc.string() }, { weight: 1, arbitrary: fc.constant(undefined) }),
  hasId: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  gate: fc.oneof(fc.constant(null), fc.nat(), fc.string({ maxLength: 4 })),
  screen: fc.oneof(fc.nat({ max: 4 }), fc.constant(null), fc.constant(-1), fc.constant('2'), fc.constant(undefined)),
  role: fc.constantFrom('primary', 'attached', 'weird', undefined),
  revealsOnAnswer: fc.boolean(),
});

const phaseShape = fc.record({
  valid: fc.boolean(),
  type: fc.constantFrom('content', 'case', 'assessment', 'evaluation', 'mystery'),
  displayMode: fc.constantFrom('sequential', 'stacked', 'bogus', undefined),
  order: fc.oneof(fc.nat({ max: 5 }), fc.constant(undefined)),
  components: fc.array(componentShape, { maxLength: 7 }),
});

interface Built {
  payload: { contract_version: string; course_id: string; name: string; phases: unknown[] };
  /** Ids delivered on components that are objects with a known type, in delivery order. */
  knownIds: Array<{ id: string; kind: CanonicalKind }>;
  validPhases: number;
}

/** Builds a payload with unique component ids (`c<phase>-<n>`) so every id can be traced. */
interface ComponentShape {
  type: string | undefined;
  hasId: boolean;
  gate: null | number | string;
  screen: unknown;
  role: string | undefined;
  revealsOnAnswer: boolean;
}

interface PhaseShape {
  valid: boolean;
  type: string;
  displayMode: string | undefined;
  order: number | undefined;
  components: ComponentShape[];
}

function build(phases: PhaseShape[]): Built {
  const allIds = phases.flatMap((phase, p) => phase.components.map((_, i) => `c${p}-${i}`));
  const knownIds: Built['knownIds'] = [];
  const payloadPhases = phases.map((phase, p) => {
    if (!phase.valid) return p % 2 === 0 ? null : 'not a phase';
    return {
      id: `p${p}`,
      title: `Phase ${p}`,
      type: phase.type,
      required: true,
      order: phase.order,
      display_mode: phase.displayMode,
      components: phase.components.map((component, i) => {
        const id = `c${p}-${i}`;
        const kind = toCanonicalKind(component.type);
        if (component.hasId && kind) knownIds.push({ id, kind });
        const gate = typeof component.gate === 'number' ? allIds[component.gate % Math.max(1, allIds.length)] ?? null : component.gate;
        return {
          ...(component.hasId ? { id } : {}),
          type: component.type,
          reveal_after: gate,
          reveals_on_answer: component.revealsOnAnswer,
          screen_index: component.screen,
          screen_role: component.role,
          content: '<p>x</p>',
          question_id: id,
          stem: 'Q?',
          options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }],
        };
      }),
    };
  });
  return {
    payload: { contract_version: '2026-09-03', course_id: 'fuzz', name: 'Fuzz', phases: payloadPhases },
    knownIds,
    validPhases: phases.filter((phase) => phase.valid).length,
  };
}

const courseShape = fc.array(phaseShape, { minLength: 0, maxLength: 5 }).map(build);

/** Kinds a learner answers, so a gate on them can open (mirrors what a renderer can answer). */
const ANSWERED_KINDS = new Set<string>([...ANCHOR_KINDS, ...ANSWERABLE_KINDS, 'confidence-check', 'reflection']);

/** Where each block id sits: [phase id, screen ordinal] for every screen that lists it. */
function placements(course: Course): Map<string, Array<[string, number]>> {
  const where = new Map<string, Array<[string, number]>>();
  for (const phase of course.phases) {
    for (const screen of phase.screens) {
      for (const id of screen.blockIds) where.set(id, [...(where.get(id) ?? []), [phase.id, screen.index]]);
    }
  }
  return where;
}

/** Blocks without their raw `fields` (which keep whatever the payload carried, unknown keys included). */
function withoutRawFields(course: Course): unknown {
  return { ...course, blocks: Object.fromEntries(Object.entries(course.blocks).map(([id, { fields: _fields, ...block }]) => [id, block])) };
}

/** Adds unknown keys and shuffles key order at the course, phase and component levels. */
function withNoise(payload: Built['payload'], noise: Array<[string, unknown]>, order: number[]): unknown {
  const shuffle = (record: Record<string, unknown>, salt: number) => {
    const entries = [...Object.entries(record), ...noise.map(([key, value]) => [`x_${key}`, value] as const)];
    const rotated = entries.map((entry, i) => [entry, (order[(i + salt) % Math.max(1, order.length)] ?? i) * 31 + i] as const);
    return Object.fromEntries(rotated.sort((a, b) => a[1] - b[1]).map(([entry]) => entry));
  };
  return shuffle(
    {
      ...payload,
      phases: payload.phases.map((phase, p) =>
        phase && typeof phase === 'object'
          ? shuffle({ ...(phase as Record<string, unknown>), components: ((phase as { components: Array<Record<string, unknown>> }).components).map((c, i) => shuffle(c, p + i + 1)) }, p)
          : phase,
      ),
    },
    0,
  );
}

// Generous per-test timeout: the machine running CI may be shared; the whole file takes ~10 s idle.
describe(`normalizeCourse under fuzzing (seed ${SEED})`, { timeout: 30_000 }, () => {
  it('never throws and always yields a renderable model for random JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => isRenderable(normalizeCourse(value).course)),
      runs(1000),
    );
  });

  it('never throws for random objects shaped like a course', () => {
    const component = fc.record({ id: fc.oneof(fc.string(), fc.integer()), type: fc.string(), reveal_after: fc.option(fc.string()), screen_index: fc.oneof(fc.integer(), fc.string(), fc.constant(null)), screen_role: fc.string() }, { requiredKeys: [] });
    const phase = fc.record({ id: fc.string(), title: fc.anything(), type: fc.string(), order: fc.oneof(fc.integer(), fc.double()), display_mode: fc.string(), screen_count: fc.anything(), components: fc.array(component, { maxLength: 8 }) }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.record({ course_id: fc.anything(), contract_version: fc.string(), phases: fc.array(phase, { maxLength: 6 }) }, { requiredKeys: [] }), (value) =>
        isRenderable(normalizeCourse(value).course),
      ),
      runs(500),
    );
  });

  it.each([
    ['method course', methodCourse],
    ['series module', seriesModule],
  ])('survives random mutations of the %s', (_name, fixture) => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }), (at, replacement) =>
        isRenderable(normalizeCourse(mutate(fixture, at, replacement)).course),
      ),
      runs(500),
    );
  });

  it('places every delivered component in exactly one screen of its own phase; known kinds keep their id and kind', () => {
    let traced = 0;
    fc.assert(
      fc.property(courseShape, ({ payload, knownIds }) => {
        traced += knownIds.length;
        const { course } = normalizeCourse(payload);
        const where = placements(course);
        const delivered = payload.phases.reduce<number>((sum, phase) => sum + (phase && typeof phase === 'object' ? (phase as { components: unknown[] }).components.length : 0), 0);
        expect(Object.keys(course.blocks)).toHaveLength(delivered);
        for (const block of Object.values(course.blocks)) {
          expect(where.get(block.id)).toHaveLength(1);
          expect(where.get(block.id)![0]![0]).toBe(block.phaseId);
        }
        for (const { id, kind } of knownIds) {
          expect(course.blocks[id]?.kind).toBe(kind);
          expect(where.get(id)).toHaveLength(1);
        }
      }),
      runs(400),
    );
    expect(traced).toBeGreaterThan(400);
  });

  it('hides no block forever: every remaining gate names an answerable block of the same phase, with no cycle', () => {
    let keptGates = 0;
    let droppedGates = 0;
    fc.assert(
      fc.property(courseShape, ({ payload }) => {
        const { course, diagnostics } = normalizeCourse(payload);
        droppedGates += diagnostics.filter((d) => d.code.startsWith('anchor_')).length;
        for (const block of Object.values(course.blocks)) {
          if (block.revealAfter === null) continue;
          keptGates += 1;
          const anchor = course.blocks[block.revealAfter];
          expect(anchor, `${block.id} gated on missing ${block.revealAfter}`).toBeDefined();
          expect(anchor!.phaseId, `${block.id} gated on ${anchor!.id} of another phase`).toBe(block.phaseId);
          expect(ANSWERED_KINDS.has(anchor!.kind), `${block.id} gated on a ${anchor!.kind}`).toBe(true);
          // Following the chain of gates ends at an ungated block.
          const seen = new Set<string>([block.id]);
          let current = anchor!;
          while (current.revealAfter !== null) {
            expect(seen.has(current.id), `cycle through ${current.id}`).toBe(false);
            seen.add(current.id);
            current = course.blocks[current.revealAfter]!;
          }
        }
      }),
      runs(400),
    );
    // The generator must exercise both outcomes, or the property holds vacuously.
    expect(keptGates).toBeGreaterThan(20);
    expect(droppedGates).toBeGreaterThan(20);
  });

  it('keeps one output phase per delivered phase, so a course with a valid phase is never empty', () => {
    fc.assert(
      fc.property(courseShape, ({ payload, validPhases }) => {
        const { course } = normalizeCourse(payload);
        expect(course.phases).toHaveLength(payload.phases.length);
        if (validPhases > 0) expect(course.phases.length).toBeGreaterThanOrEqual(1);
        expect(new Set(course.phases.map((phase) => phase.id)).size).toBe(course.phases.length);
      }),
      runs(300),
    );
  });

  it('gives deep-equal results when the same input is normalized twice', () => {
    fc.assert(
      fc.property(fc.oneof(courseShape.map((built) => built.payload), fc.jsonValue({ maxDepth: 4 })), (payload) => {
        expect(normalizeCourse(payload)).toEqual(normalizeCourse(structuredClone(payload)));
      }),
      runs(300),
    );
  });

  it('ignores unknown fields and key order at every level', () => {
    const noise = fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 6 }), fc.jsonValue({ maxDepth: 2 })), { maxLength: 4 });
    fc.assert(
      fc.property(courseShape, noise, fc.array(fc.nat({ max: 20 }), { minLength: 1, maxLength: 12 }), ({ payload }, extra, order) => {
        const plain = normalizeCourse(payload);
        const noisy = normalizeCourse(withNoise(payload, extra, order));
        expect(withoutRawFields(noisy.course)).toEqual(withoutRawFields(plain.course));
        expect(noisy.diagnostics).toEqual(plain.diagnostics);
      }),
      runs(300),
    );
  });
});
