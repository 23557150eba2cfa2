import { PROTOCOL, type ScormSummary, type ShellMessage } from '../protocol';
import { READ_ELEMENTS, startWrites, summaryWrites, type CmiWrite, type ScormVersion } from './cmiWrites';
import { toCmiTimespan, toScormDuration } from './cmiTime';
import { findScormApi, type WindowLike } from './findApi';
import { createSequenceGate, readHostMessage } from './hostMessages';
import { createLmsSession, type LmsSession } from './lmsSession';
import { hostedPageUrl, readEntry, type LmsLaunch, type ShellConfig } from './shellConfig';
import { createShellView, SHELL_TEXT, type ShellView } from './shellView';
import { readSuspendPointer, SUSPEND_DATA, writeSuspendPointer } from './suspendPointer';

/** How long the hosted page has to say it is ready before the learner is told (offline, blocked). */
export const READY_TIMEOUT_MS = 20_000;

/** What a running shell exposes (the tests read it; the page needs none of it). */
export interface ShellHandle {
  readonly version: ScormVersion | null;
  /** The sequence numbers of the summaries the LMS holds, in order. */
  readonly recorded: readonly number[];
}

const NEVER_STARTED = new Set(['not attempted', 'unknown', '']);
const other = (version: ScormVersion): ScormVersion => (version === '1.2' ? '2004' : '1.2');

function readLaunch(session: LmsSession | null, version: ScormVersion, lmsOrigin: string): LmsLaunch {
  const names = READ_ELEMENTS[version];
  const get = (element: string) => (session ? session.get(element) : '');
  return {
    lmsOrigin,
    version,
    learnerId: get(names.learnerId),
    learnerName: get(names.learnerName),
    entry: readEntry(get(names.entry)),
    resume: readSuspendPointer(get(SUSPEND_DATA[version])),
    location: get(names.location),
  };
}

/** A first attempt is marked in progress at once, so an LMS closed before any verdict keeps it resumable. */
function markStarted(session: LmsSession, version: ScormVersion): void {
  if (!NEVER_STARTED.has(session.get(READ_ELEMENTS[version].status))) return;
  session.setAll(startWrites(version));
  session.commit();
}

function sessionTimeWrite(version: ScormVersion, seconds: number): CmiWrite {
  return version === '1.2' ? ['cmi.core.session_time', toCmiTimespan(seconds)] : ['cmi.session_time', toScormDuration(seconds)];
}

/** Frames the hosted page and tells the learner when it does not answer in time, offering Retry. */
function frameHostedPage(view: ShellView, url: string, timeoutMs: number, isReady: () => boolean): void {
  const load = () => {
    view.say(SHELL_TEXT.opening);
    view.frame.src = url;
    setTimeout(() => {
      if (isReady()) return;
      view.say(SHELL_TEXT.notReady);
      view.offerRetry(() => {
        view.frame.src = 'about:blank';
        load();
      });
    }, timeoutMs);
  };
  load();
}

/**
 * The launch page's whole life: find the LMS, start its session, frame the hosted page, relay what
 * it reports, and finish once when the page goes.
 */
export function startShell(window: Window, config: ShellConfig, now: () => number = Date.now): ShellHandle {
  const startedAt = now();
  const found = findScormApi(window as unknown as WindowLike, [config.version, other(config.version)]);
  const version = found?.version ?? config.version;
  const session = found ? createLmsSession(found) : null;
  const live = session?.initialize() ? session : null;
  const view = createShellView(window.document, config.title);
  if (!live) view.warnNoLms();
  const launch = readLaunch(live, version, window.location.origin);
  if (live) markStarted(live, version);

  const hostedOrigin = new URL(config.launchUrl).origin;
  const acceptsSeq = createSequenceGate();
  const recorded: number[] = [];
  let ready = false;
  let summarized = false;

  const reply = (message: ShellMessage) => view.frame.contentWindow?.postMessage(message, hostedOrigin);
  const record = (seq: number, summary: ScormSummary) => {
    if (!live || live.finished) return;
    const refused = live.setAll([...summaryWrites(version, summary), [SUSPEND_DATA[version], writeSuspendPointer(summary.resume)]]);
    const committed = live.commit() && refused.length === 0;
    summarized = true;
    recorded.push(seq);
    reply({ type: PROTOCOL, kind: 'recorded', seq, committed });
  };

  window.addEventListener('message', (event) => {
    // Only the framed page, from its exact origin; then a known shape, in order.
    if (event.origin !== hostedOrigin || event.source !== view.frame.contentWindow) return;
    const message = readHostMessage(event.data);
    if (!message || !acceptsSeq(message.seq)) return;
    if (message.kind === 'ready') {
      ready = true;
      view.showFrame();
    } else record(message.seq, message.summary);
  });

  window.document.addEventListener('visibilitychange', () => {
    if (window.document.visibilityState === 'hidden' && live && !live.finished) live.commit();
  });
  const finish = () => {
    if (!live || live.finished) return;
    if (!summarized) live.setAll([sessionTimeWrite(version, (now() - startedAt) / 1000)]);
    live.commit();
    live.finish();
  };
  window.addEventListener('pagehide', finish);
  window.addEventListener('beforeunload', finish);

  frameHostedPage(view, hostedPageUrl(config, launch), config.readyTimeoutMs ?? READY_TIMEOUT_MS, () => ready);
  return { version: live ? version : null, recorded };
}
