import type { CatalogCheck, CourseCheck } from '../check/checkCourse';
import type { Diagnostic } from '../model/diagnostics';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

/**
 * Where a diagnostic belongs in the report: the phase its JSON path starts in
 * (`phases[3]…`), the phase of the block or phase id it names, else the course itself.
 */
function groupOf(diagnostic: Diagnostic, check: CourseCheck | null): string {
  const path = diagnostic.path ?? '';
  const indexed = /^phases\[(\d+)\]/.exec(path);
  const ids = check?.deliveredPhaseIds ?? [];
  const label = (index: number) => (ids[index] ? `phases[${index}] "${ids[index]}"` : `phases[${index}]`);
  if (indexed) return label(Number(indexed[1]));
  // A block or phase id (gates are checked by id): the phase it is in, where it was delivered.
  const block = check?.course.blocks[path];
  const phaseId = block ? block.phaseId : path;
  const index = ids.indexOf(phaseId);
  if (index >= 0) return label(index);
  return check?.course.phases.some((p) => p.id === phaseId) ? `phase "${phaseId}"` : 'course';
}

function diagnosticLines(diagnostics: readonly Diagnostic[], check: CourseCheck | null): string[] {
  if (diagnostics.length === 0) return [];
  const groups = new Map<string, Diagnostic[]>();
  for (const diagnostic of diagnostics) {
    const key = groupOf(diagnostic, check);
    groups.set(key, [...(groups.get(key) ?? []), diagnostic]);
  }
  // Stable and diff-able: the course first, then phases in the payload's order, each by severity.
  const keys = [...groups.keys()].sort((a, b) => (a === 'course' ? -1 : b === 'course' ? 1 : a.localeCompare(b, 'en', { numeric: true })));
  return keys.flatMap((key) => [
    `  ${key}`,
    ...[...groups.get(key)!]
      .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity])
      .map((d) => `    ${d.severity.padEnd(7)} ${d.code}${d.path ? ` at ${d.path}` : ''}: ${d.message}`),
  ]);
}

function countsLine(counts: CourseCheck['counts']): string {
  return `Diagnostics: ${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.info, 'info')}`.replace(/infos\b/, 'info');
}

/** The readable report of one course payload: plain text, no colour, the same input gives the same text. */
export function courseReport(source: string, check: CourseCheck): string {
  const { summary } = check;
  const kinds = Object.entries(summary.kinds).map(([kind, count]) => `${kind} ×${count}`).join(', ') || 'none';
  return [
    `ce-course-player check: ${source}`,
    `Course "${summary.name}"`,
    `  contract revision: ${summary.revision.contractVersion ?? '(none)'} (${summary.revision.status})`,
    `  ${plural(summary.phases, 'phase')}, ${plural(summary.screens, 'screen')}, ${plural(summary.blocks, 'block')}`,
    `  kinds: ${kinds}`,
    `  unknown component types: ${summary.unknownTypes.length > 0 ? summary.unknownTypes.map((type) => `"${type}"`).join(', ') : 'none'}`,
    `  gated blocks: ${summary.gatedBlocks}`,
    `  earliest media expiry: ${summary.earliestMediaExpiry ?? 'none'}`,
    countsLine(check.counts),
    ...diagnosticLines(check.diagnostics, check),
  ].join('\n');
}

/** The readable report of one catalog envelope. */
export function catalogReport(source: string, check: CatalogCheck): string {
  return [
    `ce-course-player check --catalog: ${source}`,
    `Catalog of ${plural(check.summary.courses, 'course')}`,
    `  contract revision: ${check.summary.revision.contractVersion ?? '(none)'} (${check.summary.revision.status})`,
    countsLine(check.counts),
    ...diagnosticLines(check.diagnostics, null),
  ].join('\n');
}
