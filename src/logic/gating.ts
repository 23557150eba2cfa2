import { anchorReveal } from '../model/kinds';
import type { Block, Course, Screen } from '../model/types';

export type RevealedAnchors = Readonly<Record<string, true>>;

/** A gated block shows once its anchor's rationale is revealed (spec 2.8 rule 1). */
export function isBlockVisible(block: Block, revealed: RevealedAnchors): boolean {
  return block.revealAfter === null || revealed[block.revealAfter] === true;
}

/** The blocks of a screen a learner sees now, in authored order (revealing never reorders). */
export function visibleBlockIds(course: Course, screen: Screen, revealed: RevealedAnchors): string[] {
  return screen.blockIds.filter((id) => {
    const block = course.blocks[id];
    return block !== undefined && isBlockVisible(block, revealed);
  });
}

/**
 * Whether answering this block reveals it at once (an ungraded anchor) or needs the service. Only
 * the spec's graded anchors (choice, question, timed-quiz: spec 2.8 rule 1) offer a Check answer;
 * the other kinds this player lets anchor offer none, so they reveal once fully answered, or a
 * gate on a later screen could never open (docs/reliability.md, "A learner is never trapped").
 */
export function revealsLocally(block: Block): boolean {
  return anchorReveal(block) === 'answer';
}

const anchorCache = new WeakMap<Course, ReadonlySet<string>>();

/** Ids of blocks that some other block is gated on (cached per frozen course). */
export function anchorIds(course: Course): ReadonlySet<string> {
  const cached = anchorCache.get(course);
  if (cached) return cached;
  const ids = new Set<string>();
  for (const block of Object.values(course.blocks)) if (block.revealAfter !== null) ids.add(block.revealAfter);
  anchorCache.set(course, ids);
  return ids;
}
