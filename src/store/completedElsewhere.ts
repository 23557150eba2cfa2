/**
 * What a phase's send resolves with when another tab of this learner already has the phase
 * recorded (phaseSendLock.ts). Its own module: the submitter knows it on every page, the lock
 * loads only with `persistence`.
 */
export const COMPLETED_ELSEWHERE: unique symbol = Symbol('completed in another tab');
