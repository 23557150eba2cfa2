import type { ComponentPayloads } from '../../contract/componentKinds';
import type { BlockAnswer } from '../answer';
import { aiVideo } from './ai-video';
import { audio } from './audio';
import { button } from './button';
import { cardFlip } from './card-flip';
import { choice } from './choice';
import { confidenceCheck } from './confidence-check';
import { content } from './content';
import type { AnswerDefinition, AnswerProgress, FeedbackText, KindDefinition } from './definition';
import type { KindData } from './kindData';
import { dragDropMatch } from './drag-drop-match';
import { evaluation } from './evaluation';
import { formInput } from './form-input';
import { grouping } from './grouping';
import { html } from './html';
import { image } from './image';
import { imageHotspot } from './image-hotspot';
import { mcq } from './mcq';
import { narrativeEscape } from './narrative-escape';
import { question } from './question';
import { reflection } from './reflection';
import { richText } from './rich-text';
import { talkingAvatar } from './talking-avatar';
import { timedQuiz } from './timed-quiz';
import { video } from './video';
import { webinarEmbed } from './webinar-embed';

/** Every component kind the spec names: the one list. A kind not here renders as a notice. */
const DEFINITIONS = [
  content, richText, html, image, imageHotspot, audio, video, webinarEmbed, talkingAvatar, aiVideo,
  reflection, confidenceCheck, formInput, button, choice, question, timedQuiz, dragDropMatch, grouping,
  cardFlip, narrativeEscape, evaluation, mcq,
] as const;

type Definitions = (typeof DEFINITIONS)[number];

/** Every component kind the spec names, in one spelling (hyphenated). */
export type CanonicalKind = Exclude<keyof KindData, 'unknown'>;

/** A block whose type we do not know keeps this kind and its original type name. */
export type BlockKind = CanonicalKind | 'unknown';

// KindData is written out for the API reference: a definition added or changed without its line there fails here.
type ReadData = { [D in Definitions as D['kind']]: ReturnType<D['read']> };
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Agrees<T extends true> = T;
type KindDataAgrees = Agrees<Same<ReadData, Omit<KindData, 'unknown'>>>;
// The contract names each kind's wire type (the JSON Schema's branches): the same kinds.
type WireKindsAgree = Agrees<Same<CanonicalKind, keyof ComponentPayloads>>;

/** Every block kind the player knows, in its canonical spelling. */
export const CANONICAL_KINDS: readonly CanonicalKind[] = DEFINITIONS.map((definition) => definition.kind);

const BY_KIND = new Map<string, KindDefinition>(DEFINITIONS.map((definition) => [definition.kind, definition as KindDefinition]));

/** The definition of a kind; undefined for `unknown` (and anything else). */
export function definitionOf(kind: string): KindDefinition | undefined {
  return BY_KIND.get(kind);
}

/** Spellings seen in the wild that are not simple hyphen/underscore variants. */
const ALIASES = new Map<string, CanonicalKind>(DEFINITIONS.flatMap((definition) => (definition.spellings ?? []).map((spelling) => [spelling, definition.kind] as const)));

/**
 * Maps any spelling (`drag_drop_match`, `Drag-Drop-Match`, ` rich_text `) to its canonical kind,
 * or null when the type is unknown.
 */
export function toCanonicalKind(type: unknown): CanonicalKind | null {
  if (typeof type !== 'string') return null;
  // Already canonical (nearly every block): spelling it again would give the same string.
  if (BY_KIND.has(type)) return type as CanonicalKind;
  const spelled = type.trim().toLowerCase().replace(/[\s_]+/g, '-');
  if (BY_KIND.has(spelled)) return spelled as CanonicalKind;
  // A Map, not an object: a type of "constructor" must not resolve to Object.prototype's member.
  return ALIASES.get(spelled) ?? ALIASES.get(spelled.replace(/-/g, '')) ?? null;
}

const kindsWhere = (test: (definition: KindDefinition) => boolean): ReadonlySet<CanonicalKind> =>
  new Set(DEFINITIONS.filter((definition) => test(definition as KindDefinition)).map((definition) => definition.kind));

/** Kinds whose answer the learner gives and the service scores (spec 4 answer shapes; image-hotspot keys are stripped too). */
export const ANSWERABLE_KINDS = kindsWhere((definition) => definition.answer?.scored === true);

/** Kinds that may act as a `reveal_after` anchor (spec 2.8 rule 1). */
export const ANCHOR_KINDS = kindsWhere((definition) => definition.answer?.anchor?.spec === true);

/**
 * What the functions below read of a block: model/types.ts's Block, which is built from the kinds'
 * data here, so naming it would make an import circle.
 */
interface BlockWithData {
  id: string;
  kind: string;
  title: string | null;
  data: unknown;
}

/** How the block's answer is defined, or undefined for kinds nobody answers. */
export function answerOf(block: BlockWithData): AnswerDefinition<unknown> | undefined {
  return definitionOf(block.kind)?.answer;
}

/**
 * Whether a learner can give this block any answer at all. A half-written payload (a question
 * without options, a matching without targets) offers none: nothing may wait for its answer, or the
 * learner would wait forever (docs/reliability.md, "A learner is never trapped"). Kinds that are not answered say false.
 */
export function offersAnswer(block: BlockWithData): boolean {
  return answerOf(block)?.offered(block.data) ?? false;
}

/** How many answerable items a block has and how many the answer covers. */
export function answerProgress(block: BlockWithData, answer: BlockAnswer | undefined): AnswerProgress {
  const progress = answerOf(block)?.progress;
  return progress ? progress(block.data, answer) : { answered: answer ? 1 : 0, total: answer ? 1 : 0 };
}

/** The question ids a block's answers and rationales are keyed by. */
export function questionIdsOf(block: BlockWithData): string[] {
  const questionIds = answerOf(block)?.questionIds;
  return questionIds ? questionIds(block.data, block.id) : [block.id];
}

/** One question's text and the learner's answer, as a phase's result lists it. */
export function describeAnswer(block: BlockWithData, questionId: string, answer: BlockAnswer | undefined): FeedbackText {
  const describe = answerOf(block)?.describe;
  if (describe) return describe(block.data, questionId, answer, block.title);
  return { prompt: block.title, answer: answer?.type === 'value' ? String(answer.value) : null };
}

/** Whether the block may gate others, and whether its gate opens on its answer or on the service's check. */
export function anchorReveal(block: BlockWithData): 'answer' | 'check' | null {
  return answerOf(block)?.anchor?.reveals(block.data) ?? null;
}

export type { AnswerDefinition, AnswerProgress, FeedbackText, KindDefinition } from './definition';
export type { KindData } from './kindData';
