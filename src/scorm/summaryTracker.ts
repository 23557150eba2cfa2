import type { Course } from '../model/types';
import type { PlayerEvent } from '../store/types';
import { courseVerdict, type PhaseResult } from '../xapi/verdict';
import { MAX_POINTER, type ScormSummary } from './protocol';

/** How a package reports, chosen by the host per package (docs/scorm.md, "Status mapping"). */
export interface SummaryRules {
  /**
   * `verdict`: passed or failed as the service judged the assessments (the default).
   * `completion`: passed once the learner completes the course (a course with no assessment).
   */
  passOn?: 'verdict' | 'completion';
  /**
   * After a failed assessment: `failed` tells the LMS (1.2 lesson_status failed, 2004 success
   * failed); `incomplete` (the default) leaves the attempt open, as the learner may retake.
   */
  afterFailure?: 'failed' | 'incomplete';
}

export interface SummaryTracker {
  /** Takes a player event; gives the new summary when it changed what the LMS should hold, else null. */
  onEvent(event: PlayerEvent): ScormSummary | null;
  current(): ScormSummary;
}

const ASSESSMENTS = new Set(['assessment', 'post-assessment']);

const pointer = (phaseId: string, screenIndex: number) => `${phaseId}#${screenIndex}`.slice(0, MAX_POINTER);

/**
 * The player's events (`onEvent`) as the version-neutral summary the shell records. The score and
 * the verdict are the service's (phase_completed carries what it answered); nothing is scored here.
 */
export function createSummaryTracker(course: Course, rules: SummaryRules = {}, now: () => number = Date.now, resumeAt = ''): SummaryTracker {
  const startedAt = now();
  const results: PhaseResult[] = [];
  let location = resumeAt;
  let completed = false;

  /**
   * The course's verdict once there is one to give: an assessment judged, or the course completed.
   * Before that, a judged introduction or pre-test says nothing about passing the course.
   */
  const verdictNow = () => {
    const assessed = results.some((result) => result.passed !== null && ASSESSMENTS.has(course.phases.find((phase) => phase.id === result.phaseId)?.type ?? ''));
    return assessed || completed ? courseVerdict(course, results) : null;
  };

  const current = (): ScormSummary => {
    const verdict = verdictNow();
    let success: ScormSummary['success'] = 'unknown';
    if (rules.passOn === 'completion') success = completed ? 'passed' : 'unknown';
    else if (verdict?.passed) success = 'passed';
    else if (verdict && rules.afterFailure === 'failed') success = 'failed';
    return {
      completion: completed ? 'completed' : 'incomplete',
      success,
      scaled: verdict?.scaled ?? null,
      location,
      sessionSeconds: Math.max(0, (now() - startedAt) / 1000),
      resume: location,
    };
  };

  return {
    onEvent(event) {
      if (event.type === 'screen_viewed') location = pointer(event.phaseId, event.screenIndex);
      else if (event.type === 'phase_completed') results.push({ phaseId: event.phaseId, score: event.score, passed: event.passed });
      else if (event.type === 'completed') completed = true;
      else if (event.type !== 'session_suspended' && event.type !== 'session_ended') return null;
      return current();
    },
    current,
  };
}
