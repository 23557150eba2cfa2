import type { InteractionType, XapiAgent, XapiActivity, XapiContext, XapiResult, XapiStatement } from './types';
import { CMI5, VERBS, type VerbName } from './vocabulary';

/** What every statement of one player needs besides its event. */
export interface StatementContext {
  /** The learner, as the host (or the cmi5 launch) names them. */
  actor: XapiAgent;
  /** The course's activity IRI: every other activity hangs under it (docs/xapi.md). */
  activityId: string;
  /** When the event happened (epoch ms): the statement's timestamp. */
  now: number;
  /** Makes a statement id (a UUID v4). */
  newId: () => string;
  /** The session id, sent in `context.extensions` (cmi5's session id extension); events that carry one use theirs. */
  sessionId?: string;
  /** The enrollment's registration UUID. */
  registration?: string;
  /** Send what the learner typed (reflection, form input, free evaluation answers) as `result.response`. @default false */
  includeFreeText?: boolean;
}

/** One statement: verb, object and result, with the session and registration in its context. */
export function statement(verb: VerbName, object: XapiActivity, context: StatementContext, result?: XapiResult, extra: XapiContext = {}): XapiStatement {
  const sessionId = context.sessionId;
  return {
    id: context.newId(),
    actor: context.actor,
    verb: { id: VERBS[verb], display: { 'en-US': verb } },
    object,
    ...(result ? { result } : {}),
    context: {
      ...(context.registration ? { registration: context.registration } : {}),
      ...extra,
      ...(sessionId ? { extensions: { [CMI5.sessionId]: sessionId, ...extra.extensions } } : {}),
    },
    timestamp: new Date(context.now).toISOString(),
  };
}

/** An activity with its type and, when it has one, its name. */
export function activity(id: string, type: string, name?: string | null, interactionType?: InteractionType): XapiActivity {
  return {
    objectType: 'Activity',
    id,
    definition: { type, ...(name ? { name: { 'en-US': name } } : {}), ...(interactionType ? { interactionType } : {}) },
  };
}
