import { ANSWERABLE_KINDS, type CanonicalKind } from '../model/kinds';
import type { Block } from '../model/types';
import { isBlockAnswered, type BlockAnswer } from './answers';
import type { QuestionSpans } from './questionClock';
import { isTimedQuizSettled } from './timedQuizClocks';

/** Kinds a learner can answer at all; only these can ever hold Continue back. */
const ANSWERABLE: ReadonlySet<string> = new Set([...ANSWERABLE_KINDS, 'confidence-check', 'reflection', 'form-input', 'evaluation']);

/**
 * Kinds the service scores, which must be answered unless marked otherwise. An image-hotspot is
 * often exploratory, and ungraded kinds are the learner's own view: they gate only when required
 * (docs/assumptions.md).
 */
const SCORED: ReadonlySet<string> = new Set<CanonicalKind>(['mcq', 'timed-quiz', 'drag-drop-match', 'grouping', 'card-flip']);

const REQUIRED_KEYS = ['required', 'is_required', 'isRequired'] as const;

/**
 * What the payload says about needing an answer: `required`/`is_required` or `optional`, or null
 * when it says nothing. `optional: true` wins over any required flag: never block on a field the
 * payload marks optional.
 */
export function explicitRequirement(fields: Readonly<Record<string, unknown>>): boolean | null {
  if (fields.optional === true) return false;
  for (const key of REQUIRED_KEYS) if (typeof fields[key] === 'boolean') return fields[key] as boolean;
  if (fields.optional === false) return true;
  return null;
}

/**
 * Whether Continue waits for this block's answer: as the payload says where it says, else for
 * scored kinds (graded choices and questions included) and for anchors, whose answer reveals
 * part of the screen. Evaluation blocks decide per question (isBlockAnswered counts only the
 * required ones).
 */
export function isAnswerRequired(block: Block, isAnchor: boolean): boolean {
  if (!ANSWERABLE.has(block.kind)) return false;
  const explicit = explicitRequirement(block.fields);
  if (explicit !== null) return explicit;
  if (isAnchor || SCORED.has(block.kind) || block.kind === 'evaluation') return true;
  return (block.kind === 'choice' || block.kind === 'question') && block.graded;
}

/**
 * Whether a block Continue waits for has its answer (a required form-input needs some text). A
 * timed question whose time ran out (`questionClocks`) is settled, answered or not: a learner is
 * never trapped behind a question they can no longer answer.
 */
export function hasRequiredAnswer(block: Block, answer: BlockAnswer | undefined, questionClocks?: QuestionSpans): boolean {
  if (block.kind === 'form-input') return answer?.type === 'value' && String(answer.value).trim() !== '';
  if (block.kind === 'timed-quiz' && questionClocks) {
    const byQuestion = answer?.type === 'timed' || answer?.type === 'selections' ? answer.byQuestion : {};
    // A question without options cannot be answered (issue 21): isBlockAnswered lets it through too.
    return isBlockAnswered(block, answer) || isTimedQuizSettled(block.questions.filter((q) => q.options.length > 0), byQuestion, questionClocks);
  }
  return isBlockAnswered(block, answer);
}
