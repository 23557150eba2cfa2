import { useShallow } from 'zustand/react/shallow';
import { blockingPhase } from '../logic/locking';
import { usePlayer, usePlayerActions, usePlayerContext } from './PlayerContext';

/**
 * A padlock before a locked phase's title, so locked is told by shape as well as by the muted
 * colour (currentColor: it follows the theme and forced colours). The words are in the hidden note.
 */
function LockIcon() {
  return (
    <svg className="method-progress__lock" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.75" />
      <rect x="3" y="7" width="10" height="7.5" rx="1.5" fill="currentColor" />
    </svg>
  );
}

/** The phases as a navigation landmark: current marked, completed enterable, locked explained. */
export function ProgressHeader() {
  const { course, strings } = usePlayerContext();
  const actions = usePlayerActions();
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
                  <LockIcon />
                  {phase.title} <span className="method-visually-hidden">{strings.phaseLockedNote(blocking.title)}</span>
                </span>
              ) : (
                <button
                  type="button"
                  className="method-progress__link"
                  aria-current={isCurrent ? 'step' : undefined}
                  onClick={() => actions.goTo({ phaseId: phase.id, screenIndex: 0 })}
                >
                  {phase.title}
                  {completed[phase.id] && !isCurrent && <> <span className="method-visually-hidden">{strings.phaseCompletedNote}</span></>}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
