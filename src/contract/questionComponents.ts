import type { ComponentBasePayload } from './components';

// Components of questions with options: mcq, timed-quiz, choice and question, and the activity
// evaluation (spec 2.4, 2.6). The other spellings the player reads are in ./spellings/questions.ts.

/** One question of an `mcq` block: its text and options (strings, posted back as `selected`). */
export interface McqQuestionPayload {
  /** The question's id: answers and rationales name it. */
  id: string;
  /** The question's type; `multiple-choice` is the one the spec names. */
  type: 'multiple-choice' | (string & {});
  /** The key that pairs this question with its counterpart in another phase (a pre- and post-test readout). */
  matchId?: string;
  /** The options, in the order shown; the learner's choice is posted as the option's text. */
  options: string[];
  /** The question's text. */
  question: string;
  /** How hard the service rates the question. */
  difficulty?: string;
  /** The outcome level (Moore's) the question measures. */
  mooreLevel?: number;
  /** How the question is put (case-based, recall…). */
  deliveryStyle?: string;
  /** What the question measures (knowledge, competence…). */
  outcomeMetric?: string;
  /** A short label shown before the question's text. */
  badgeLabel?: string;
}

/** An `mcq` block: a set of multiple-choice questions, scored by the service. */
export interface McqComponentPayload extends ComponentBasePayload {
  /** The questions, in the order shown. */
  questions: McqQuestionPayload[];
}

/** An option given as an object: the value posted for it and the text shown. */
export interface ChoiceOptionPayload {
  /** The value posted when the learner picks it; its label when absent. */
  id?: string | number;
  /** The text shown. */
  label?: string | number;
}

/** A single-choice selector (spec 2.4 "choice", and a `question` block alike); options may be strings or {id,label}. */
export interface ChoiceComponentPayload extends ComponentBasePayload {
  /** The question's text. */
  question?: string;
  /** The question's text, when `question` gives none. */
  prompt?: string;
  /** The options, in the order shown: strings (posted as they are) or objects. */
  options: Array<string | ChoiceOptionPayload>;
  /** Whether the service scores the answer: a `choice` is ungraded unless true, a `question` graded unless false. */
  graded?: boolean;
  /** The id its answer and rationale are keyed by; the component's id when absent. */
  question_id?: string;
}

/** One question of a `timed-quiz` block, with its `timeLimit` in seconds (enforced by default: the player's `timeLimits`). */
export interface TimedQuizQuestionPayload {
  /** The question's id: answers and rationales name it. */
  id: string;
  /** The question's text. */
  question: string;
  /** The options, in the order shown; the answer is posted as the chosen option's 0-based index. */
  options: string[];
  /** Seconds the learner has for the question (numeric text is read too). */
  timeLimit: number;
}

/** A `timed-quiz` block: questions answered by option index (`selected_index`) against a clock. */
export interface TimedQuizComponentPayload extends ComponentBasePayload {
  /** The questions, in the order shown. */
  questions: TimedQuizQuestionPayload[];
}

/** The kinds of question an activity evaluation asks. */
export type EvaluationQuestionType = 'single-select' | 'yes-no' | 'slider' | 'multi-select';

/** Items of evaluation_questions and of an evaluation component (spec 2.6). */
export interface EvaluationQuestionPayload {
  /** The question's id: its answer is keyed by it. */
  id: string;
  /** The question's text. */
  question: string;
  /** `single-select`, `multi-select`, `yes-no` or `slider` (and their snake_case spellings); another value is a single select. */
  type: EvaluationQuestionType | (string & {});
  /** What the question evaluates (satisfaction, bias…). */
  category?: string;
  /** Whether Continue waits for its answer. */
  required: boolean;
  /** The outcome level (Moore's) the question measures. */
  mooreLevel?: number;
  /** What the question measures. */
  outcomeMetric?: string;
  /** The question's type in the service's older words (`single_choice`, `boolean`, `scale`), read when `type` names none. */
  response_type?: string;
  /** The options in the service's older field. */
  response_options?: unknown[] | null;
  /** The service's scale description. */
  scale?: unknown;
  /** The options of a select, in the order shown; also their stored values. */
  options?: string[];
  /** A slider's lowest value (0 when absent). */
  min?: number;
  /** A slider's highest value. */
  max?: number;
  /** A slider's step (1 when absent). */
  step?: number;
  /** The words under a slider's lowest value. */
  minLabel?: string;
  /** The words under a slider's highest value. */
  maxLabel?: string;
}

/** An `evaluation` block: the activity evaluation's questions, accepted and never scored. */
export interface EvaluationComponentPayload extends ComponentBasePayload {
  /** The questions, in the order shown. */
  questions: EvaluationQuestionPayload[];
}
