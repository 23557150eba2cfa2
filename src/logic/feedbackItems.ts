import { readDragDropMatch } from '../model/fields/readDragDropMatch';
import { readGrouping } from '../model/fields/readGrouping';
import { readImageHotspot } from '../model/fields/readImageHotspot';
import type { Block, LabelledItem, Question } from '../model/types';
import { questionIdsOf, type AnswerMap, type BlockAnswer } from './answers';
import type { QuestionRationale } from './result';

/** One question's feedback as the result lists it: what was asked, what the learner gave, why. */
export interface FeedbackItem {
  /** The block the question belongs to: question ids are not always unique across blocks. */
  blockId: string;
  questionId: string;
  /** The question text (plain text), or null when the payload gives none. */
  prompt: string | null;
  /** The learner's answer as they saw it, or null when they gave none. */
  answer: string | null;
  rationale: QuestionRationale;
}

const labelIn = (items: readonly LabelledItem[], id: string | undefined) => (id === undefined ? null : items.find((item) => item.id === id)?.label ?? id);

function fromQuestion(question: Question, answer: BlockAnswer | undefined): { prompt: string | null; answer: string | null } {
  let chosen: string | null = null;
  if (answer?.type === 'selections' && answer.byQuestion[question.id] !== undefined) {
    const value = answer.byQuestion[question.id];
    chosen = question.options.find((option) => option.value === value)?.label ?? value ?? null;
  } else if (answer?.type === 'timed' && answer.byQuestion[question.id] !== undefined) {
    chosen = question.options[answer.byQuestion[question.id]!]?.label ?? null;
  }
  return { prompt: question.prompt || null, answer: chosen };
}

/** The question text and the learner's answer for one question id of a block. */
function describe(block: Block, questionId: string, answer: BlockAnswer | undefined): { prompt: string | null; answer: string | null } {
  switch (block.kind) {
    case 'mcq':
    case 'timed-quiz': {
      const question = block.questions.find((q) => q.id === questionId);
      return question ? fromQuestion(question, answer) : { prompt: null, answer: null };
    }
    case 'choice':
    case 'question':
      return fromQuestion(block.question, answer);
    case 'drag-drop-match': {
      const { sources, targets } = readDragDropMatch(block.fields);
      return { prompt: labelIn(sources, questionId), answer: answer?.type === 'matches' ? labelIn(targets, answer.bySource[questionId]) : null };
    }
    case 'grouping': {
      const { items, groups } = readGrouping(block.fields);
      return { prompt: labelIn(items, questionId), answer: answer?.type === 'placements' ? labelIn(groups, answer.byItem[questionId]) : null };
    }
    case 'image-hotspot': {
      const { prompt, hotspots } = readImageHotspot(block.fields);
      return { prompt: prompt || block.title, answer: answer?.type === 'value' ? labelIn(hotspots, String(answer.value)) : null };
    }
    default:
      return { prompt: block.title, answer: answer?.type === 'value' ? String(answer.value) : null };
  }
}

/**
 * The feedback to list with a phase's result, in authored order: every question of `blocks` the
 * service sent a rationale for. Blocks whose rationales already show beside them are left out by
 * the caller.
 */
export function feedbackItems(blocks: readonly Block[], answers: AnswerMap, rationales: Readonly<Record<string, QuestionRationale>>): FeedbackItem[] {
  return blocks.flatMap((block) =>
    questionIdsOf(block).flatMap((questionId) => {
      const rationale = rationales[questionId];
      if (!rationale) return [];
      return [{ blockId: block.id, questionId, ...describe(block, questionId, answers[block.id]), rationale }];
    }),
  );
}
