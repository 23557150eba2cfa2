export { normalizeCourse } from './normalizeCourse';
export { normalizeCatalog, type NormalizedCatalog } from './normalizeCatalog';
export { CANONICAL_KINDS, ANSWERABLE_KINDS, ANCHOR_KINDS, toCanonicalKind, type BlockKind, type CanonicalKind } from './kinds';
export type { Diagnostic, DiagnosticCode } from './diagnostics';
export type * from './types';
