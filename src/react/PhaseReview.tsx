import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { reviewRows, unansweredCount } from '../logic/reviewRows';
import type { Phase } from '../model/types';
import { answerInWords } from './answerInWords';
import { usePlayer, usePlayerActions, usePlayerContext } from './PlayerContext';

/**
 * A phase's answers before they are sent: each question with the learner's answer (or "Not
 * answered") and a "Change" link-styled button back to its screen. The screen's heading, status and
 * actions around it are ScreenView's; its forward action sends.
 */
export function PhaseReview({ phase, labelledBy }: { phase: Phase; /** The review's heading, which names the list. */ labelledBy: string }) {
  const { course, strings } = usePlayerContext();
  const actions = usePlayerActions();
  const answers = usePlayer(useShallow((s) => s.answers));
  const revealed = usePlayer(useShallow((s) => s.revealed));
  const rows = useMemo(() => reviewRows(course, phase.id, answers, revealed), [course, phase.id, answers, revealed]);
  return (
    <>
      <p>{strings.reviewIntro}</p>
      <p className="method-review__summary">{strings.reviewSummary(rows.length - unansweredCount(rows), rows.length)}</p>
      <ol className="method-feedback__list method-review__list" aria-labelledby={labelledBy}>
        {rows.map((row, index) => {
          const question = row.prompt ?? strings.questionPosition(index + 1, rows.length);
          const words = answerInWords(row, strings);
          return (
            <li key={`${row.blockId}\u0000${row.questionId}`} className="method-feedback__item method-review__item" data-answered={row.answered}>
              <p className="method-feedback__question">{question}</p>
              <p>{words !== null ? strings.feedbackYourAnswer(words) : row.answered ? strings.reviewAnswered : <strong>{strings.reviewNotAnswered}</strong>}</p>
              <button
                type="button"
                className="method-button"
                data-variant="link"
                aria-label={strings.reviewChangeName(question)}
                onClick={() => actions.goTo({ phaseId: phase.id, screenIndex: row.screenIndex })}
              >
                {strings.reviewChangeLabel}
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}
