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
import type { BlockKind, KindData } from './kinds';
import type { Diagnostic } from './diagnostics';

export type { ChoiceOption, LabelledItem, Question } from './blockData';

/** A block's place on its screen: the `primary` block, or one `attached` to it. */
export type ScreenRole = 'primary' | 'attached';

/** Fields every normalized block has. */
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
  /** What the payload says about needing an answer (`required`, `is_required`, `optional`), or null when it says nothing. */
  answerRequired: boolean | null;
  /**
   * The component as delivered. Renderers read `data`; this serves what needs the payload itself
   * (re-fetching expired media, diagnostics).
   */
  fields: Readonly<Record<string, unknown>>;
}

/** A block of one kind: `data` is what the kind's definition read (src/model/kinds/). */
export interface BlockOf<K extends BlockKind> extends BlockBase {
  kind: K;
  data: KindData[K];
}

/** A block of any of the kinds `K`, narrowed by `kind`. */
export type KindBlock<K extends BlockKind> = { [P in K]: BlockOf<P> }[K];

/** A normalized block of any kind (`block.kind` narrows it); what renderers receive. */
export type Block = KindBlock<BlockKind>;

/** A normalized prose block (`html`, `content`, `rich-text`). */
export type HtmlBlock = KindBlock<'html' | 'content' | 'rich-text'>;
/** A normalized block of several questions (`mcq`, `timed-quiz`). */
export type QuestionSetBlock = KindBlock<'mcq' | 'timed-quiz'>;
/** A normalized single decision (`choice`, `question`). */
export type ChoiceBlock = KindBlock<'choice' | 'question'>;

/** The blocks shown together: one screen_index of a sequential phase, or a whole stacked phase. */
export interface Screen {
  index: number;
  blockIds: readonly string[];
}

/** How a phase shows its screens: one at a time (`sequential`) or all on one page (`stacked`). */
export type DisplayMode = 'sequential' | 'stacked';

/** A normalized phase: its screens, blocks, type and whether it is required. */
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

/** What `normalizeCourse` returns: the `course` the player reads and the `diagnostics` of what it noticed. */
export interface NormalizedCourse {
  course: Course;
  diagnostics: readonly Diagnostic[];
}
