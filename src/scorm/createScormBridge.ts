import type { Course } from '../model/types';
import type { PlayerEvent } from '../store/types';
import type { ScormLaunch } from './launch';
import { PROTOCOL, type HostMessage, type ScormSummary } from './protocol';
import { createSummaryTracker, type SummaryRules } from './summaryTracker';

export interface ScormBridgeOptions extends SummaryRules {
  launch: ScormLaunch;
  /** The LMS origins this host accepts (exact, e.g. `https://lms.example.edu`). */
  allowedLmsOrigins: readonly string[];
  course: Course;
  /** The hosted page's window. @default globalThis.window */
  window?: Window;
  now?: () => number;
  /** Each summary the LMS has recorded (`committed` false: the LMS refused a value). */
  onRecorded?: (seq: number, committed: boolean) => void;
}

export interface ScormBridge {
  /** Whether the shell was found and told "ready"; false: not framed by an allowed LMS page. */
  readonly connected: boolean;
  /** Why not connected, in words (null when connected). */
  readonly refusal: string | null;
  /** The learner as the LMS asserted them: unsigned, see ScormLaunch.learnerId. */
  readonly learner: { readonly id: string; readonly name: string };
  /** Give it every player event (`onEvent={bridge.onEvent}`). */
  onEvent(event: PlayerEvent): void;
  /** Sends a summary of your own (a verdict your backend gave outside the player). */
  send(summary: ScormSummary): void;
  dispose(): void;
}

/** Why the shell's origin is not to be trusted, or null. */
function refusalOf(window: Window, launch: ScormLaunch, allowed: readonly string[]): string | null {
  if (window.parent === window) return 'not framed: open the course from the LMS';
  if (!allowed.includes(launch.lmsOrigin)) return `LMS origin ${launch.lmsOrigin} is not in the allowed list`;
  const referrer = window.document.referrer;
  // The referrer (the launch page's, sent as its origin at least) must agree with what the URL says.
  if (referrer && new URL(referrer).origin !== launch.lmsOrigin) return `the framing page's origin ${new URL(referrer).origin} is not ${launch.lmsOrigin}`;
  return null;
}

/**
 * The hosted page's side of a SCORM dispatch package: checks who framed it, says "ready", and
 * turns the player's events into summaries for the shell, which records them in the LMS. Messages
 * go to the LMS origin only (a parent of another origin never receives them), numbered so the
 * shell drops stale or replayed ones; numbers follow the clock, so a reloaded page continues above.
 */
export function createScormBridge(options: ScormBridgeOptions): ScormBridge {
  const window = options.window ?? globalThis.window;
  const { launch } = options;
  const refusal = refusalOf(window, launch, options.allowedLmsOrigins);
  const tracker = createSummaryTracker(options.course, options, options.now, launch.location || launch.resume);
  let seq = 0;
  const nextSeq = () => (seq = Math.max(seq + 1, Date.now()));
  const post = (message: HostMessage) => {
    if (!refusal) window.parent.postMessage(message, launch.lmsOrigin);
  };
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; kind?: unknown; seq?: unknown; committed?: unknown } | null;
    if (event.origin !== launch.lmsOrigin || event.source !== window.parent || data?.type !== PROTOCOL || data.kind !== 'recorded') return;
    if (typeof data.seq === 'number' && typeof data.committed === 'boolean') options.onRecorded?.(data.seq, data.committed);
  };
  if (!refusal) {
    window.addEventListener('message', onMessage);
    post({ type: PROTOCOL, kind: 'ready', seq: nextSeq() });
  }
  const send = (summary: ScormSummary) => post({ type: PROTOCOL, kind: 'summary', seq: nextSeq(), summary });
  return {
    connected: refusal === null,
    refusal,
    learner: { id: launch.learnerId, name: launch.learnerName },
    onEvent(event) {
      const summary = tracker.onEvent(event);
      if (summary) send(summary);
    },
    send,
    dispose: () => window.removeEventListener('message', onMessage),
  };
}
