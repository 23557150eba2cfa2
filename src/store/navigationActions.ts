import { findPhase, isLastScreen, nextPosition, previousPosition, type Position } from '../logic/navigation';
import { isPhaseLocked } from '../logic/locking';
import { primaryAction } from '../logic/primaryAction';
import { pauseClock, startClock } from '../logic/time';
import type { ActionGroup, StoreContext } from './storeContext';
import type { PlayerActions } from './types';

/** Moves to a screen: its phase's clock starts (unless the course is done) and the move is reported. */
export type MoveTo = (position: Position) => void;

export function createMoveTo({ course, set, now, emit }: StoreContext): MoveTo {
  return (position) => {
    const phase = findPhase(course, position.phaseId);
    if (!phase) return;
    set((state) => ({
      position,
      clock: state.courseComplete ? state.clock : startClock(state.clock, phase.id, now()),
      reviewingAfterCompletion: state.courseComplete,
      reviewingPhaseId: undefined,
    }));
    emit({ type: 'screen_viewed', phaseId: phase.id, screenIndex: position.screenIndex, screenCount: phase.screens.length });
  };
}

/**
 * Moving through the course, and the clock that times the screen shown. `actions` is the store's
 * whole set: Continue takes the screen's forward action, which may be a retake, a retry or a send.
 */
export function createNavigationActions({ course, get, set, now }: StoreContext, moveTo: MoveTo, actions: () => PlayerActions): ActionGroup<'goTo' | 'continue' | 'back' | 'pauseClock' | 'resumeClock'> {
  return {
    goTo(position: Position) {
      const phase = findPhase(course, position.phaseId);
      if (!phase || isPhaseLocked(course, phase.id, get().completed)) return false;
      moveTo({ phaseId: phase.id, screenIndex: Math.min(Math.max(0, position.screenIndex), phase.screens.length - 1) });
      return true;
    },
    async continue() {
      const position = get().position;
      if (!position) return;
      // The same rule as the screen's forward button: retake, retry, send, or move on.
      switch (primaryAction(course, get())) {
        case 'retake':
          actions().retake(position.phaseId);
          return;
        case 'retry':
          await actions().retry(`phase:${position.phaseId}`);
          return;
        case 'submit':
        case 'finish':
          await actions().submitPhase(position.phaseId);
          return;
        case 'continue': {
          // A content phase's last screen sends the phase, which moves on once accepted.
          if (isLastScreen(course, position) && !get().completed[position.phaseId]) {
            await actions().submitPhase(position.phaseId);
            return;
          }
          const next = nextPosition(course, position);
          if (next) moveTo(next);
          return;
        }
        case null:
          return;
      }
    },
    back() {
      const position = get().position;
      const previous = position ? previousPosition(course, position) : null;
      if (previous) moveTo(previous);
    },
    pauseClock() {
      set((state) => ({ clock: pauseClock(state.clock, now()) }));
    },
    resumeClock() {
      const position = get().position;
      if (position && !get().courseComplete) set((state) => ({ clock: startClock(state.clock, position.phaseId, now()) }));
    },
  };
}
