import type { BlockAnswer } from '../answer';
import type { Reader } from '../read';

/** How many answerable items a block has and how many the answer covers. */
export interface AnswerProgress {
  answered: number;
  total: number;
}

/** One question as a phase's result lists it: what was asked and what the learner gave (plain text). */
export interface FeedbackText {
  prompt: string | null;
  answer: string | null;
  /** An answer made of pairs (card pairs), by label: the view joins them with its strings table's word. */
  pairs?: ReadonlyArray<readonly [string, string]>;
}

/**
 * Everything the player knows about one component kind, in one place: how its fields are read and
 * what its answer means. Logic loops over the definitions (src/model/kinds/index.ts); a renderer
 * reads the data `read` returned (`block.data`). Adding a kind is this file's shape and a renderer.
 */
export interface KindDefinition<K extends string = string, D = unknown> {
  readonly kind: K;
  /** Spellings seen in the wild that are not case, space, hyphen or underscore variants of `kind`. */
  readonly spellings?: readonly string[];
  /**
   * The kind's own fields, read tolerantly: never throws. Findings go to `reader` under `path`, the
   * component's JSON path (`reader.under(path)` scopes a reader that reports relative paths).
   * `blockId` names questions the payload left without an id.
   */
  read(source: Readonly<Record<string, unknown>>, reader: Reader, path: string, blockId: string): D;
  /** Present on kinds a learner answers. */
  readonly answer?: AnswerDefinition<D>;
  /** Prose: its HTML, as the server rendered it (hydration reads it back). */
  html?(data: D): string;
  /** A confidence scale: the key a debrief readout's baseline may name it by (its anchor_id), or null. */
  confidenceKey?(data: D): string | null;
}

export interface AnswerDefinition<D> {
  /** Whether the learner can give any answer at all: a half-written payload offers none, and nothing may wait for it. */
  offered(data: D): boolean;
  /** Answered items against answerable ones; by default one item, answered once anything is. */
  progress?(data: D, answer: BlockAnswer | undefined): AnswerProgress;
  /** The ids its answers and rationales are keyed by; the block id by default. */
  questionIds?(data: D, blockId: string): string[];
  /** One question's text and the learner's answer; by default the block title and the value given. */
  describe?(data: D, questionId: string, answer: BlockAnswer | undefined, title: string | null): FeedbackText;
  /** Whether Continue can wait for it at all (a narrative-escape holds its phase by its puzzles instead). */
  readonly holdsContinue: boolean;
  /** Continue waits for it when the payload says nothing (scored kinds, graded choices, evaluations). */
  requiredByDefault(data: D): boolean;
  /** Whether a required answer is there, when a complete progress is not enough (free text must not be blank). */
  filled?(data: D, answer: BlockAnswer | undefined): boolean;
  /** Spec 4 lists its answer among the shapes the service scores. */
  readonly scored: boolean;
  /** A phase with it posts an `answers` list (spec 4), even an empty one; an evaluation alone does not. */
  readonly posted: boolean;
  /** Present when it may gate other blocks (reveal_after). */
  readonly anchor?: AnchorDefinition<D>;
}

export interface AnchorDefinition<D> {
  /** One of the spec's anchors (spec 2.8 rule 1); the player lets other answered kinds anchor too. */
  readonly spec: boolean;
  /** 'answer': its gate opens once it is fully answered; 'check': once the service answered its check. */
  reveals(data: D): 'answer' | 'check';
}

/** Keeps the kind name a literal and the data type inferred from `read`. */
export function defineKind<K extends string, D>(definition: KindDefinition<K, D>): KindDefinition<K, D> {
  return definition;
}

/** One value for the block (a scale, a hotspot): answered once it is not empty. */
export function valueProgress(answer: BlockAnswer | undefined): AnswerProgress {
  return { answered: answer?.type === 'value' && answer.value !== '' ? 1 : 0, total: 1 };
}

/** Free text: answered once it is not blank. */
export function hasText(answer: BlockAnswer | undefined): boolean {
  return answer?.type === 'value' && String(answer.value).trim() !== '';
}
