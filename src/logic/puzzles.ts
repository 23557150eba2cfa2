import type { NarrativeEscapeOutline } from '../model/fields/readNarrativeEscapeOutline';
import type { Block } from '../model/types';
import type { BlockAnswer } from './answers';
import { puzzleIds } from '../model/kinds/narrative-escape';
import type { QuestionRationale } from './result';

type Rationales = Readonly<Record<string, QuestionRationale | undefined>>;

/**
 * Solutions are stripped (spec 2.4): a puzzle is solved once the service's check came back and did
 * not say it was wrong (a verdict-less answer cannot be improved on, so it must not trap the learner).
 */
export function isPuzzleSolved(rationale: QuestionRationale | undefined): boolean {
  return rationale !== undefined && rationale.correct !== false;
}

/** How many scenes are open: each scene opens once every puzzle of the scenes before it is solved. */
export function unlockedSceneCount(view: NarrativeEscapeOutline, rationales: Rationales): number {
  const firstUnsolved = view.scenes.findIndex((scene) => scene.puzzles.some((puzzle) => !isPuzzleSolved(rationales[puzzle.id])));
  return firstUnsolved === -1 ? view.scenes.length : firstUnsolved + 1;
}

/** Whether a block still holds its phase back: a narrative-escape with an unsolved puzzle (spec 4). */
export function hasUnsolvedPuzzles(block: Block | undefined, rationales: Rationales): boolean {
  if (block?.kind !== 'narrative-escape') return false;
  return puzzleIds(block.data).some((id) => !isPuzzleSolved(rationales[id]));
}

/**
 * What an accepted puzzle check says about the puzzles it sent. The spec gives no per-puzzle verdict
 * (section 4: "no standardized submission"), so a puzzle the service answered nothing about counts
 * as solved: it is recorded as a verdict-less rationale. Only an explicit wrong verdict keeps a puzzle
 * open, and one solved before stays solved.
 */
export function acceptedPuzzleVerdicts(
  block: Block | undefined,
  answer: BlockAnswer | undefined,
  returned: readonly QuestionRationale[],
  stored: Rationales,
): QuestionRationale[] {
  if (block?.kind !== 'narrative-escape' || answer?.type !== 'selections') return [];
  const answered = new Set(returned.map((rationale) => rationale.questionId));
  return puzzleIds(block.data)
    .filter((id) => answer.byQuestion[id] !== undefined && !answered.has(id) && !isPuzzleSolved(stored[id]))
    .map((questionId) => ({ questionId, correct: null, text: null, html: null }));
}
