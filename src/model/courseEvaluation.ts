import type { EvaluationQuestionPayload } from '../contract';
import { deepFreeze } from './freeze';
import { evaluation } from './kinds/evaluation';
import { Reader } from './read';
import type { Block, BlockOf, Phase } from './types';

/**
 * The `rawType` of the block that carries course-level `evaluation_questions`. No delivered
 * component can have kind `evaluation` with this type (it is not a known component type), so it
 * marks the one block the player made itself.
 */
export const COURSE_EVALUATION_TYPE = 'evaluation_questions';

/** Whether a block is the player's own block for course-level evaluation questions (never posted). */
export function isCourseEvaluationBlock(block: Block): boolean {
  return block.kind === 'evaluation' && block.rawType === COURSE_EVALUATION_TYPE;
}

const questionId = (question: unknown): string | null => {
  const source = question as Record<string, unknown> | null;
  const id = source?.id ?? source?.question_id;
  return typeof id === 'string' && id.trim() !== '' ? id : null;
};

/**
 * Course-level evaluation questions go at the end of the first evaluation phase, minus those an
 * evaluation component already shows (by id). Returns the phases and blocks unchanged when there
 * is nothing to add or no evaluation phase to add it to.
 */
export function withCourseEvaluation(
  phases: readonly Phase[],
  blocks: Readonly<Record<string, Block>>,
  questions: readonly EvaluationQuestionPayload[],
  blockId: () => string,
): { phases: Phase[]; blocks: Record<string, Block> } {
  const target = phases.find((phase) => phase.type === 'evaluation');
  // Unchanged as given: copying (or even listing) thousands of blocks for nothing was a measurable part of normalizeCourse.
  if (questions.length === 0 || !target) return { phases: phases as Phase[], blocks: blocks as Record<string, Block> };
  const shown = new Set<string>();
  for (const block of Object.values(blocks)) {
    if (block.kind !== 'evaluation' || !Array.isArray(block.fields.questions)) continue;
    for (const question of block.fields.questions) {
      const id = questionId(question);
      if (id) shown.add(id);
    }
  }
  const remaining = questions.filter((question) => !shown.has(questionId(question) ?? ''));
  if (remaining.length === 0) return { phases: phases as Phase[], blocks: blocks as Record<string, Block> };

  const id = blockId();
  const last = target.screens[target.screens.length - 1]!;
  const fields = { type: COURSE_EVALUATION_TYPE, questions: remaining };
  const block: BlockOf<'evaluation'> = {
    id, kind: 'evaluation', rawType: COURSE_EVALUATION_TYPE, phaseId: target.id, position: target.blockIds.length,
    screenIndex: last.index, screenRole: 'attached', revealAfter: null, revealsOnAnswer: false, title: null, answerRequired: null,
    fields,
    // What these questions say wrong was reported where they were read (readCourseFields).
    data: evaluation.read(fields, new Reader(), '$.evaluation_questions', id),
  };
  // Frozen as made, like every block (the course's freeze does not walk the blocks).
  deepFreeze(block);
  const phase: Phase = {
    ...target,
    blockIds: [...target.blockIds, id],
    screens: target.screens.map((screen) => (screen === last ? { ...screen, blockIds: [...screen.blockIds, id] } : screen)),
  };
  return { phases: phases.map((p) => (p === target ? phase : p)), blocks: { ...blocks, [id]: block } };
}
