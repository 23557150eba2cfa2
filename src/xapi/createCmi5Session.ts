import type { Course } from '../model/types';
import type { PlayerEvent } from '../store/types';
import { createAnswerBuffer } from './answerBuffer';
import { toIsoDuration } from './duration';
import { readLaunchParameters, type Cmi5LaunchParameters } from './launch';
import { readLaunchData, type Cmi5Launch } from './launchData';
import { lrsRequest, type LrsConnection } from './lrsRequest';
import { mergeContext } from './mergeContext';
import { activity, statement, type StatementContext } from './statement';
import { createStatementQueue, type QueueStats, type StatementQueueOptions } from './statementQueue';
import { toStatements } from './toStatements';
import type { XapiStatement } from './types';
import { randomUuid } from './uuid';
import { courseVerdict, type PhaseResult } from './verdict';
import { ACTIVITY_TYPES, CMI5, VERBS, type VerbName } from './vocabulary';

/** Options of `createCmi5Session`: the launch URL, the course and how statements are sent. */
export interface Cmi5SessionOptions extends Pick<StatementQueueOptions, 'maxAttempts' | 'baseDelayMs' | 'maxDelayMs' | 'timers' | 'onError'> {
  /** The URL the LMS launched the course with (`location.href`). */
  launchUrl: string | URL;
  fetch: typeof fetch;
  /** The normalized course (`normalizeCourse(payload).course`). */
  course: Course;
  /** Send what the learner typed as `result.response`. @default false */
  includeFreeText?: boolean;
  /** @default Date.now */
  now?: () => number;
  /** @default crypto.randomUUID */
  newId?: () => string;
}

/** A cmi5 AU session for one launch (docs/xapi.md). */
export interface Cmi5Session {
  /** Reads the launch, fetches the token and the launch data, sends `initialized`. Rejects when the launch is unusable. */
  start(): Promise<Cmi5Launch>;
  /** Give it every player event (`onEvent={session.onEvent}`); never throws, never waits. */
  onEvent(event: PlayerEvent): void;
  /** Sends `terminated` (once) and resolves when the LRS has everything, or gave up. */
  terminate(): Promise<void>;
  stats(): QueueStats;
}

const DEFINED = new Set<string>([VERBS.initialized, VERBS.completed, VERBS.passed, VERBS.failed, VERBS.terminated]);
const JUDGING = new Set<string>([VERBS.completed, VERBS.passed, VERBS.failed]);

/** The cmi5 AU side of a launch: the player's events as the statements cmi5 asks for, in its order. */
export function createCmi5Session(options: Cmi5SessionOptions): Cmi5Session {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? randomUuid;
  const buffer = createAnswerBuffer();
  const early: PlayerEvent[] = [];
  const results: PhaseResult[] = [];
  let params: Cmi5LaunchParameters;
  let connection: LrsConnection;
  let launch: Cmi5Launch;
  let state: 'idle' | 'starting' | 'active' | 'ended' = 'idle';
  // The page went away before the launch was read: the session still opens and closes, if it can.
  let endedEarly: number | null = null;
  let initializedAt = 0;
  let courseJudged = false;

  const queue = createStatementQueue({
    ...options,
    send: (batch) => lrsRequest(connection, 'POST', 'statements', {}, batch, true),
  });

  const context = (): StatementContext => ({ actor: params.actor, activityId: params.activityId, registration: params.registration, now: now(), newId, includeFreeText: options.includeFreeText });

  /** The launch data's template under every statement; the cmi5 category on cmi5-defined ones (cmi5 9.6.2). */
  const finish = (built: XapiStatement): XapiStatement => {
    const moveOn = built.result?.success !== undefined || built.result?.completion !== undefined;
    const ids = DEFINED.has(built.verb.id) && built.object.id === params.activityId ? [CMI5.category, ...(moveOn ? [CMI5.moveOnCategory] : [])] : [];
    const category = ids.map((id) => ({ objectType: 'Activity' as const, id }));
    const own = category.length > 0 ? { ...built.context, contextActivities: { ...built.context.contextActivities, category } } : built.context;
    return { ...built, context: mergeContext(own, launch.contextTemplate) };
  };

  const send = (statements: XapiStatement[]) => queue.enqueue(buffer.take(statements).map(finish));

  const judged = (verb: string) => launch.launchMode === 'Normal' || !JUDGING.has(verb);

  const auStatement = (verb: VerbName, result?: XapiStatement['result'], extensions?: Record<string, unknown>) =>
    statement(verb, activity(params.activityId, ACTIVITY_TYPES.course, options.course.name || null), context(), result, extensions ? { extensions } : {});

  function handle(event: PlayerEvent) {
    if (event.type === 'session_started' || event.type === 'session_ended') {
      if (event.type === 'session_ended') end(event.durationMs, true);
      return;
    }
    if (event.type === 'phase_completed') results.push(event);
    if (event.type === 'completed') return complete(event.durationMs);
    send(toStatements(event, { ...context(), course: options.course }).filter((built) => judged(built.verb.id)));
  }

  function complete(durationMs: number) {
    if (courseJudged || launch.launchMode !== 'Normal') return;
    courseJudged = true;
    const duration = toIsoDuration(durationMs);
    const verdict = courseVerdict(options.course, results, launch.masteryScore);
    const done = auStatement('completed', { completion: true, duration });
    if (!verdict) return send([done]);
    const score = verdict.scaled === null ? {} : { score: { scaled: verdict.scaled } };
    const mastery = launch.masteryScore !== undefined && verdict.scaled !== null ? { [CMI5.masteryScore]: launch.masteryScore } : undefined;
    send([done, auStatement(verdict.passed ? 'passed' : 'failed', { ...score, success: verdict.passed, duration }, mastery)]);
  }

  function end(durationMs: number, unloading: boolean) {
    if (state !== 'active') return;
    state = 'ended';
    queue.enqueue([...buffer.flush(), auStatement('terminated', { duration: toIsoDuration(durationMs) })].map(finish));
    if (unloading) queue.sendNow();
  }

  return {
    async start() {
      if (state !== 'idle') throw new Error('cmi5 session: start() was already called');
      state = 'starting';
      params = readLaunchParameters(options.launchUrl);
      const token = (await (await options.fetch(params.fetch, { method: 'POST' })).json()) as Record<string, string>;
      if (!token['auth-token']) throw new Error(`cmi5 fetch URL: ${token['error-text'] ?? 'no auth-token'}`);
      connection = { endpoint: params.endpoint, authorization: `Basic ${token['auth-token']}`, fetch: options.fetch };
      const agent = JSON.stringify(params.actor);
      const document = await lrsRequest(connection, 'GET', 'activities/state', { stateId: CMI5.launchDataStateId, activityId: params.activityId, agent, registration: params.registration });
      if (document.status === 404) throw new Error('cmi5 launch: no LMS.LaunchData');
      launch = readLaunchData((await document.json()) as Record<string, unknown>);
      // Preferences are optional (cmi5 11): a missing or unreadable profile changes nothing.
      try {
        const profile = await lrsRequest(connection, 'GET', 'agents/profile', { agent, profileId: CMI5.learnerPreferencesProfileId });
        const language = profile.status === 200 ? ((await profile.json()) as { languagePreference?: unknown }).languagePreference : undefined;
        if (typeof language === 'string') launch.languagePreference = language;
      } catch {
        // Ignored on purpose: see above.
      }
      state = 'active';
      initializedAt = now();
      send([auStatement('initialized')]);
      for (const event of early.splice(0)) handle(event);
      if (endedEarly !== null) end(endedEarly, true);
      return launch;
    },
    onEvent(event) {
      try {
        if (state === 'active') handle(event);
        else if (state === 'starting' || state === 'idle') {
          if (event.type === 'session_ended') endedEarly = event.durationMs;
          else if (early.length < 500) early.push(event);
        }
      } catch (error) {
        options.onError?.(error instanceof Error ? error : new Error(String(error)), []);
      }
    },
    async terminate() {
      end(now() - initializedAt, false);
      await queue.drained();
    },
    stats: () => queue.stats(),
  };
}
