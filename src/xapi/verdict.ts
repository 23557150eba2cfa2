import type { Course } from '../model/types';

/** The course's result for the AU's passed/failed statement. */
export interface CourseVerdict {
  passed: boolean;
  /** 0..1, when every judged phase had a score. */
  scaled: number | null;
}

/** A phase's outcome as xAPI reports it: score and pass. */
export interface PhaseResult {
  phaseId: string;
  score: number | null;
  passed: boolean | null;
}

const ASSESSMENTS = new Set(['assessment', 'post-assessment']);

/**
 * The course's verdict from its phases' latest results: the assessment phases decide (any judged
 * phase but the pre-assessment when the course has none); passed when all of them passed, scored
 * by their mean. A `masteryScore` decides instead whenever there is a score (cmi5 10.2.4). Null
 * when no phase was judged: then the AU sends no passed or failed.
 */
export function courseVerdict(course: Course, results: readonly PhaseResult[], masteryScore?: number): CourseVerdict | null {
  const latest = new Map(results.filter((result) => result.passed !== null).map((result) => [result.phaseId, result]));
  const typeOf = (phaseId: string) => course.phases.find((phase) => phase.id === phaseId)?.type ?? '';
  const judged = [...latest.values()];
  const assessments = judged.filter((result) => ASSESSMENTS.has(typeOf(result.phaseId)));
  const deciding = assessments.length > 0 ? assessments : judged.filter((result) => typeOf(result.phaseId) !== 'pre-assessment');
  if (deciding.length === 0) return null;
  const scores = deciding.map((result) => result.score);
  const scaled = scores.every((score): score is number => score !== null)
    ? Math.round(scores.reduce((sum, score) => sum + Math.min(100, Math.max(0, score)), 0) * 100 / scores.length) / 10_000
    : null;
  if (masteryScore !== undefined && scaled !== null) return { passed: scaled >= masteryScore, scaled };
  return { passed: deciding.every((result) => result.passed === true), scaled };
}
