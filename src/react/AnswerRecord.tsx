import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { SafeHtml } from '../controls/SafeHtml';
import { answerRecord } from '../logic/answerRecord';
import { usePlayer, usePlayerContext } from './PlayerContext';

/**
 * The learner's answers and rationales after completion, to keep: printable (styles/method.css
 * prints it as a document, without the player's chrome). Nothing when no answers are kept (a
 * finished course reloaded keeps none).
 */
export function AnswerRecord() {
  const { course, strings } = usePlayerContext();
  const answers = usePlayer(useShallow((s) => s.answers));
  const rationales = usePlayer(useShallow((s) => s.rationales));
  const record = useMemo(() => answerRecord(course, answers, rationales), [course, answers, rationales]);
  if (record.length === 0) return null;
  return (
    <section className="method-section method-answer-record" aria-labelledby="method-answer-record-heading">
      <h3 id="method-answer-record-heading" className="method-section__heading">{strings.answerRecordHeading}</h3>
      <div className="method-actions method-answer-record__print">
        <button type="button" className="method-button" data-variant="secondary" onClick={() => window.print()}>
          {strings.answerRecordPrint}
        </button>
      </div>
      {record.map((phase) => (
        <section key={phase.phaseId} className="method-answer-record__phase" aria-label={phase.title}>
          <h4>{phase.title}</h4>
          <ol className="method-feedback__list">
            {phase.entries.map((entry) => (
              <li key={`${entry.blockId}:${entry.questionId}`} className="method-feedback__item method-answer-record__item" data-correct={entry.rationale?.correct == null ? undefined : String(entry.rationale.correct)}>
                {entry.prompt && <p className="method-feedback__question">{entry.prompt}</p>}
                <p>{strings.feedbackYourAnswer(entry.answer ?? '')}</p>
                {entry.rationale && entry.rationale.correct !== null && (
                  <p className="method-feedback__verdict">
                    <span aria-hidden="true">{entry.rationale.correct ? '✓ ' : '✗ '}</span>
                    <strong>{entry.rationale.correct ? strings.rationaleCorrect : strings.rationaleIncorrect}</strong>
                  </p>
                )}
                {entry.rationale?.html ? <SafeHtml html={entry.rationale.html} /> : entry.rationale?.text && <p>{entry.rationale.text}</p>}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
