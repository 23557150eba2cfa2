/**
 * Wire shapes of course components (spec 2.4 and 2.8). Fields the spec marks "not shown" are typed
 * as the tolerant reading we chose (docs/assumptions.md); unknown fields are always allowed.
 */

/** Fields every component carries. */
export interface ComponentBasePayload {
  id: string;
  type: string;
  reveal_after: string | null;
  reveals_on_answer?: boolean;
  screen_index: number;
  screen_role: 'primary' | 'attached';
  anchor_id?: string;
  title?: string;
  [unknownField: string]: unknown;
}

/** An `html` block (also spelled `content`, `rich-text`): authored prose, sanitized before it renders. */
export interface HtmlComponentPayload extends ComponentBasePayload {
  content: string;
}

/** One question of an `mcq` block: its text and options (strings, posted back as `selected`). */
export interface McqQuestionPayload {
  id: string;
  type: 'multiple-choice' | (string & {});
  matchId?: string;
  options: string[];
  question: string;
  difficulty?: string;
  mooreLevel?: number;
  deliveryStyle?: string;
  outcomeMetric?: string;
  badgeLabel?: string;
}

/** An `mcq` block: a set of multiple-choice questions, scored by the service. */
export interface McqComponentPayload extends ComponentBasePayload {
  questions: McqQuestionPayload[];
}

/** A single-choice selector (spec 2.4 "choice"); options may be strings or {id,label}. */
export interface ChoiceComponentPayload extends ComponentBasePayload {
  question?: string;
  prompt?: string;
  options: Array<string | { id?: string; label?: string; text?: string }>;
  graded?: boolean;
}

/** A source or target item of a `drag-drop-match` block. */
export interface MatchItemPayload {
  id: string;
  label?: string;
  text?: string;
}

/** A `drag-drop-match` block: sources to match with targets, posted as `matches`. */
export interface DragDropMatchComponentPayload extends ComponentBasePayload {
  sourceItems: MatchItemPayload[];
  targetItems: MatchItemPayload[];
}

/** A `grouping` block: items to place into groups, posted as `placements`. */
export interface GroupingComponentPayload extends ComponentBasePayload {
  groups: MatchItemPayload[];
  items: MatchItemPayload[];
}

/** One question of a `timed-quiz` block, with its `timeLimit` in seconds (enforced by default: the player's `timeLimits`). */
export interface TimedQuizQuestionPayload {
  id: string;
  question: string;
  options: string[];
  timeLimit: number;
}

/** A `timed-quiz` block: questions answered by option index (`selected_index`) against a clock. */
export interface TimedQuizComponentPayload extends ComponentBasePayload {
  questions: TimedQuizQuestionPayload[];
}

/** One card of a `card-flip` block. */
export interface CardFlipCardPayload {
  id: string;
  content?: string;
  label?: string;
  kind?: string;
}

/** A `card-flip` block: cards to pair, posted as `matched_pairs`. */
export interface CardFlipComponentPayload extends ComponentBasePayload {
  cards: CardFlipCardPayload[];
}

/** A `narrative-escape` block: a story of puzzles, each checked on its own. */
export interface NarrativeEscapeComponentPayload extends ComponentBasePayload {
  scenes: Array<Record<string, unknown>>;
}

/** Confidence check (spec 2.8 rule 4): a slider, never options. */
export interface ConfidenceCheckComponentPayload extends ComponentBasePayload {
  statement: string;
  min: number;
  max: number;
  minLabel?: string;
  maxLabel?: string;
  helperText?: string;
}

/** Image component (spec 2.8 rule 5). */
export interface ImageComponentPayload extends ComponentBasePayload {
  url: string;
  alt: string;
  caption?: string;
  source?: string;
  alt_is_fallback?: boolean;
  aspect_ratio?: string;
}

/** Where a generated video stands: `ready` plays; `pending` and `failed` show the transcript; other values are kept as text. */
export type VideoStatus = 'ready' | 'pending' | 'failed' | (string & {});

/** Playable media (video, talking-avatar, ai-video; spec 2.4 and 2.8 rule 6). */
export interface MediaComponentPayload extends ComponentBasePayload {
  video_status?: VideoStatus;
  video_url?: string | null;
  expires_at?: string | null;
  poster_url?: string | null;
  duration_seconds?: number | null;
  fallback_html?: string;
  transcript?: string;
}

/** The kinds of question an activity evaluation asks. */
export type EvaluationQuestionType = 'single-select' | 'yes-no' | 'slider' | 'multi-select';

/** Items of evaluation_questions and of an evaluation component (spec 2.6). */
export interface EvaluationQuestionPayload {
  id: string;
  question: string;
  type: EvaluationQuestionType | (string & {});
  category?: string;
  required: boolean;
  mooreLevel?: number;
  outcomeMetric?: string;
  response_type?: string;
  response_options?: unknown[] | null;
  scale?: unknown;
  options?: string[];
  min?: number;
  max?: number;
  step?: number;
  minLabel?: string;
  maxLabel?: string;
}

/** An `evaluation` block: the activity evaluation's questions, accepted and never scored. */
export interface EvaluationComponentPayload extends ComponentBasePayload {
  questions: EvaluationQuestionPayload[];
}
