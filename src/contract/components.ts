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

export interface HtmlComponentPayload extends ComponentBasePayload {
  content: string;
}

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

export interface MatchItemPayload {
  id: string;
  label?: string;
  text?: string;
}

export interface DragDropMatchComponentPayload extends ComponentBasePayload {
  sourceItems: MatchItemPayload[];
  targetItems: MatchItemPayload[];
}

export interface GroupingComponentPayload extends ComponentBasePayload {
  groups: MatchItemPayload[];
  items: MatchItemPayload[];
}

export interface TimedQuizQuestionPayload {
  id: string;
  question: string;
  options: string[];
  timeLimit: number;
}

export interface TimedQuizComponentPayload extends ComponentBasePayload {
  questions: TimedQuizQuestionPayload[];
}

export interface CardFlipCardPayload {
  id: string;
  content?: string;
  label?: string;
  kind?: string;
}

export interface CardFlipComponentPayload extends ComponentBasePayload {
  cards: CardFlipCardPayload[];
}

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

export interface EvaluationComponentPayload extends ComponentBasePayload {
  questions: EvaluationQuestionPayload[];
}
