import type { BlockAnswer } from '../model/answer';
import type { InteractionType } from './types';

/** One xAPI interaction an answer reports: a block's, or one question's of a block with several. */
export interface Interaction {
  /** Set for a question of a question set; absent for the block as a whole. */
  questionId?: string;
  interactionType: InteractionType;
  /** The xAPI response pattern (`a[,]b`, `src[.]target[,]…`). */
  response: string;
  /** The learner typed it: sent only when the host turns free text on. */
  freeText: boolean;
}

/** A block holding one value: how each kind reports it (others are `other`, as free text). */
const VALUE_KINDS: Readonly<Record<string, { interactionType: InteractionType; freeText: boolean }>> = {
  'confidence-check': { interactionType: 'likert', freeText: false },
  'image-hotspot': { interactionType: 'choice', freeText: false },
  'form-input': { interactionType: 'fill-in', freeText: true },
  reflection: { interactionType: 'long-fill-in', freeText: true },
};

const pairs = (entries: ReadonlyArray<readonly [string, string]>) => entries.map(([from, to]) => `${from}[.]${to}`).join('[,]');
// Multi-select values come joined by `|` (docs/player.md, onEvaluationSubmit); xAPI separates with `[,]`.
const choices = (value: string) => value.split('|').join('[,]');

/** The interactions a block's answer reports; an evaluation block's go with `evaluation_submitted`. */
export function interactionsOf(kind: string, answer: BlockAnswer): Interaction[] {
  if (kind === 'evaluation') return [];
  switch (answer.type) {
    case 'selections':
      return Object.entries(answer.byQuestion).map(([questionId, value]) => ({ questionId, interactionType: 'choice', response: choices(value), freeText: false }));
    case 'timed':
      return Object.entries(answer.byQuestion).map(([questionId, index]) => ({ questionId, interactionType: 'choice', response: String(index), freeText: false }));
    case 'matches':
      return [{ interactionType: 'matching', response: pairs(Object.entries(answer.bySource)), freeText: false }];
    case 'placements':
      return [{ interactionType: 'matching', response: pairs(Object.entries(answer.byItem)), freeText: false }];
    case 'pairs':
      return [{ interactionType: 'matching', response: pairs(answer.pairs), freeText: false }];
    case 'value': {
      const known = VALUE_KINDS[kind] ?? { interactionType: 'other', freeText: typeof answer.value === 'string' };
      return [{ ...known, response: String(answer.value) }];
    }
    default: {
      const exhaustive: never = answer;
      return exhaustive;
    }
  }
}

/** An evaluation question's type as an interaction type (a slider is a scale; yes-no a choice). */
export function evaluationInteraction(type: string | undefined): { interactionType: InteractionType; freeText: boolean } {
  if (type === 'slider') return { interactionType: 'likert', freeText: false };
  if (type === 'single-select' || type === 'multi-select' || type === 'yes-no') return { interactionType: 'choice', freeText: false };
  return { interactionType: 'other', freeText: true };
}
