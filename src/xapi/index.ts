// ce-course-player/xapi: the player's events as xAPI 1.0.3 statements, a cmi5 AU session and a
// plain-LRS reporter. No React, no DOM at import, no dependency (docs/xapi.md).
export { toStatements, scaledScore, type ToStatementsContext } from './toStatements';
export type { StatementContext } from './statement';
export { createCmi5Session, type Cmi5Session, type Cmi5SessionOptions } from './createCmi5Session';
export { createLrsReporter, type LrsReporter, type LrsReporterOptions } from './createLrsReporter';
export { createStatementQueue, type QueueStats, type StatementQueue, type StatementQueueOptions } from './statementQueue';
export { readLaunchParameters, type Cmi5LaunchParameters } from './launch';
export type { Cmi5Launch } from './launchData';
export { LrsError, type LrsConnection } from './lrsRequest';
export { courseVerdict, type CourseVerdict, type PhaseResult } from './verdict';
export { toIsoDuration } from './duration';
export { blockIri, evaluationIri, phaseIri, questionIri } from './activityIds';
export { ACTIVITY_TYPES, CMI5, VERBS } from './vocabulary';
export type * from './types';
