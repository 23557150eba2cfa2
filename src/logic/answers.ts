import * as v from 'valibot';
import { asRecord, Flag, isRecord, NonEmptyText, Reader } from '../model/read';
import type { Block } from '../model/types';

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
      return { answered: block.questions.filter((q) => byQuestion[q.id] !== undefined).length, total: block.questions.length };
    }
    case 'choice':
    case 'question': {
      const chosen = answer?.type === 'selections' ? answer.byQuestion[block.question.id] : undefined;
      return { answered: chosen === undefined ? 0 : 1, total: 1 };
    }
    case 'drag-drop-match': {
      const bySource = answer?.type === 'matches' ? answer.bySource : {};
      const ids = questionIdsOf(block);
      return { answered: ids.filter((id) => bySource[id] !== undefined).length, total: ids.length };
    }
    case 'grouping': {
      const byItem = answer?.type === 'placements' ? answer.byItem : {};
      const ids = questionIdsOf(block);
      return { answered: ids.filter((id) => byItem[id] !== undefined).length, total: ids.length };
    }
    case 'card-flip': {
      // Every card paired; with an odd number of cards one is necessarily left over.
      const cards = new Set(itemIds(block.fields, CARD_KEYS));
      const pairs = answer?.type === 'pairs' ? answer.pairs : [];
      const paired = new Set(pairs.filter(([a, b]) => a !== b && cards.has(a) && cards.has(b)).flat());
      return { answered: paired.size, total: cards.size - (cards.size % 2) };
    }
    case 'confidence-check':
    case 'image-hotspot':
      return { answered: answer?.type === 'value' && answer.value !== '' ? 1 : 0, total: 1 };
    case 'reflection':
      return { answered: answer?.type === 'value' && String(answer.value).trim() !== '' ? 1 : 0, total: 1 };
    case 'form-input': {
      // Only a required field has to be filled in.
      const total = new Reader().firstOf(block.fields, ['required', 'is_required'], Flag, false) ? 1 : 0;
      const filled = answer?.type === 'value' && String(answer.value).trim() !== '';
      return { answered: filled ? total : 0, total };
    }
    case 'evaluation': {
      const byQuestion = answer?.type === 'selections' ? answer.byQuestion : {};
      const required = requiredEvaluationIds(block.fields);
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
      return itemIds(block.fields, SOURCE_KEYS);
    case 'grouping':
      return itemIds(block.fields, ITEM_KEYS);
    default:
      return [block.id];
  }
}

/*
 * Ids of kinds the model keeps raw (`block.fields`), read by the same rules as their renderers'
 * readers (renderers/drag-drop-match/readLabelledItems.ts, renderers/evaluation/readEvaluation.ts),
 * which logic may not import; test/dom/renderers/questionIds.test.ts keeps the two in step.
 */
const SOURCE_KEYS = ['sourceItems', 'source_items', 'sources'];
const ITEM_KEYS = ['items', 'cards'];
const CARD_KEYS = ['cards', 'items'];
const TextOrNumber = v.union([NonEmptyText, v.number()]);

/** A string item is its own id; an object's id is its id, key or value, else its label. Repeats get a suffix. */
function itemIds(fields: unknown, keys: readonly string[]): string[] {
  const source = asRecord(fields);
  const raw = keys.map((key) => source[key]).find(Array.isArray) as unknown[] | undefined;
  const reader = new Reader();
  const used = new Set<string>();
  return (raw ?? []).flatMap((entry, index) => {
    let id = '';
    if (typeof entry === 'string' || typeof entry === 'number') id = String(entry).trim();
    else if (isRecord(entry)) {
      id = String(reader.firstOf(entry, ['id', 'key', 'value'], TextOrNumber, '')) || String(reader.firstOf(entry, ['label', 'text', 'content', 'title', 'name'], TextOrNumber, ''));
    }
    if (id === '') return [];
    if (used.has(id)) id = `${id}#${index}`;
    used.add(id);
    return [id];
  });
}

/** Ids of an evaluation's required questions (objects only; a repeated id counts once). */
function requiredEvaluationIds(fields: unknown): string[] {
  const questions = asRecord(fields).questions;
  const reader = new Reader();
  const seen = new Set<string>();
  return (Array.isArray(questions) ? questions : []).flatMap((entry, index) => {
    if (!isRecord(entry)) return [];
    const id = reader.firstOf(entry, ['id', 'question_id'], NonEmptyText, `question-${index + 1}`);
    if (seen.has(id)) return [];
    seen.add(id);
    return reader.firstOf(entry, ['required'], Flag, false) ? [id] : [];
  });
}
