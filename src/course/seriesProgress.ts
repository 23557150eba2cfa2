import { readList, readNumber, readRecord, readText } from './read';

/** Where a learner stands on one module; the service never enforces order, this does. */
export type SeriesModuleStatus = 'complete' | 'current' | 'available' | 'locked';

/** One module as shown by SeriesNav. */
export interface SeriesModuleView {
  courseId: string;
  title: string | null;
  position: number;
  status: SeriesModuleStatus;
  isCurrent: boolean;
  /** Title (or position) of the first earlier module not yet complete, when locked. */
  blockedBy: { title: string | null; position: number } | null;
  /** The module as delivered, handed back to the host on selection. */
  source: unknown;
}

/** The series as shown: modules in position order with status, and the current module's neighbours. */
export interface SeriesProgressView {
  name: string | null;
  description: string | null;
  total: number;
  modules: SeriesModuleView[];
  current: SeriesModuleView | null;
  previous: SeriesModuleView | null;
  next: SeriesModuleView | null;
}

/**
 * Module statuses from the host's own completion records. A module is locked until every earlier
 * module (by position) is complete; completion wins over everything, then lock, then current.
 */
export function seriesProgress(series: unknown, completedModuleIds: readonly string[] | null | undefined, currentCourseId: string | null | undefined): SeriesProgressView {
  const source = readRecord(series);
  const completed = new Set(readList(completedModuleIds).filter((id): id is string => typeof id === 'string'));
  const seenIds = new Set<string>();
  const ordered = readList(source.modules)
    .map((module, index) => {
      const record = readRecord(module);
      return { record, courseId: readText(record.course_id), position: readNumber(record.position) ?? index + 1, index };
    })
    .filter((entry): entry is typeof entry & { courseId: string } => {
      if (entry.courseId === null || seenIds.has(entry.courseId)) return false;
      seenIds.add(entry.courseId);
      return true;
    })
    .sort((a, b) => a.position - b.position || a.index - b.index);

  let blockedBy: SeriesModuleView['blockedBy'] = null;
  const modules = ordered.map((entry, index): SeriesModuleView => {
    const title = readText(entry.record.title);
    const isComplete = completed.has(entry.courseId);
    const isCurrent = entry.courseId === currentCourseId;
    const status: SeriesModuleStatus = isComplete ? 'complete' : blockedBy ? 'locked' : isCurrent ? 'current' : 'available';
    const view = { courseId: entry.courseId, title, position: index + 1, status, isCurrent, blockedBy: status === 'locked' ? blockedBy : null, source: entry.record };
    if (!isComplete && !blockedBy) blockedBy = { title, position: index + 1 };
    return view;
  });

  const currentIndex = modules.findIndex((module) => module.isCurrent);
  return {
    name: readText(source.name),
    description: readText(source.description),
    total: Math.max(modules.length, readNumber(source.total) ?? 0),
    modules,
    current: modules[currentIndex] ?? null,
    previous: currentIndex > 0 ? (modules[currentIndex - 1] ?? null) : null,
    next: currentIndex >= 0 ? (modules[currentIndex + 1] ?? null) : null,
  };
}
