import { readCardFlip } from '../model/fields/readCardFlip';
import { readDragDropMatch } from '../model/fields/readDragDropMatch';
import { readEvaluation } from '../model/fields/readEvaluation';
import { readFormInput } from '../model/fields/readFormInput';
import { readGrouping } from '../model/fields/readGrouping';
import { readImageHotspot } from '../model/fields/readImageHotspot';
import { isAnswerableEvaluationQuestion } from '../model/offersAnswer';
import type { Block } from '../model/types';
import { escapeViewOf, puzzleIds } from './escapeView';

/**
 * A learner's in-progress answer to one block. One shape per answer family, so a Renderer and its
 * Fallback cannot post different shapes (spec 2.8 rule 7).
 */
export type BlockAnswer =
  /** mcq, choice, question: option value per question id (posted as `selected`). */
  | { type: 'selections'; byQuestion: Readonly<Record<string, string>> }
  /** timed-quiz: option index per question id (posted as `selected_index`). */
  | { type: 'timed'; byQuestion: Readonly<Record<string, number>> }
  /** drag-drop-match: target id per source id. */
  | { type: 'matches'; bySource: Readonly<Record<string, string>> }
  /** grouping: group id per item id. */
  | { type: 'placements'; byItem: Readonly<Record<string, string>> }
  /** card-flip: pairs of card ids the learner matched. */
  | { type: 'pairs'; pairs: ReadonlyArray<readonly [string, string]> }
  /** confidence-check, reflection, form-input, image-hotspot: one value for the block. */
  | { type: 'value'; value: string | number };

export type AnswerMap = Readonly<Record<string, BlockAnswer>>;

/** How many answerable items a block has and how many the answer covers. */
export function answerProgress(block: Block, answer: BlockAnswer | undefined): { answered: number; total: number } {
  switch (block.kind) {
    case 'mcq':
    case 'timed-quiz': {
      const byQuestion = answer && (answer.type === 'selections' || answer.type === 'timed') ? answer.byQuestion : {};
      // A question without options cannot be answered, so it cannot be waited for (docs/assumptions.md).
      const answerable = block.questions.filter((q) => q.options.length > 0);
      return { answered: answerable.filter((q) => byQuestion[q.id] !== undefined).length, total: answerable.length };
    }
    case 'choice':
    case 'question': {
      const chosen = answer?.type === 'selections' ? answer.byQuestion[block.question.id] : undefined;
      return { answered: chosen === undefined ? 0 : 1, total: block.question.options.length > 0 ? 1 : 0 };
    }
    case 'drag-drop-match': {
      const bySource = answer?.type === 'matches' ? answer.bySource : {};
      const ids = readDragDropMatch(block.fields).targets.length > 0 ? questionIdsOf(block) : [];
      return { answered: ids.filter((id) => bySource[id] !== undefined).length, total: ids.length };
    }
    case 'grouping': {
      const byItem = answer?.type === 'placements' ? answer.byItem : {};
      const ids = readGrouping(block.fields).groups.length > 0 ? questionIdsOf(block) : [];
      return { answered: ids.filter((id) => byItem[id] !== undefined).length, total: ids.length };
    }
    case 'card-flip': {
      // Every card paired; with an odd number of cards one is necessarily left over.
      const cards = new Set(readCardFlip(block.fields).cards.map((card) => card.id));
      const pairs = answer?.type === 'pairs' ? answer.pairs : [];
      const paired = new Set(pairs.filter(([a, b]) => a !== b && cards.has(a) && cards.has(b)).flat());
      return { answered: paired.size, total: cards.size - (cards.size % 2) };
    }
    case 'confidence-check':
      return { answered: answer?.type === 'value' && answer.value !== '' ? 1 : 0, total: 1 };
    case 'image-hotspot':
      return { answered: answer?.type === 'value' && answer.value !== '' ? 1 : 0, total: readImageHotspot(block.fields).hotspots.length > 0 ? 1 : 0 };
    case 'reflection':
      return { answered: answer?.type === 'value' && String(answer.value).trim() !== '' ? 1 : 0, total: 1 };
    case 'form-input': {
      // Only a required field has to be filled in.
      const total = readFormInput(block.fields).required ? 1 : 0;
      const filled = answer?.type === 'value' && String(answer.value).trim() !== '';
      return { answered: filled ? total : 0, total };
    }
    case 'evaluation': {
      const byQuestion = answer?.type === 'selections' ? answer.byQuestion : {};
      const required = readEvaluation(block.fields).questions.filter((q) => q.required && isAnswerableEvaluationQuestion(q)).map((q) => q.id);
      return { answered: required.filter((id) => (byQuestion[id] ?? '') !== '').length, total: required.length };
    }
    default:
      return { answered: answer ? 1 : 0, total: answer ? 1 : 0 };
  }
}

/** True when every question of the block has an answer (blocks with nothing to answer are complete). */
export function isBlockAnswered(block: Block, answer: BlockAnswer | undefined): boolean {
  const { answered, total } = answerProgress(block, answer);
  return answered >= total;
}

/** The question ids a block's answers and rationales are keyed by. */
export function questionIdsOf(block: Block): string[] {
  switch (block.kind) {
    case 'mcq':
    case 'timed-quiz':
      return block.questions.map((q) => q.id);
    case 'choice':
    case 'question':
      return [block.question.id];
    case 'drag-drop-match':
      return readDragDropMatch(block.fields).sources.map((source) => source.id);
    case 'grouping':
      return readGrouping(block.fields).items.map((item) => item.id);
    case 'narrative-escape':
      return puzzleIds(escapeViewOf(block));
    default:
      return [block.id];
  }
}
