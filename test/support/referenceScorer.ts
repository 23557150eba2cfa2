import type { SubmitProgressBody } from '../../src/contract/requests';
import type { ReferenceScorer, SubmitProgressEnvelope } from '../../src/dev/referenceScorer';
import { pairOf } from '../../src/dev/scorer/phaseIndex';
import type { AnswerKeyValue, CourseAnswerKeys } from '../../src/dev/answerKeys';

// The scorer itself ships in the package (src/dev), where the development service uses it.
export * from '../../src/dev/referenceScorer';

/** The host-facing form: an async `onSubmit` that resolves with the envelope, like fetch would. */
export function asOnSubmit(scorer: ReferenceScorer): (body: SubmitProgressBody) => Promise<SubmitProgressEnvelope> {
  return async (body) => structuredClone(scorer.submit(body));
}

// ---------------------------------------------------------------------------------------------
// Test helpers

type AnswerArrays = Pick<SubmitProgressBody, 'answers' | 'matches' | 'placements' | 'matched_pairs'>;

/**
 * The answer arrays that score 100 on a phase, built from the keys, so tests can drive a whole
 * course without restating every key. Arrays with nothing to say are omitted, as the service
 * expects (spec 4: answers are omitted for content phases).
 */
export function correctAnswersFor(keys: CourseAnswerKeys, phaseId: string): AnswerArrays {
  const arrays: Required<AnswerArrays> = { answers: [], matches: [], placements: [], matched_pairs: [] };
  for (const key of Object.values(keys.components)) {
    if (key.phase_id !== phaseId || !key.counts_toward_phase || !key.graded) continue;
    for (const { id, correct } of key.items) addCorrect(arrays, key.kind, id, correct);
  }
  const result: AnswerArrays = {};
  if (arrays.answers.length > 0) result.answers = arrays.answers;
  if (arrays.matches.length > 0) result.matches = arrays.matches;
  if (arrays.placements.length > 0) result.placements = arrays.placements;
  if (arrays.matched_pairs.length > 0) result.matched_pairs = arrays.matched_pairs;
  return result;
}

function addCorrect(arrays: Required<AnswerArrays>, kind: string, id: string, correct: AnswerKeyValue): void {
  if (kind === 'drag-drop-match') arrays.matches.push({ source_id: id, target_id: String(correct) });
  else if (kind === 'grouping') arrays.placements.push({ item_id: id, group_id: String(correct) });
  else if (kind === 'card-flip') {
    const [card1, card2] = pairOf(correct);
    if (card1 && card2) arrays.matched_pairs.push({ card1_id: card1, card2_id: card2 });
  } else if (kind === 'timed-quiz') arrays.answers.push({ question_id: id, selected_index: Number(correct) });
  else if (correct !== null && !Array.isArray(correct)) {
    arrays.answers.push({ question_id: id, selected: correct as string | number });
  }
}
