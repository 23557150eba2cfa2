import type { NormalizedCourse } from '../model/types';
import type { PlayerEvent } from '../store/types';

/** The host's callbacks for what happens in the player (props of `CoursePlayer`). */
export interface HostCallbacks {
  /** Receives every outcome as it happens (`PlayerEvent`), a block whose renderer threw (`render_failed`) included. */
  onEvent?: ((event: PlayerEvent) => void) | undefined;
  /** Called once per payload with what normalize noticed (the `diagnostics` event). */
  onDiagnostics?: ((diagnostics: NormalizedCourse['diagnostics']) => void) | undefined;
  /**
   * Receives the answers to course-level `evaluation_questions` (question id -> value; multi-select
   * options joined by `|`) when the evaluation phase showing them is complete (the
   * `evaluation_submitted` event). They are not posted with the phase: the spec shows no submit shape for them.
   */
  onEvaluationSubmit?: ((answers: Readonly<Record<string, string>>) => void) | undefined;
}

type EventOf<T extends PlayerEvent['type']> = Extract<PlayerEvent, { type: T }>;
type Routes = { [T in PlayerEvent['type']]?: (callbacks: HostCallbacks, event: EventOf<T>) => void };

/** The one table from player events to host callbacks, besides `onEvent`, which hears every event. */
const ROUTES: Routes = {
  diagnostics: (callbacks, event) => callbacks.onDiagnostics?.(event.diagnostics),
  evaluation_submitted: (callbacks, event) => callbacks.onEvaluationSubmit?.(event.answers),
};

/** A host callback's own error is the host's to see, not the learner's: it never stops the player. */
function reportHostError(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else setTimeout(() => { throw error; });
}

function call(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    reportHostError(error);
  }
}

/** Hands one player event to the host: `onEvent`, then the callback the table names for it, if any. */
export function deliverToHost(callbacks: HostCallbacks, event: PlayerEvent): void {
  call(() => callbacks.onEvent?.(event));
  const route = ROUTES[event.type] as ((callbacks: HostCallbacks, event: PlayerEvent) => void) | undefined;
  if (route) call(() => route(callbacks, event));
}
