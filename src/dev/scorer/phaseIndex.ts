import type { PhasePayload } from '../../contract/course';
import { toCanonicalKind, type CanonicalKind } from '../../model/kinds';
import { isRecord } from '../../model/read';
import type { AnswerKeyItem, AnswerKeyValue, ComponentAnswerKey, CourseAnswerKeys } from '../answerKeys';

/** A scored unit of one component, found by the id a submission names it with. */
export interface KeyedItem {
  componentId: string;
  kind: CanonicalKind;
  key: ComponentAnswerKey;
  item: AnswerKeyItem;
}

/** Everything a phase can be answered with, built once per phase. */
export interface PhaseIndex {
  phase: PhasePayload;
  /** mcq / timed-quiz questions, choice / question / image-hotspot components, puzzles. */
  byQuestionId: Map<string, KeyedItem>;
  bySourceId: Map<string, KeyedItem>;
  byGroupingItemId: Map<string, KeyedItem>;
  /** Card id -> the card-flip component's pair items. */
  cardsById: Map<string, KeyedItem[]>;
  /** Ids that may be answered but are never scored (evaluation questions, reflections...). */
  unscoredIds: Set<string>;
  kinds: Set<CanonicalKind>;
  keyed: KeyedItem[];
}

/** Indexes a phase's keyed items by the ids each answer array names them with. */
export function indexPhase(phase: PhasePayload, keys: CourseAnswerKeys): PhaseIndex {
  const index: PhaseIndex = {
    phase,
    byQuestionId: new Map(),
    bySourceId: new Map(),
    byGroupingItemId: new Map(),
    cardsById: new Map(),
    unscoredIds: new Set(),
    kinds: new Set(),
    keyed: [],
  };
  for (const component of phase.components) {
    const kind = toCanonicalKind(component.type);
    if (kind) index.kinds.add(kind);
    const key = keys.components[component.id];
    if (!kind || !key) {
      collectUnscoredIds(component, index.unscoredIds);
      continue;
    }
    for (const item of key.items) {
      const keyed: KeyedItem = { componentId: component.id, kind, key, item };
      index.keyed.push(keyed);
      addToIndex(index, keyed);
    }
  }
  return index;
}

function addToIndex(index: PhaseIndex, keyed: KeyedItem): void {
  switch (keyed.kind) {
    case 'drag-drop-match':
      index.bySourceId.set(keyed.item.id, keyed);
      return;
    case 'grouping':
      index.byGroupingItemId.set(keyed.item.id, keyed);
      return;
    case 'card-flip':
      for (const cardId of pairOf(keyed.item.correct)) {
        index.cardsById.set(cardId, [...(index.cardsById.get(cardId) ?? []), keyed]);
      }
      return;
    default:
      index.byQuestionId.set(keyed.item.id, keyed);
  }
}

/** Evaluation answers and free-text blocks may be posted; they are accepted, never scored. */
function collectUnscoredIds(component: Record<string, unknown>, ids: Set<string>): void {
  ids.add(String(component.id));
  const questions = component.questions;
  if (!Array.isArray(questions)) return;
  for (const question of questions) {
    if (isRecord(question) && typeof question.id === 'string') ids.add(question.id);
  }
}

/** The two card ids of a card-flip key's pair; none when the key holds no list. */
export function pairOf(value: AnswerKeyValue): string[] {
  return Array.isArray(value) ? [...(value as readonly string[])] : [];
}
