import type { SubmitProgressBody } from '../contract';
import type { BlockAnswer } from '../logic/answers';
import type { ClaimedCredit } from '../logic/claimedCredit';
import type { Position } from '../logic/navigation';
import type { SubmitFailure } from '../logic/retry';
import type { HostMediaCompletion, MediaWatch } from '../logic/mediaWatch';
import type { QuestionSpans } from '../logic/questionClock';
import type { Diagnostic } from '../model/diagnostics';
import type { BlockKind } from '../model/kinds';
import type { Progress, SubmissionKey } from '../logic/submitTransition';

export type { PhaseResultRecord, SubmissionKey } from '../logic/submitTransition';

/** Where one submission stands: pending, failed (with its error and retries) or succeeded. */
export interface SubmissionStatus {
  state: 'pending' | 'failed' | 'succeeded';
  /** Automatic retries made so far. */
  attempt: number;
  failure?: SubmitFailure;
  /** When the next automatic retry fires (epoch ms), if one is scheduled. */
  retryAt?: number;
}

/** Analytics events; `onEvent` receives each as it happens. */
export type PlayerEvent =
  | { type: 'screen_viewed'; phaseId: string; screenIndex: number; screenCount: number }
  | { type: 'answer_changed'; blockId: string; answer: BlockAnswer }
  | { type: 'submitted'; key: SubmissionKey; body: SubmitProgressBody }
  | { type: 'submission_failed'; key: SubmissionKey; failure: SubmitFailure; willRetry: boolean }
  /** `durationMs`: the phase's visible time, the clock that feeds time_spent_minutes. */
  | { type: 'phase_completed'; phaseId: string; score: number | null; passed: boolean | null; durationMs: number }
  | { type: 'phase_retaken'; phaseId: string }
  /** `durationMs`: the whole course's visible time. */
  | { type: 'completed'; durationMs: number }
  /** A player started showing the course: one per mount (and again after the page comes back from the back-forward cache). */
  | { type: 'session_started'; sessionId: string }
  /** The page was hidden (another tab, the phone locked): time stops counting. */
  | { type: 'session_suspended'; sessionId: string }
  | { type: 'session_resumed'; sessionId: string }
  /**
   * The page is going away (`pagehide`, sent synchronously so a host can send it with
   * `fetch(…, { keepalive: true })` or `navigator.sendBeacon`) or the player unmounted; `durationMs`
   * is the session's visible time.
   */
  | { type: 'session_ended'; sessionId: string; durationMs: number }
  | { type: 'diagnostic'; message: string }
  /**
   * A block's Renderer (or Fallback) threw while rendering: `error` is the thrown message (never the
   * Error, so events stay serialisable) and `fallback` what the learner sees instead. Once per throw.
   */
  | { type: 'render_failed'; blockId: string; kind: BlockKind; error: string; fallback: 'fallback' | 'notice' }
  /** What normalize noticed in this payload, once per payload (also handed to `onDiagnostics`). */
  | { type: 'diagnostics'; diagnostics: readonly Diagnostic[] }
  /** The answers to course-level evaluation questions, once their phase completes (also handed to `onEvaluationSubmit`). */
  | { type: 'evaluation_submitted'; answers: Readonly<Record<string, string>> }
  /** The provider's disclosure was shown before the activity (ACCME Standards 5 and 6), by the player or in the landing page. */
  | { type: 'disclosure_shown'; via: 'player' | 'landing' }
  /** An accredited activity is on screen (ACCME Standard 5: keep promotion away), and when it no longer is. */
  | { type: 'accredited_active' }
  | { type: 'accredited_inactive' }
  /** The host recorded the learner's credit claim. Identifiers (ePID, birth date, ABIM ID) are never in events. */
  | { type: 'credit_claimed'; creditId: string; hours: number };

/** What survives a reload (with `persistence`) and what GET /api-progress can seed. */
export type PersistedProgress = Progress;

/** What the player can be told to do (`usePlayerActions()` inside a renderer or a custom view): answer, move, submit, retry. */
export interface PlayerActions {
  answer(blockId: string, answer: BlockAnswer): void;
  goTo(position: Position): boolean;
  /**
   * What the screen's forward control does (logic/primaryAction.ts): next screen; on a phase's last
   * screen, send the phase when it is not complete, try again after a failed send, retake after a
   * failing verdict.
   */
  continue(): Promise<void>;
  back(): void;
  submitPhase(phaseId: string): Promise<void>;
  /** Sends one graded anchor's answer to get its rationale (reveals what it gates). */
  checkAnswer(blockId: string): Promise<void>;
  retry(key: SubmissionKey): Promise<void>;
  /**
   * Sends the phases kept on this device (the outbox) when there is a connection: call on the
   * window's `online` event and when the page becomes visible. A phase on its way is not sent twice.
   */
  flushOutbox(): Promise<void>;
  /**
   * Takes what another tab of this learner saved under `key` (a `storage` event): the phases it
   * completed and a finished course (logic/tabSync.ts), so this tab does not send them again.
   * Anything else, or another key, is left alone.
   */
  adoptStoredProgress(key: string | null, text: string | null): void;
  retake(phaseId: string): void;
  /**
   * Lists the current phase's answers for review before they are sent (logic/review.ts), when its
   * forward control offers the review; `continue` then sends them. Any move closes the review.
   */
  openReview(): void;
  /** Closes the review and shows the phase's last screen again. */
  closeReview(): void;
  pauseClock(): void;
  resumeClock(): void;
  /** Keeps the timed-quiz question clocks (useQuestionClock) with the progress. */
  recordQuestionClocks(spans: QuestionSpans): void;
  /** Keeps what of a media block was played (or that its transcript was opened) with the progress. */
  recordMediaWatch(blockId: string, change: (previous: MediaWatch | undefined) => MediaWatch): void;
  /** Keeps what the learner claimed (once the host recorded it) with the progress: a reload shows it instead of the form. */
  recordCreditClaim(claim: ClaimedCredit): void;
  /** Cancels scheduled retries; call when the player unmounts. */
  dispose(): void;
}

/** Everything the player's store holds: progress, answers, results and each submission's status. */
export interface PlayerState extends PersistedProgress {
  submissions: Readonly<Record<string, SubmissionStatus>>;
  /** The learner went back to review phases after completing the course. */
  reviewingAfterCompletion: boolean;
  /** The host's `mediaCompletion`, for the forward control's rule; never stored. */
  mediaCompletion?: HostMediaCompletion | undefined;
  /** The phase whose answers are listed for review before they are sent (`openReview`); never stored. */
  reviewingPhaseId?: string | undefined;
  actions: PlayerActions;
}
