import type {
  MatchedPairPayload,
  MatchPayload,
  PlacementPayload,
  QuestionAnswerPayload,
  SubmitProgressBody,
  TimedAnswerPayload,
} from '../contract';
import { isCourseEvaluationBlock } from '../model/courseEvaluation';
import { answerOf } from '../model/kinds';
import type { Block, Course, Phase } from '../model/types';
import type { AnswerMap, BlockAnswer } from './answers';

/** What `buildSubmission` builds a phase's submit body from: course, phase, learner, answers and time. */
export interface SubmissionInput {
  course: Course;
  phase: Phase;
  userId: string;
  answers: AnswerMap;
  /** Visible time spent in the phase, in milliseconds. */
  timeSpentMs: number;
  /** Submit only these blocks (an anchor check); the whole phase when absent. */
  blockIds?: readonly string[];
}

/** Whole minutes, as the spec's integer field asks (rounded to nearest, never negative). */
export function toWholeMinutes(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms / 60_000) : 0;
}

interface Collected {
  answers: Array<QuestionAnswerPayload | TimedAnswerPayload>;
  matches: MatchPayload[];
  placements: PlacementPayload[];
  matchedPairs: MatchedPairPayload[];
  hasQuiz: boolean;
}

function collect(block: Block, answer: BlockAnswer | undefined, into: Collected): void {
  if (answerOf(block)?.posted) into.hasQuiz = true;
  if (!answer) return;
  switch (answer.type) {
    case 'selections':
      for (const [question_id, selected] of Object.entries(answer.byQuestion)) into.answers.push({ question_id, selected });
      return;
    case 'timed':
      for (const [question_id, selected_index] of Object.entries(answer.byQuestion)) into.answers.push({ question_id, selected_index });
      return;
    case 'matches':
      for (const [source_id, target_id] of Object.entries(answer.bySource)) into.matches.push({ source_id, target_id });
      return;
    case 'placements':
      for (const [item_id, group_id] of Object.entries(answer.byItem)) into.placements.push({ item_id, group_id });
      return;
    case 'pairs':
      for (const [card1_id, card2_id] of answer.pairs) into.matchedPairs.push({ card1_id, card2_id });
      return;
    case 'value':
      into.answers.push({ question_id: block.id, selected: answer.value });
      return;
    default: {
      const exhaustive: never = answer;
      return exhaustive;
    }
  }
}

/**
 * Builds the exact POST /api-submit-progress body (spec 4): no extra keys, answer arrays only where
 * the phase has something to answer, `time_spent_minutes` a whole number. An anchor check posts the
 * anchor's component type as `phase_type`.
 */
export function buildSubmission(input: SubmissionInput): SubmitProgressBody {
  const { course, phase, userId, answers, blockIds } = input;
  const ids = blockIds ?? phase.blockIds;
  const collected: Collected = { answers: [], matches: [], placements: [], matchedPairs: [], hasQuiz: false };
  for (const id of ids) {
    const block = course.blocks[id];
    if (!block) continue;
    // Puzzles are posted only by their own checks (spec 4: narrative-escape has no standardized submission).
    if (block.kind === 'narrative-escape' && !blockIds) continue;
    // Course-level evaluation answers have no submit shape in the spec; the host gets them instead.
    if (!isCourseEvaluationBlock(block)) collect(block, answers[id], collected);
  }
  const firstBlock = blockIds && blockIds[0] !== undefined ? course.blocks[blockIds[0]] : undefined;
  const body: SubmitProgressBody = {
    activity_id: course.id,
    user_id: userId,
    phase_type: firstBlock ? firstBlock.kind : phase.type,
    phase_id: phase.id,
    time_spent_minutes: toWholeMinutes(input.timeSpentMs),
  };
  if (collected.hasQuiz && (collected.answers.length > 0 || collected.matches.length + collected.placements.length + collected.matchedPairs.length === 0)) {
    body.answers = collected.answers;
  }
  if (collected.matches.length > 0) body.matches = collected.matches;
  if (collected.placements.length > 0) body.placements = collected.placements;
  if (collected.matchedPairs.length > 0) body.matched_pairs = collected.matchedPairs;
  return body;
}
