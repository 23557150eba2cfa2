import { anchorReveal, offersAnswer } from './kinds';
import type { Reader } from './read';
import type { Block } from './types';

/** Kinds a learner can answer, so that a block gated on them can ever appear. */
const canAnchor = (block: Block): boolean => anchorReveal(block) !== null;

/**
 * Checks every reveal_after (spec 2.8 rule 1). A gate that could never open (missing anchor, an
 * anchor nobody answers, an anchor in another phase, or a cycle) is dropped with a diagnostic, so no block is hidden forever.
 * Returns blocks with their final `revealAfter`.
 */
export function resolveAnchors(
  reader: Reader,
  blocks: Record<string, Block>,
  /** The same blocks as a list, when the caller has one: listing a map of thousands of ids costs about a millisecond. */
  list: readonly Block[] = Object.values(blocks),
): Record<string, Block> {
  // Most courses gate nothing (or a few blocks): one pass over the list settles that.
  if (!list.some((block) => block.revealAfter !== null)) return blocks;
  // Copied on the first change only: most courses have nothing to ungate, and copying thousands of
  // blocks' entries was most of this function's time.
  let resolved: Record<string, Block> = blocks;
  const ungate = (id: string) => {
    const block = resolved[id];
    if (resolved === blocks) resolved = { ...blocks };
    // Frozen as made, like every block (the course's freeze does not walk the blocks).
    if (block) resolved[id] = Object.freeze({ ...block, revealAfter: null });
  };

  for (const block of Object.values(blocks)) {
    const anchorId = block.revealAfter;
    if (anchorId === null) continue;
    const anchor = blocks[anchorId];
    if (!anchor) {
      reader.report('anchor_missing', `reveal_after "${anchorId}" names no component; shown ungated`, block.id);
      ungate(block.id);
    } else if (!canAnchor(anchor)) {
      reader.report('anchor_not_answerable', `reveal_after "${anchorId}" is a ${anchor.kind}, which is never answered; shown ungated`, block.id);
      ungate(block.id);
    } else if (!offersAnswer(anchor)) {
      reader.report('anchor_not_answerable', `reveal_after "${anchorId}" offers nothing to answer (no options); shown ungated`, block.id);
      ungate(block.id);
    } else if (anchor.phaseId !== block.phaseId) {
      // An anchor in a later phase is answered only after the learner has left the gated block's
      // phase (they would have to come back to see it); one in an earlier, optional phase may
      // never be answered at all.
      reader.report('anchor_other_phase', `reveal_after "${anchorId}" is in another phase; shown ungated`, block.id);
      ungate(block.id);
    }
  }

  // Follow each chain of anchors; a chain that comes back to a block already on it is a cycle.
  const acyclic = new Set<string>();
  for (const start of Object.keys(resolved)) {
    // An ungated block starts no chain (the walk below would stop after it).
    if (resolved[start]?.revealAfter === null) continue;
    const chain: string[] = [];
    let current: string | null = start;
    while (current !== null && resolved[current] && !acyclic.has(current)) {
      const at = chain.indexOf(current);
      if (at >= 0) {
        const cycle = chain.slice(at);
        reader.report('anchor_cycle', `reveal_after forms a cycle (${cycle.join(' -> ')}); those blocks are shown ungated`, start);
        cycle.forEach(ungate);
        break;
      }
      chain.push(current);
      current = resolved[current]?.revealAfter ?? null;
    }
    chain.forEach((id) => acyclic.add(id));
  }
  return resolved;
}
