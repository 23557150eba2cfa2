import { definitionOf } from '../model/kinds';
import type { Course, Phase } from '../model/types';
import type { AnswerMap } from './answers';
import type { QuestionRationale } from './result';

export interface ReadoutAnswer {
  label: string;
  correct: boolean | null;
}

export interface ReadoutInputs {
  /** The learner's earliest answer to each matched item, by matchId. */
  preAnswers: Record<string, ReadoutAnswer>;
  /** The learner's answer in the readout's own phase (or the latest one), by matchId. */
  postAnswers: Record<string, ReadoutAnswer>;
  baselineValue: number | null;
  laterConfidence: number | null;
}

interface MatchedAnswer extends ReadoutAnswer {
  phaseIndex: number;
  matchId: string;
}

/** Every answered mcq question that carries a matchId, in course order. */
function matchedAnswers(course: Course, answers: AnswerMap, rationales: Readonly<Record<string, QuestionRationale>>): MatchedAnswer[] {
  return course.phases.flatMap((phase, phaseIndex) =>
    phase.blockIds.flatMap((id) => {
      const block = course.blocks[id];
      const answer = answers[id];
      if (!block || block.kind !== 'mcq' || answer?.type !== 'selections') return [];
      return block.data.questions.flatMap((question) => {
        const value = answer.byQuestion[question.id];
        if (!question.matchId || value === undefined) return [];
        const label = question.options.find((o) => o.value === value)?.label ?? value;
        return [{ matchId: question.matchId, label, correct: rationales[question.id]?.correct ?? null, phaseIndex }];
      });
    }),
  );
}

/** The value of each answered confidence scale, in course order. */
function confidenceValues(course: Course, answers: AnswerMap): Array<{ id: string; anchorId: string | null; value: number }> {
  return course.phases.flatMap((phase) =>
    phase.blockIds.flatMap((id) => {
      const block = course.blocks[id];
      const answer = answers[id];
      const confidenceKey = block && definitionOf(block.kind)?.confidenceKey;
      if (!block || !confidenceKey || answer?.type !== 'value' || typeof answer.value !== 'number') return [];
      return [{ id, anchorId: confidenceKey(block.data), value: answer.value }];
    }),
  );
}

/**
 * What the phase's debrief_readout compares (spec 2.4): the learner's pre and post answers to
 * matched items, and the confidence baseline against later confidence. The baseline is the check
 * whose id or anchor_id is `confidenceKeys.baselineId`, else the first check; the later one is the
 * last check after it (docs/assumptions.md).
 */
export function readoutInputs(course: Course, phase: Phase, answers: AnswerMap, rationales: Readonly<Record<string, QuestionRationale>>): ReadoutInputs {
  const phaseIndex = course.phases.indexOf(phase);
  const preAnswers: Record<string, ReadoutAnswer> = {};
  const postAnswers: Record<string, ReadoutAnswer> = {};
  for (const { matchId, label, correct, phaseIndex: at } of matchedAnswers(course, answers, rationales)) {
    if (at < phaseIndex && !preAnswers[matchId]) preAnswers[matchId] = { label, correct };
    if (at === phaseIndex || (at > phaseIndex && !postAnswers[matchId])) postAnswers[matchId] = { label, correct };
  }
  const baselineId = phase.debriefReadout?.confidenceKeys?.baselineId;
  const checks = confidenceValues(course, answers);
  const baselineIndex = Math.max(0, checks.findIndex((c) => c.id === baselineId || c.anchorId === baselineId));
  const baseline = checks[baselineIndex];
  const later = checks.length > baselineIndex + 1 ? checks[checks.length - 1] : undefined;
  return { preAnswers, postAnswers, baselineValue: baseline?.value ?? null, laterConfidence: later?.value ?? null };
}
