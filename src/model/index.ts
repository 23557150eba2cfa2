export { normalizeCourse } from './normalizeCourse';
export { normalizeCatalog, type NormalizedCatalog } from './normalizeCatalog';
export { CANONICAL_KINDS, ANSWERABLE_KINDS, ANCHOR_KINDS, toCanonicalKind, type BlockKind, type CanonicalKind, type KindData } from './kinds';
export type { Diagnostic, DiagnosticCode } from './diagnostics';
export type * from './types';
// What each kind's block `data` holds (KindData), for renderers a host registers.
export type { ButtonData, ImageData, MediaOutline } from './fields/readDisplayKinds';
export type { CardFlipView } from './fields/readCardFlip';
export type { ConfidenceCheckOutline } from './fields/readConfidenceCheckOutline';
export type { DragDropMatchView } from './fields/readDragDropMatch';
export type { EvaluationQuestionOutline } from './fields/readEvaluationOutline';
export type { GroupingView } from './fields/readGrouping';
export type { ImageHotspotOutline } from './fields/readImageHotspotOutline';
export type { NarrativeEscapeOutline } from './fields/readNarrativeEscapeOutline';
export type { ReflectionView } from './fields/readReflection';
export type { MediaCompletionRule } from './fields/readMediaCompletion';
export type { ProseData } from './kinds/prose';
export type { QuestionSetData } from './kinds/questionSet';
export type { SingleQuestionData } from './kinds/singleQuestion';
