import type { AnswerKeyValue } from '../answerKeys';
import { pairOf, type KeyedItem, type PhaseIndex } from './phaseIndex';
import { BadRequest, type SubmissionMode, type ValidBody } from './submitBody';

/** One scored item's verdict and explanation, as the service returns it after a submission. */
export interface ScoredRationale {
  question_id: string;
  /** null when the item has no right answer (an ungraded choice). */
  correct: boolean | null;
  rationale: string;
  rationaleHtml: string;
}

/** What the learner gave for each keyed item, by item (identity) after resolving ids. */
type Given = Map<KeyedItem, unknown>;

/** The score (0-100) and rationales of a valid body against its phase's keys; a BadRequest for ids the phase lacks. */
export function scoreSubmission(
  body: ValidBody,
  index: PhaseIndex,
  mode: SubmissionMode,
): { score: number; rationales: ScoredRationale[] } {
  const given = collectAnswers(body, index);
  if (mode !== 'phase') {
    for (const keyed of given.keys()) {
      if (keyed.kind !== mode.check) {
        throw new BadRequest(`"${keyed.item.id}" is not part of a ${mode.check} component.`);
      }
    }
    if (given.size === 0) throw new BadRequest(`No ${mode.check} answers to check.`);
  }

  // A phase submission is scored on every counting item (unanswered is wrong); a check only on
  // what it answered, because it stands for one question being submitted.
  const inScope =
    mode === 'phase'
      ? index.keyed.filter((keyed) => keyed.key.counts_toward_phase || given.has(keyed))
      : index.keyed.filter((keyed) => given.has(keyed));

  const rationales = inScope.map((keyed) => rationaleFor(keyed, given));
  const graded = inScope.filter(
    (keyed) => keyed.key.graded && (mode !== 'phase' || keyed.key.counts_toward_phase),
  );
  const right = graded.filter((keyed) => isCorrect(keyed, given)).length;
  const score = graded.length === 0 ? 100 : Math.round((100 * right) / graded.length);
  return { score, rationales };
}

function collectAnswers(body: ValidBody, index: PhaseIndex): Given {
  const given: Given = new Map();
  const lookup = (map: Map<string, KeyedItem>, id: string, field: string): KeyedItem | undefined => {
    const keyed = map.get(id);
    if (!keyed && !index.unscoredIds.has(id)) {
      throw new BadRequest(`Unknown ${field} "${id}" in phase "${index.phase.id}".`);
    }
    return keyed;
  };

  for (const answer of body.answers ?? []) {
    const keyed = lookup(index.byQuestionId, answer.question_id, 'question_id');
    // Timed quizzes answer by index (spec 4); everything else by `selected`.
    if (keyed) given.set(keyed, keyed.kind === 'timed-quiz' ? answer.selected_index : answer.selected);
  }
  for (const match of body.matches ?? []) {
    const keyed = lookup(index.bySourceId, match.source_id, 'source_id');
    if (keyed) given.set(keyed, match.target_id);
  }
  for (const placement of body.placements ?? []) {
    const keyed = lookup(index.byGroupingItemId, placement.item_id, 'item_id');
    if (keyed) given.set(keyed, placement.group_id);
  }
  for (const pair of body.matched_pairs ?? []) {
    collectPair(pair.card1_id, pair.card2_id, index, given);
  }
  return given;
}

/** A matched pair answers the key pair holding its first card; wrong pairs count as wrong. */
function collectPair(first: string, second: string, index: PhaseIndex, given: Given): void {
  const candidates = index.cardsById.get(first);
  if (!candidates || !index.cardsById.has(second)) {
    throw new BadRequest(`Unknown card id in pair "${first}" / "${second}".`);
  }
  for (const keyed of candidates) {
    const previous = given.get(keyed);
    // Keep a correct pairing once found, so a later wrong pair naming the same card cannot undo it.
    if (previous !== undefined && isCorrectPair(keyed.item.correct, previous)) continue;
    given.set(keyed, [first, second]);
  }
}

function isCorrect(keyed: KeyedItem, given: Given): boolean {
  if (!given.has(keyed)) return false;
  const value = given.get(keyed);
  if (keyed.kind === 'card-flip') return isCorrectPair(keyed.item.correct, value);
  return value === keyed.item.correct;
}

function isCorrectPair(correct: AnswerKeyValue, value: unknown): boolean {
  const want = pairOf(correct);
  if (!Array.isArray(value) || value.length !== 2 || want.length !== 2) return false;
  return want.every((id) => value.includes(id));
}

function rationaleFor(keyed: KeyedItem, given: Given): ScoredRationale {
  return {
    question_id: keyed.item.id,
    correct: keyed.key.graded ? isCorrect(keyed, given) : null,
    rationale: keyed.item.rationale,
    rationaleHtml: keyed.item.rationaleHtml,
  };
}
