import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { xapiProblems } from './xapiValidator';

const CMI5_CATEGORY = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
const MOVE_ON = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
const SESSION_ID = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';
const MASTERY = 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore';
const verb = (name: string) => `http://adlnet.gov/expapi/verbs/${name}`;
const DEFINED = ['initialized', 'completed', 'passed', 'failed', 'terminated'].map(verb);
const JUDGING = ['completed', 'passed', 'failed'].map(verb);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

type Json = any;

export interface FakeLrsLaunch {
  launchMode: 'Normal' | 'Browse' | 'Review';
  masteryScore?: number;
  moveOn?: string;
  languagePreference?: string;
}

/**
 * A local LMS + LRS implementing what a cmi5 AU talks to (cmi5 8.2, 10, 11; xAPI 1.0.3 statements
 * and state resources), with every cmi5 statement rule an LMS may enforce (cmi5 9) checked on
 * arrival: a statement breaking one is rejected with 400 and its rule recorded in `violations`.
 */
export async function startFakeLrs(launch: FakeLrsLaunch) {
  const token = 'YXU6c2Vzc2lvbi1zZWNyZXQ=';
  const actor = { objectType: 'Agent', account: { homePage: 'https://lms.example.com', name: '1625378' } };
  const registration = '760e3480-ba55-4991-94b0-01820dbd23a2';
  const activityId = 'https://lms.example.com/au/method-course-0001';
  const publisherId = 'https://publisher.example.com/courses/method';
  const sessionId = `lms-session-${Math.random().toString(36).slice(2)}`;
  const stored: Json[] = [];
  const violations: string[] = [];
  const requests: Array<{ method: string; path: string }> = [];
  let rejected = 0;
  let tokenFetches = 0;
  let failures: number[] = [];
  const contextTemplate = {
    contextActivities: { grouping: [{ objectType: 'Activity', id: publisherId }] },
    extensions: { [SESSION_ID]: sessionId },
  };

  const body = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return text;
  };

  /** The cmi5 rules one statement breaks, given what this registration already stored. */
  function rulesBroken(s: Json): string[] {
    const broken = xapiProblems(s).map((problem) => `xAPI: ${problem}`);
    const id: string = s.verb?.id;
    const isDefined = (t: Json) => DEFINED.includes(t.verb?.id) && (t.context?.contextActivities?.category ?? []).some((a: Json) => a.id === CMI5_CATEGORY);
    const defined = isDefined(s);
    const inSession = stored.filter((t) => t.context?.extensions?.[SESSION_ID] === sessionId);
    const definedInSession = inSession.filter(isDefined);
    const ids = (list: Json[] | undefined) => (list ?? []).map((a: Json) => a.id);
    if (!UUID.test(s.id ?? '')) broken.push('9.1 id is a UUID');
    if (JSON.stringify(s.actor) !== JSON.stringify(actor)) broken.push('9.2 actor is the launch actor');
    if (s.context?.registration !== registration) broken.push('9.6.1 registration');
    if (s.context?.extensions?.[SESSION_ID] !== sessionId) broken.push('9.6.3.1 session id from the template');
    if (!ids(s.context?.contextActivities?.grouping).includes(publisherId)) broken.push('10.2.1 template grouping kept');
    if (!/Z$/.test(s.timestamp ?? '')) broken.push('9.7 timestamp in UTC');
    if (inSession.some((t) => t.verb.id === verb('terminated'))) broken.push('9.3.8 nothing after terminated');
    if (inSession.length === 0 && id !== verb('initialized')) broken.push('9.3.2 initialized first');
    if (DEFINED.includes(id) && s.object?.id === activityId && !defined) broken.push('7.1.3 cmi5 verbs on the AU carry the cmi5 category');
    if (defined) {
      if (s.object?.id !== activityId) broken.push('9.4 object is the AU');
      if (definedInSession.some((t) => t.verb.id === id)) broken.push('9.3 no verb twice in a session');
      const judged = [verb('passed'), verb('failed')];
      if (judged.includes(id) && definedInSession.some((t) => judged.includes(t.verb.id))) broken.push('9.3 one of passed/failed per session');
      const registered = stored.filter((t) => t.context?.registration === registration && isDefined(t));
      if ((id === verb('completed') || id === verb('passed')) && registered.some((t) => t.verb.id === id)) broken.push('9.3 completed/passed once per registration');
      if (id === verb('failed') && registered.some((t) => t.verb.id === verb('passed'))) broken.push('9.3 no failed after passed');
      if (launch.launchMode !== 'Normal' && JUDGING.includes(id)) broken.push('10.2.2 no judging statements in Browse/Review');
      const result = s.result ?? {};
      const judging = result.success !== undefined || result.completion !== undefined;
      if (judging !== ids(s.context.contextActivities.category).includes(MOVE_ON)) broken.push('9.6.2.2 moveOn category iff success/completion');
      if (result.score !== undefined && !judged.includes(id)) broken.push('9.5.1 score only on passed/failed');
      if ((result.success !== undefined) !== judged.includes(id)) broken.push('9.5.2 success only on passed/failed');
      if (judged.includes(id) && result.success !== (id === verb('passed'))) broken.push('9.5.2 success matches the verb');
      if ((result.completion !== undefined) !== (id === verb('completed'))) broken.push('9.5.3 completion only on completed');
      if ([verb('terminated'), ...JUDGING].includes(id) && !result.duration) broken.push('9.5.4 duration');
      const scaled = result.score?.scaled;
      if (launch.masteryScore !== undefined && scaled !== undefined && judged.includes(id)) {
        if (id === verb('passed') ? scaled < launch.masteryScore : scaled >= launch.masteryScore) broken.push('9.3.4/9.3.5 verdict agrees with masteryScore');
        if (s.context.extensions?.[MASTERY] !== launch.masteryScore) broken.push('9.6.3.2 masteryScore extension');
      }
    } else if (ids(s.context?.contextActivities?.category).includes(CMI5_CATEGORY) || ids(s.context?.contextActivities?.category).includes(MOVE_ON)) {
      broken.push('7.1.3 cmi5 allowed statements carry no cmi5 category');
    }
    return broken;
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push({ method: request.method ?? '', path: url.pathname });
    const send = (status: number, json?: unknown) => {
      response.writeHead(status, json === undefined ? {} : { 'Content-Type': 'application/json' });
      response.end(json === undefined ? undefined : JSON.stringify(json));
    };
    const text = await body(request);
    if (url.pathname === '/fetch') {
      if (request.method !== 'POST') return send(405);
      tokenFetches += 1;
      return send(200, tokenFetches === 1 ? { 'auth-token': token } : { 'error-code': '1', 'error-text': 'The authorization token has already been returned.' });
    }
    if (request.headers.authorization !== `Basic ${token}`) return send(401);
    if (request.headers['x-experience-api-version'] !== '1.0.3') return send(400);
    if (url.pathname === '/xapi/activities/state' && request.method === 'GET') {
      const q = url.searchParams;
      const matches = q.get('stateId') === 'LMS.LaunchData' && q.get('activityId') === activityId && q.get('registration') === registration && q.get('agent') === JSON.stringify(actor);
      if (!matches) return send(404);
      return send(200, { contextTemplate, launchMode: launch.launchMode, moveOn: launch.moveOn ?? 'CompletedAndPassed', returnURL: 'https://lms.example.com/return', ...(launch.masteryScore === undefined ? {} : { masteryScore: launch.masteryScore }) });
    }
    if (url.pathname === '/xapi/agents/profile' && request.method === 'GET') {
      return launch.languagePreference ? send(200, { languagePreference: launch.languagePreference, audioPreference: 'on' }) : send(404);
    }
    if (url.pathname === '/xapi/statements' && (request.method === 'POST' || request.method === 'PUT')) {
      const failure = failures.shift();
      if (failure !== undefined) return send(failure);
      if (!String(request.headers['content-type']).startsWith('application/json')) return send(400);
      const incoming: Json[] = [JSON.parse(text)].flat();
      if (request.method === 'PUT') incoming[0].id = url.searchParams.get('statementId');
      if (incoming.some((s) => stored.some((t) => t.id === s.id))) return send(409);
      const problems = incoming.flatMap((s) => {
        const broken = rulesBroken(s);
        if (broken.length === 0) stored.push(s);
        return broken;
      });
      if (problems.length > 0) {
        violations.push(...problems);
        rejected += incoming.length;
        return send(400, { message: problems.join('; ') });
      }
      return send(request.method === 'PUT' ? 204 : 200, incoming.map((s) => s.id));
    }
    return send(404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const query = new URLSearchParams({ endpoint: `${origin}/xapi/`, fetch: `${origin}/fetch?k=2390289x0`, actor: JSON.stringify(actor), registration, activityId });
  return {
    launchUrl: `https://courses.example.com/method/?${query}`,
    origin,
    activityId,
    sessionId,
    stored,
    violations,
    requests,
    rejected: () => rejected,
    /** The next statement requests answer with these statuses (503, 429 …) before any is stored. */
    failNext: (...statuses: number[]) => void (failures = statuses),
    verbs: () => stored.map((s) => s.verb.id.split('/').pop() as string),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeLrs = Awaited<ReturnType<typeof startFakeLrs>>;
