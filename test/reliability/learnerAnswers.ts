import type { BlockAnswer } from '../../src/logic/answers';
import { readConfidenceCheck } from '../../src/model/fields/readConfidenceCheck';
import { readEvaluation } from '../../src/model/fields/readEvaluation';
import type { Block, Course } from '../../src/model/types';
import type { CourseAnswerKeys } from '../../src/dev/answerKeys';

/**
 * The answer a learner who knows the course gives each block, in the store's own answer shapes:
 * correct ones from the keys, and plain values for what is not scored (ratings, reflections,
 * forms, evaluation). Blocks with nothing to answer are absent.
 */
export function learnerAnswers(course: Course, keys: CourseAnswerKeys): Record<string, BlockAnswer> {
  const answers: Record<string, BlockAnswer> = {};
  for (const block of Object.values(course.blocks)) {
    const answer = answerFor(block, keys);
    if (answer) answers[block.id] = answer;
  }
  return answers;
}

function correctById(keys: CourseAnswerKeys, blockId: string): Map<string, unknown> {
  return new Map((keys.components[blockId]?.items ?? []).map((item) => [item.id, item.correct]));
}

function answerFor(block: Block, keys: CourseAnswerKeys): BlockAnswer | null {
  const correct = correctById(keys, block.id);
  const stringMap = () => Object.fromEntries([...correct].map(([id, value]) => [id, String(value)]));
  switch (block.kind) {
    case 'mcq':
      return { type: 'selections', byQuestion: stringMap() };
    case 'timed-quiz':
      return { type: 'timed', byQuestion: Object.fromEntries([...correct].map(([id, value]) => [id, Number(value)])) };
    case 'choice':
    case 'question': {
      // An ungraded decision has no right answer (key null): the first option is as good as any.
      const value = correct.get(block.data.question.id) ?? block.data.question.options[0]?.value;
      return typeof value === 'string' ? { type: 'selections', byQuestion: { [block.data.question.id]: value } } : null;
    }
    case 'narrative-escape':
      return { type: 'selections', byQuestion: stringMap() };
    case 'drag-drop-match':
      return { type: 'matches', bySource: stringMap() };
    case 'grouping':
      return { type: 'placements', byItem: stringMap() };
    case 'card-flip':
      return { type: 'pairs', pairs: [...correct.values()].map((pair) => pair as readonly [string, string]) };
    case 'image-hotspot':
      return { type: 'value', value: String(correct.get(block.id)) };
    case 'confidence-check': {
      const { min, max } = readConfidenceCheck(block.fields);
      return { type: 'value', value: Math.min(max, Math.ceil((min + max) / 2)) };
    }
    case 'reflection':
      return { type: 'value', value: 'Cost and prior authorization.' };
    case 'form-input':
      return { type: 'value', value: 'Home blood pressure three mornings a week' };
    case 'evaluation': {
      const byQuestion: Record<string, string> = {};
      for (const question of readEvaluation(block.fields).questions) {
        byQuestion[question.id] = question.type === 'slider' ? String(question.max) : question.type === 'yes-no' ? 'yes' : (question.options[0] ?? 'yes');
      }
      return { type: 'selections', byQuestion };
    }
    default:
      return null;
  }
}
