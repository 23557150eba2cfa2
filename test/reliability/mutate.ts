import fc from 'fast-check';

/**
 * Seeded structural mutations of a course payload: each mutation picks a node of the JSON tree by
 * index and breaks it one way. Paths are collected before deep structures are spliced in, so the
 * walker itself never recurses into a 5,000-deep array.
 */
export type Mutation =
  | { op: 'drop'; at: number }
  | { op: 'wrongType'; at: number; value: unknown }
  | { op: 'unknownKind'; at: number; kind: string }
  | { op: 'revealCycle'; at: number }
  | { op: 'duplicateId'; at: number }
  | { op: 'hugeString'; at: number; length: number }
  | { op: 'deepNesting'; at: number; depth: number };

type Json = Record<string, unknown> | unknown[];
type Slot = { parent: Json; key: string | number };

const wrongValues = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1e308, '', 'x', [], {}, [null], { id: 1 }, Number.NaN),
  fc.string({ maxLength: 20 }),
  fc.integer(),
);

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('wrongType' as const), at: fc.nat(), value: wrongValues }),
  fc.record({ op: fc.constant('unknownKind' as const), at: fc.nat(), kind: fc.constantFrom('hologram', '', 'HTML', 'constructor', '__proto__', 'mcq ') }),
  fc.record({ op: fc.constant('revealCycle' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('duplicateId' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('hugeString' as const), at: fc.nat(), length: fc.integer({ min: 10_000, max: 400_000 }) }),
  fc.record({ op: fc.constant('deepNesting' as const), at: fc.nat(), depth: fc.integer({ min: 100, max: 5_000 }) }),
);

function slots(root: unknown): Slot[] {
  const found: Slot[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach((child, key) => { found.push({ parent: node, key }); walk(child); });
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) { found.push({ parent: node as Json, key }); walk(child); }
    }
  };
  walk(root);
  return found;
}

function components(root: unknown): Record<string, unknown>[] {
  const phases = (root as { phases?: unknown }).phases;
  if (!Array.isArray(phases)) return [];
  return phases.flatMap((phase) => {
    const list = (phase as { components?: unknown } | null)?.components;
    return Array.isArray(list) ? list.filter((c): c is Record<string, unknown> => !!c && typeof c === 'object') : [];
  });
}

function nested(depth: number): unknown {
  let value: unknown = { id: 'deep', type: 'html', content: '<p>deep</p>' };
  // A tree, as JSON.parse would give: shared references would make a DAG no network payload can be.
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { type: 'html', components: value };
  return value;
}

function set(slot: Slot, value: unknown) {
  (slot.parent as Record<string | number, unknown>)[slot.key] = value;
}

/** Applies mutations to a clone of `base`; returns the clone. */
export function mutate(base: unknown, mutations: readonly Mutation[]): unknown {
  const root = structuredClone(base);
  const deferred: Array<() => void> = [];
  for (const mutation of mutations) {
    const all = slots(root);
    if (all.length === 0) break;
    const slot = all[mutation.at % all.length]!;
    const blocks = components(root);
    switch (mutation.op) {
      case 'drop':
        if (Array.isArray(slot.parent)) slot.parent.splice(Number(slot.key), 1);
        else delete (slot.parent as Record<string, unknown>)[slot.key as string];
        break;
      case 'wrongType':
        set(slot, mutation.value);
        break;
      case 'unknownKind': {
        const block = blocks[mutation.at % Math.max(1, blocks.length)];
        if (block) block.type = mutation.kind;
        break;
      }
      case 'revealCycle': {
        if (blocks.length < 2) break;
        const a = blocks[mutation.at % blocks.length]!;
        const b = blocks[(mutation.at + 1) % blocks.length]!;
        a.reveal_after = b.id;
        b.reveal_after = a.id;
        break;
      }
      case 'duplicateId': {
        if (blocks.length < 2) break;
        blocks[(mutation.at + 1) % blocks.length]!.id = blocks[mutation.at % blocks.length]!.id;
        break;
      }
      case 'hugeString':
        set(slot, '\u{1F9EA}<b>huge</b> '.repeat(Math.ceil(mutation.length / 16)));
        break;
      case 'deepNesting':
        deferred.push(() => set(slot, nested(mutation.depth)));
        break;
    }
  }
  deferred.forEach((apply) => apply());
  return root;
}
