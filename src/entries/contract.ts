/**
 * `ce-course-player/contract`: wire types, revisions, normalizers, submit-body builders and the
 * pure catalog/course readers. No React, no DOM at import: safe in Server Components, SSR, Node
 * and edge backends.
 */
export * from '../contract';
export * from '../model';
export { checkCourse, checkCatalog, type CourseCheck, type CatalogCheck, type DiagnosticCounts } from '../check/checkCourse';
export type { AuthoringOptions } from '../check/authoring/authoringFindings';
export { buildSubmission, toWholeMinutes, type SubmissionInput } from '../logic/submission';
export type { BlockAnswer, AnswerMap } from '../logic/answers';
export { readSubmitResult, type ReadResult, type SubmitResult, type QuestionRationale } from '../logic/result';
export type { SubmitFailure } from '../logic/retry';
export { readCard, type CardView, type CardLabelView } from '../catalog/readCard';
export { readPagination, type PageView } from '../catalog/readPagination';
export type { CardTone } from '../catalog/cardTone';
export { linkReferenceMarkers } from '../controls/referenceMarkers';
export { referenceAnchorId, REFERENCE_ANCHOR_PREFIX } from '../controls/referenceAnchor';
export { seriesProgress, type SeriesModuleStatus, type SeriesModuleView, type SeriesProgressView } from '../course/seriesProgress';
export type { ReadoutAnswer, ReadoutAnswers } from '../course/readoutRows';
export type { FollowUpAnswers, FollowUpSurveyAnswer } from '../course/followUpAnswers';
export type { CertificateInfo, CertificateStatus } from '../course/readCertificate';
export { isExpired } from '../course/expiry';
export {
  buildCreditClaim,
  claimableCredits,
  claimableHours,
  claimProblems,
  type ClaimField,
  suggestedHours,
  CLAIM_STEP_HOURS,
  type ClaimableCredit,
  type ClaimIdentifier,
  type ClaimInput,
  type CreditClaim,
} from '../course/creditClaim';
