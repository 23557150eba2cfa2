/** `ce-course-player/contract`: wire types, revisions, normalizers and submit-body builders. */
export * from '../contract';
export * from '../model';
export { buildSubmission, toWholeMinutes, type SubmissionInput } from '../logic/submission';
export type { BlockAnswer, AnswerMap } from '../logic/answers';
export { readSubmitResult, type SubmitResult, type QuestionRationale } from '../logic/result';
