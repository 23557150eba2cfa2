import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useStringsPart } from '../i18n/useStringsPart';
import { answerRecord } from '../logic/answerRecord';
import { completionStrings } from '../strings/en-completion';
import { usePlayer, usePlayerContext } from './PlayerContext';
import { FeedbackEntry } from './ResultFeedbackList';

/**
 * The learner's answers and rationales after completion, to keep: printable (styles/method.css
 * prints it as a document, without the player's chrome). Nothing when no answers are kept (a
 * finished course reloaded keeps none).
 */
export function AnswerRecord() {
  const { course, strings } = usePlayerContext();
  const words = useStringsPart(completionStrings).player;
  const answers = usePlayer(useShallow((s) => s.answers));
  const rationales = usePlayer(useShallow((s) => s.rationales));
  const record = useMemo(() => answerRecord(course, answers, rationales), [course, answers, rationales]);
  if (record.length === 0) return null;
  return (
    <section className="method-section method-answer-record" aria-labelledby="method-answer-record-heading">
      <h3 id="method-answer-record-heading" className="method-section__heading">{words.answerRecordHeading}</h3>
      <div className="method-actions method-answer-record__print">
        <button type="button" className="method-button" data-variant="secondary" onClick={() => window.print()}>
          {words.answerRecordPrint}
        </button>
      </div>
      {record.map((phase) => (
        <section key={phase.phaseId} className="method-answer-record__phase" aria-label={phase.title}>
          <h4>{phase.title}</h4>
          <ol className="method-feedback__list">
            {phase.entries.map((entry) => (
              <FeedbackEntry key={`${entry.blockId}:${entry.questionId}`} item={entry} strings={strings} className="method-answer-record__item" />
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
