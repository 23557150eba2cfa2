import { classifyRevision, type RevisionStatus } from '../contract/revisions';
import { mediaExpiresAt } from '../contract/mediaExpiry';
import { authoringFindings, type AuthoringOptions } from './authoring/authoringFindings';
import type { Diagnostic } from '../model/diagnostics';
import { normalizeCatalog } from '../model/normalizeCatalog';
import { normalizeCourse } from '../model/normalizeCourse';
import type { Course } from '../model/types';

/** How many findings of each severity a check reported. */
export interface DiagnosticCounts {
  error: number;
  warning: number;
  info: number;
}

/** What the player will make of a course payload, before any learner sees it. */
export interface CourseCheck {
  diagnostics: readonly Diagnostic[];
  counts: DiagnosticCounts;
  summary: {
    name: string;
    phases: number;
    screens: number;
    blocks: number;
    /** Blocks per canonical kind, the kinds in the order the payload first uses them. */
    kinds: Readonly<Record<string, number>>;
    /** Component types the player does not know (each renders as a notice), as delivered. */
    unknownTypes: readonly string[];
    /** Blocks hidden until their reveal_after anchor is answered (gates that could never open are already dropped). */
    gatedBlocks: number;
    /** The earliest moment a signed media URL stops working (ISO 8601), or null. */
    earliestMediaExpiry: string | null;
    revision: { contractVersion: string | null; status: RevisionStatus };
  };
  /** The normalized course, for tools that want to go further (the playground links diagnostics to blocks). */
  course: Course;
  /** Each delivered phase's id by its position in the payload (`phases[i]` in a path), null where it has none. */
  deliveredPhaseIds: readonly (string | null)[];
}

/** What the player will make of a catalog envelope (GET /api-catalog). */
export interface CatalogCheck {
  diagnostics: readonly Diagnostic[];
  counts: DiagnosticCounts;
  summary: { courses: number; revision: { contractVersion: string | null; status: RevisionStatus } };
}

function countBySeverity(diagnostics: readonly Diagnostic[]): DiagnosticCounts {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const { severity } of diagnostics) counts[severity] += 1;
  return counts;
}

/** The ids of the payload's phases in delivered order; a payload too broken to list gives none. */
function deliveredPhaseIds(payload: unknown): (string | null)[] {
  try {
    const record = payload as { data?: { phases?: unknown }; phases?: unknown } | null;
    const phases = record?.phases ?? record?.data?.phases;
    return Array.isArray(phases) ? phases.map((phase: { id?: unknown } | null) => (typeof phase?.id === 'string' ? phase.id : null)) : [];
  } catch {
    return []; // Getters that throw: normalize has reported them.
  }
}

/**
 * Reads a course payload as the player will (normalizeCourse: never throws) and sums up what it
 * found: every diagnostic with its code, severity and JSON path, the kinds used and unknown, gated
 * blocks, the earliest media expiry and the revision against the supported list. Then what the
 * player will refuse or strip for its authors (authoringFindings): URLs outside the allowlist,
 * markup the sanitizer removes, media without captions or transcript.
 */
export function checkCourse(payload: unknown, options: AuthoringOptions = {}): CourseCheck {
  const normalized = normalizeCourse(payload);
  const { course } = normalized;
  const diagnostics = [...normalized.diagnostics, ...authoringFindings(payload, options)];
  const blocks = course.phases.flatMap((phase) => phase.blockIds.map((id) => course.blocks[id]!).filter(Boolean));
  const kinds: Record<string, number> = {};
  const unknownTypes = new Set<string>();
  for (const block of blocks) {
    if (block.kind === 'unknown') unknownTypes.add(block.rawType);
    else kinds[block.kind] = (kinds[block.kind] ?? 0) + 1;
  }
  const expiry = mediaExpiresAt({ media_expires_at: course.mediaExpiresAt ?? undefined, phases: course.phases.map((phase) => ({ components: phase.blockIds.map((id) => course.blocks[id]?.fields ?? {}) })) });
  return {
    diagnostics,
    counts: countBySeverity(diagnostics),
    summary: {
      name: course.name,
      phases: course.phases.length,
      screens: course.phases.reduce((sum, phase) => sum + phase.screens.length, 0),
      blocks: blocks.length,
      kinds,
      unknownTypes: [...unknownTypes],
      gatedBlocks: blocks.filter((block) => block.revealAfter !== null).length,
      earliestMediaExpiry: expiry === null ? null : new Date(expiry).toISOString(),
      revision: { contractVersion: course.contractVersion, status: classifyRevision(course.contractVersion) },
    },
    course,
    deliveredPhaseIds: deliveredPhaseIds(payload),
  };
}

/** The catalog envelope's counterpart of checkCourse. */
export function checkCatalog(envelope: unknown): CatalogCheck {
  const { items, contractVersion, diagnostics } = normalizeCatalog(envelope);
  return {
    diagnostics,
    counts: countBySeverity(diagnostics),
    summary: { courses: items.length, revision: { contractVersion, status: classifyRevision(contractVersion) } },
  };
}
