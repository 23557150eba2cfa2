import { readCardFlip } from './fields/readCardFlip';
import { readDragDropMatch } from './fields/readDragDropMatch';
import { readEvaluation } from './fields/readEvaluation';
import { readGrouping } from './fields/readGrouping';
import { readImageHotspot } from './fields/readImageHotspot';
import { readNarrativeEscape } from './fields/readNarrativeEscape';
import type { EvaluationQuestionView } from './fields/readEvaluation';
import type { Block } from './types';

/** Whether an evaluation question can be answered: a select needs options; yes-no and sliders always can. */
export function isAnswerableEvaluationQuestion(question: EvaluationQuestionView): boolean {
  return (question.type !== 'single-select' && question.type !== 'multi-select') || question.options.length > 0;
}

/**
 * Whether a learner can give this block any answer at all. A half-written payload (a question
 * without options, a matching without targets) offers none: nothing may wait for its answer, or the
 * learner would wait forever (issue 21). Kinds that are not answered say false.
 */
export function offersAnswer(block: Block): boolean {
  switch (block.kind) {
    case 'mcq':
    case 'timed-quiz':
      return block.questions.some((question) => question.options.length > 0);
    case 'choice':
    case 'question':
      return block.question.options.length > 0;
    case 'drag-drop-match': {
      const { sources, targets } = readDragDropMatch(block.fields);
      return sources.length > 0 && targets.length > 0;
    }
    case 'grouping': {
      const { items, groups } = readGrouping(block.fields);
      return items.length > 0 && groups.length > 0;
    }
    case 'card-flip':
      return readCardFlip(block.fields).cards.length >= 2;
    case 'image-hotspot':
      return readImageHotspot(block.fields).hotspots.length > 0;
    case 'narrative-escape':
      return readNarrativeEscape(block.fields).scenes.some((scene) => scene.puzzles.length > 0);
    case 'evaluation':
      return readEvaluation(block.fields).questions.some(isAnswerableEvaluationQuestion);
    case 'confidence-check':
    case 'reflection':
    case 'form-input':
      return true;
    default:
      return false;
  }
}
