import type { XapiContext } from './types';

/** What the LMS put in `LMS.LaunchData` (cmi5 10.2), plus the learner's preferences when given. */
export interface Cmi5Launch {
  launchMode: 'Normal' | 'Browse' | 'Review';
  contextTemplate: XapiContext;
  /** 0..1: passed/failed follow it whenever the course has a score. */
  masteryScore?: number;
  moveOn: string;
  launchParameters?: string;
  /** Where the LMS wants the learner sent after `terminate()`. */
  returnUrl?: string;
  /** From the `cmi5LearnerPreferences` agent profile (cmi5 11.1), e.g. `en-US,fr-FR`. */
  languagePreference?: string;
}

const MODES = ['Normal', 'Browse', 'Review'] as const;

/** Reads the launch data document; an unknown or missing launch mode counts as Browse (nothing is judged). */
export function readLaunchData(document: Record<string, unknown>): Cmi5Launch {
  const mode = MODES.find((candidate) => candidate === document.launchMode) ?? 'Browse';
  const template = document.contextTemplate;
  const mastery = document.masteryScore;
  return {
    launchMode: mode,
    contextTemplate: template && typeof template === 'object' ? (template as XapiContext) : {},
    ...(typeof mastery === 'number' && mastery >= 0 && mastery <= 1 ? { masteryScore: mastery } : {}),
    moveOn: typeof document.moveOn === 'string' ? document.moveOn : 'NotApplicable',
    ...(typeof document.launchParameters === 'string' ? { launchParameters: document.launchParameters } : {}),
    ...(typeof document.returnURL === 'string' ? { returnUrl: document.returnURL } : {}),
  };
}
