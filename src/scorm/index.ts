// ce-course-player/scorm: what the provider's hosted player page needs when a SCORM dispatch
// package frames it from an LMS (docs/scorm.md). No React, no DOM at import, no dependency.
export { createScormBridge, type ScormBridge, type ScormBridgeOptions } from './createScormBridge';
export { readScormLaunch, type ScormLaunch } from './launch';
export { createSummaryTracker, type SummaryRules, type SummaryTracker } from './summaryTracker';
export { LAUNCH_PARAMS, PROTOCOL, type CompletionStatus, type HostMessage, type ScormSummary, type ShellMessage, type SuccessStatus } from './protocol';
export { scorm12Writes, scorm2004Writes, type CmiWrite, type ScormVersion } from './shell/cmiWrites';
export { toCmiTimespan, toScormDuration } from './shell/cmiTime';
