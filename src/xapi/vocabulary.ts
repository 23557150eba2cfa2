/** Verb IRIs: the ADL vocabulary that xAPI and cmi5 name. */
export const VERBS = {
  initialized: 'http://adlnet.gov/expapi/verbs/initialized',
  answered: 'http://adlnet.gov/expapi/verbs/answered',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
  suspended: 'http://adlnet.gov/expapi/verbs/suspended',
  resumed: 'http://adlnet.gov/expapi/verbs/resumed',
  terminated: 'http://adlnet.gov/expapi/verbs/terminated',
} as const;

export type VerbName = keyof typeof VERBS;

/** The xAPI activity types used for a course, its phases, blocks and questions. */
export const ACTIVITY_TYPES = {
  course: 'http://adlnet.gov/expapi/activities/course',
  phase: 'http://adlnet.gov/expapi/activities/module',
  interaction: 'http://adlnet.gov/expapi/activities/cmi.interaction',
  question: 'http://adlnet.gov/expapi/activities/question',
} as const;

/** cmi5 (AICC cmi5 spec, sections 9.6 and 10). */
export const CMI5 = {
  category: 'https://w3id.org/xapi/cmi5/context/categories/cmi5',
  moveOnCategory: 'https://w3id.org/xapi/cmi5/context/categories/moveon',
  sessionId: 'https://w3id.org/xapi/cmi5/context/extensions/sessionid',
  masteryScore: 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore',
  launchDataStateId: 'LMS.LaunchData',
  learnerPreferencesProfileId: 'cmi5LearnerPreferences',
} as const;

export const XAPI_VERSION = '1.0.3';
