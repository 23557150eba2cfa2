import type {
  AccreditationPayload,
  ConfidenceBaselinePayload,
  CreditDesignationPayload,
  DebriefPayload,
  DebriefReadoutPayload,
  EvaluationQuestionPayload,
  FollowUpPayload,
  LandingPagePayload,
  ReferencePayload,
  SeriesPayload,
} from '../contract';
import type { BlockKind } from './kinds';
import type { Diagnostic } from './diagnostics';

/** One selectable option, whatever spelling the payload used. */
export interface ChoiceOption {
  /** The value posted as `selected`: the option id when the payload gives one, else its text. */
  value: string;
  label: string;
}

/** A question inside an mcq, choice, question or timed-quiz block. */
export interface Question {
  id: string;
  prompt: string;
  options: readonly ChoiceOption[];
  /** Seconds allowed (timed-quiz only). */
  timeLimitSeconds: number | null;
  matchId: string | null;
  badgeLabel: string | null;
}

export interface LabelledItem {
  id: string;
  label: string;
}

export type ScreenRole = 'primary' | 'attached';

/** Fields every normalized block has. `fields` keeps the raw component for kind renderers. */
export interface BlockBase {
  id: string;
  kind: BlockKind;
  /** The type string exactly as delivered (for notices and analytics). */
  rawType: string;
  phaseId: string;
  /** Position in the phase's authored component list. */
  position: number;
  screenIndex: number;
  screenRole: ScreenRole;
  revealAfter: string | null;
  revealsOnAnswer: boolean;
  title: string | null;
  /** The delivered component, minus nothing: renderers of not-yet-modelled kinds read it. */
  fields: Readonly<Record<string, unknown>>;
}

export interface HtmlBlock extends BlockBase {
  kind: 'html' | 'content' | 'rich-text';
  html: string;
}

export interface QuestionSetBlock extends BlockBase {
  kind: 'mcq' | 'timed-quiz';
  questions: readonly Question[];
}

export interface ChoiceBlock extends BlockBase {
  kind: 'choice' | 'question';
  question: Question;
  /** Graded choices are scored by the service; ungraded ones reveal locally. */
  graded: boolean;
}

export interface OtherBlock extends BlockBase {
  kind: Exclude<BlockKind, HtmlBlock['kind'] | QuestionSetBlock['kind'] | ChoiceBlock['kind']>;
}

export type Block = HtmlBlock | QuestionSetBlock | ChoiceBlock | OtherBlock;

/** The blocks shown together: one screen_index of a sequential phase, or a whole stacked phase. */
export interface Screen {
  index: number;
  blockIds: readonly string[];
}

export type DisplayMode = 'sequential' | 'stacked';

export interface Phase {
  id: string;
  title: string;
  /** Phase type as delivered; `isKnownType` says whether we know it. */
  type: string;
  isKnownType: boolean;
  required: boolean;
  order: number;
  displayMode: DisplayMode;
  blockIds: readonly string[];
  screens: readonly Screen[];
  debriefReadout: DebriefReadoutPayload | null;
}

/** A normalized course: immutable, every id resolved, safe to render whatever came in. */
export interface Course {
  id: string;
  organizationId: string;
  name: string;
  description: string | null;
  format: string | null;
  contractVersion: string | null;
  phases: readonly Phase[];
  blocks: Readonly<Record<string, Block>>;
  learningObjectives: readonly string[];
  accreditation: AccreditationPayload | null;
  creditDesignations: readonly CreditDesignationPayload[];
  landingPage: LandingPagePayload | null;
  confidenceBaseline: ConfidenceBaselinePayload | null;
  evaluationQuestions: readonly EvaluationQuestionPayload[];
  debrief: DebriefPayload | null;
  references: readonly ReferencePayload[];
  series: SeriesPayload | null;
  followUp: FollowUpPayload | null;
  mediaExpiresAt: string | null;
}

export interface NormalizedCourse {
  course: Course;
  diagnostics: readonly Diagnostic[];
}
