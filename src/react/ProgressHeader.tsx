import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { blockingPhase } from '../logic/locking';
import { usePlayer, usePlayerContext } from './PlayerContext';

/** The phases as a navigation landmark: current marked, completed enterable, locked explained. */
export function ProgressHeader() {
  const { course, strings, store } = usePlayerContext();
  const currentPhaseId = usePlayer((s) => s.position?.phaseId);
  const completed = usePlayer(useShallow((s) => s.completed));
  const idBase = useId();
  return (
    <nav className="method-progress" aria-label={strings.progressLabel}>
      <ol className="method-progress__list">
        {course.phases.map((phase) => {
          const blocking = blockingPhase(course, phase.id, completed);
          const isCurrent = phase.id === currentPhaseId;
          const status = isCurrent ? 'current' : blocking ? 'locked' : completed[phase.id] ? 'complete' : 'available';
          const reasonId = `${idBase}-lock-${course.phases.indexOf(phase)}`;
          return (
            <li key={phase.id} className="method-progress__item" data-status={status}>
              {blocking ? (
                <span className="method-progress__link" aria-describedby={reasonId}>
                  {phase.title} <span className="method-visually-hidden">({strings.phaseLocked})</span>
                  <span id={reasonId} className="method-visually-hidden">{strings.phaseLockedReason(blocking.title)}</span>
                </span>
              ) : (
                <button
                  type="button"
                  className="method-progress__link"
                  aria-current={isCurrent ? 'step' : undefined}
                  onClick={() => store.getState().actions.goTo({ phaseId: phase.id, screenIndex: 0 })}
                >
                  {phase.title}
                  {completed[phase.id] && !isCurrent && <span className="method-visually-hidden"> ({strings.phaseCompleted})</span>}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
