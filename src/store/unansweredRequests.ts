import type { SubmissionKey, SubmitTarget } from '../logic/submitTransition';

/** A request on its way, and which player handles its answer. */
export interface Unanswered {
  target: SubmitTarget;
  attempt: number;
  request: Promise<unknown>;
  owner: symbol;
  /** When it is given up (epoch ms): a player that takes the request over keeps the same deadline. */
  deadline: number;
  abort: (reason: unknown) => void;
  /** Lets the phase's cross-tab lock go once the answer is applied (phaseSendLock.ts). */
  release: () => void;
}

/**
 * Requests still unanswered, by stored-progress key and submission key, across players of this
 * page: a player mounted again for the same learner and course (a route change, a re-keyed
 * component) takes its predecessor's request over instead of sending it again (docs/reliability.md).
 */
const unansweredRequests = new Map<string, Unanswered>();

/**
 * Submissions this page has sent, by stored-progress key and submission key: a player mounted
 * again in the same page leaves their fate to its predecessor's rules (taken over, or retried by
 * the learner) instead of replaying them from the outbox as a reloaded page does.
 */
const sentInThisPage = new Set<string>();

/** Records a request sent for `scope` (the stored-progress key) until it is answered. */
export function registerSent(scope: string, unanswered: Unanswered): void {
  const shared = `${scope}|${unanswered.target.key}`;
  sentInThisPage.add(shared);
  unansweredRequests.set(shared, unanswered);
  const forget = () => void (unansweredRequests.get(shared) === unanswered && unansweredRequests.delete(shared));
  unanswered.request.then(forget, forget);
}

/** Whether this page already sent `key` for `scope` (see sentInThisPage). */
export function isSentInThisPage(scope: string, key: SubmissionKey): boolean {
  return sentInThisPage.has(`${scope}|${key}`);
}

/** Visits the requests still unanswered for `scope`, whichever player handles them now. */
export function forEachUnanswered(scope: string, visit: (unanswered: Unanswered) => void): void {
  for (const [shared, unanswered] of unansweredRequests) {
    if (shared.startsWith(`${scope}|`)) visit(unanswered);
  }
}
