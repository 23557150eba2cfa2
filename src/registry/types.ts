import type { ComponentType } from 'react';
import type { BlockAnswer } from '../logic/answers';
import type { MediaWatch } from '../logic/mediaWatch';
import type { MediaCompletionRule } from '../model/fields/readMediaCompletion';
import type { MediaTrackInput } from '../model/fields/readMediaTracks';
import type { QuestionSpans } from '../logic/questionClock';
import type { QuestionRationale } from '../logic/result';
import type { BlockKind } from '../model/kinds';
import type { Block, Course } from '../model/types';
import type { PlayerStrings } from '../strings/en';

/** editable: the learner may answer; review: a completed phase, read-only; busy: a submission is in flight. */
export type BlockStatus = 'editable' | 'review' | 'busy';

/** What a Renderer and its Fallback both receive: same props, same answer shape (spec 2.8 rule 7). */
export interface RendererProps<B extends Block = Block> {
  block: B;
  course: Course;
  answer: BlockAnswer | undefined;
  onAnswer: (answer: BlockAnswer) => void;
  status: BlockStatus;
  /** Rationales the service returned for this block's questions, by question id. */
  rationales: Readonly<Record<string, QuestionRationale>>;
  strings: PlayerStrings;
  /** Set for a graded anchor and a narrative-escape: asks the service for its result and rationale. */
  onCheck?: () => void;
  checkState?: 'idle' | 'pending' | 'failed' | 'done';
  /** Accept plain http media and link URLs too (the player's `allowHttp`); https only otherwise. @default false */
  allowHttp?: boolean;
  /**
   * Set for a timed quiz inside a player: its question clocks, kept with the progress so a reload
   * does not start a question's time over. Without it the renderer keeps them itself.
   */
  questionClocks?: QuestionClocks;
  /** A timed quiz's `timeLimit`s (the player's `timeLimits`): enforced deadlines, or advice only. @default 'enforced' */
  timeLimits?: TimeLimits;
  /** Set for a video, talking-avatar or ai-video block inside a player: its host tracks, language and completion rule. */
  media?: MediaBinding;
}

/** What a media block gets from the player it plays in (docs/player.md#media). */
export interface MediaBinding {
  /** The host's tracks for this block (the `mediaTracks` prop), beside the payload's. */
  hostTracks: readonly MediaTrackInput[];
  /** The player's locale: a caption track in this language shows by default. */
  language: string;
  /** The block's completion rule, or null when watching it holds nothing. */
  rule: MediaCompletionRule | null;
  /** What was played so far (kept with the progress), read when the video starts. */
  readWatch(): MediaWatch | undefined;
  recordWatch(change: (previous: MediaWatch | undefined) => MediaWatch): void;
  /** The host's `preventForwardSeek`: a jump past what was played goes back to it, unless the transcript is open. */
  preventForwardSeek: boolean;
}

/**
 * What a timed quiz's `timeLimit` does. `enforced`: a countdown, a warning 20 s before the end
 * with "More time" (ten extensions at least), and a question that runs out locks with its last
 * answer (WCAG 2.2.1 Timing Adjustable). `advisory`: a suggested time only, nothing ever locks
 * (for learners whose accommodations remove time limits).
 */
export type TimeLimits = 'enforced' | 'advisory';

/** Question clocks kept elsewhere: the spans now, and a change applied to the latest spans. */
export interface QuestionClocks {
  spans: QuestionSpans;
  update: (change: (previous: QuestionSpans) => QuestionSpans) => void;
}

/** How one block kind renders: its renderer, its degraded fallback and its rules. */
export interface RegistryEntry<B extends Block = Block> {
  kind: BlockKind;
  Renderer: ComponentType<RendererProps<B>>;
  /** Degraded, accessible version posting the same answer shape. */
  Fallback?: ComponentType<RendererProps<B>>;
  /** Set on lazily loaded kinds: starts fetching their code (the player calls it for the kinds a course has). */
  preload?: () => Promise<unknown>;
  /**
   * Renderer and Fallback show the block alone and read no learner state (answer, status,
   * rationales, checks): the player then subscribes the kind's blocks to nothing and hands them the
   * editable defaults. A screen of thousands of prose blocks saves a subscription each
   * (docs/performance.md#stateless-prose).
   * @default false
   */
  stateless?: boolean;
}

/** Block kinds and their renderers (`defaultRegistry`, or one made with `createRegistry`). */
export interface Registry {
  get(kind: BlockKind): RegistryEntry | undefined;
  kinds(): readonly BlockKind[];
  /** A new registry with these entries added or replaced (the original is unchanged). */
  extend(entries: readonly RegistryEntry<any>[]): Registry;
}

/** What decides between a kind's Renderer and its Fallback. */
export interface RenderEnvironment {
  /** The player's `degraded`: every kind that has a Fallback shows it. */
  degraded: boolean;
}
