import { normalizeBlock } from '../../src/model/normalizeBlock';
import { Reader } from '../../src/model/read';
import type { Block } from '../../src/model/types';

/**
 * The block as normalize would read it from `fields` (its kind's data included), placed where
 * `block` is: a test varies a delivered component, never a block's data behind normalize's back.
 */
export function blockFromFields<B extends Block>(block: Pick<Block, 'id' | 'phaseId' | 'position' | 'screenIndex'> & { kind: string }, fields: Readonly<Record<string, unknown>>): B {
  const source = { type: block.kind, ...fields };
  return normalizeBlock(new Reader(), source, { id: block.id, phaseId: block.phaseId, position: block.position, path: 'test', screenIndex: block.screenIndex }) as B;
}

/** `block` with some of its delivered fields changed, read again. */
export function withFields<B extends Block>(block: B, changes: Readonly<Record<string, unknown>>): B {
  return blockFromFields<B>(block, { ...block.fields, ...changes });
}
