import { useShallow } from 'zustand/react/shallow';
import { blockingPhase } from '../logic/locking';
import { usePlayer, usePlayerContext } from './PlayerContext';

/** The phases as a navigation landmark: current marked, completed enterable, locked explained. */
export function ProgressHeader() {
  const { course, strings, store } = usePlayerContext();
  const currentPhaseId = usePlayer((s) => s.position?.phaseId);
  const completed = usePlayer(useShallow((s) => s.completed));
  return (
    <nav className="method-progress" aria-label={strings.progressLabel}>
      <ol className="method-progress__list">
        {course.phases.map((phase) => {
          const blocking = blockingPhase(course, phase.id, completed);
          const isCurrent = phase.id === currentPhaseId;
          const status = isCurrent ? 'current' : blocking ? 'locked' : completed[phase.id] ? 'complete' : 'available';
          return (
            <li key={phase.id} className="method-progress__item" data-status={status}>
              {blocking ? (
                // One hidden sentence, said once after the title: a description pointing at text the
                // item already holds made screen readers say the reason three times.
                <span className="method-progress__link">
                  {phase.title}<span className="method-visually-hidden">{` (${strings.phaseLocked}). ${strings.phaseLockedReason(blocking.title)}`}</span>
                </span>
              ) : (
                <button
                  type="button"
                  className="method-progress__link"
                  aria-current={isCurrent ? 'step' : undefined}
                  onClick={() => store.getState().actions.goTo({ phaseId: phase.id, screenIndex: 0 })}
                >
                  {phase.title}
                  {completed[phase.id] && !isCurrent && <span className="method-visually-hidden">{` (${strings.phaseCompleted})`}</span>}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
