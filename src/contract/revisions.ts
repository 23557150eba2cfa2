/** Render-contract revisions this library was written against (spec section 9). */
export const SUPPORTED_REVISIONS = [
  '2026-08-19',
  '2026-08-20',
  '2026-08-21',
  '2026-08-22',
  '2026-08-23',
  '2026-08-24',
  '2026-08-25',
  '2026-08-26',
  '2026-08-27',
  '2026-08-28',
  '2026-08-31',
  '2026-09-02',
  '2026-09-03',
] as const;

/** A contract revision this library was written for. */
export type SupportedRevision = (typeof SUPPORTED_REVISIONS)[number];

/** The newest revision this library knows. */
export const LATEST_REVISION: SupportedRevision = '2026-09-03';

/**
 * How a payload's revision relates to ours. Anything we do not recognise is treated as newer
 * (spec 9.4): render it anyway and report it once.
 */
export type RevisionStatus = 'supported' | 'newer' | 'older' | 'missing';

const REVISION_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a payload's `contract_version` is one this library supports, newer, older, or missing. */
export function classifyRevision(revision: unknown): RevisionStatus {
  if (typeof revision !== 'string' || revision.length === 0) return 'missing';
  if ((SUPPORTED_REVISIONS as readonly string[]).includes(revision)) return 'supported';
  // Date-form revisions sort lexically; an older known-format date is "older", the rest "newer".
  if (REVISION_PATTERN.test(revision) && revision < SUPPORTED_REVISIONS[0]) return 'older';
  return 'newer';
}
