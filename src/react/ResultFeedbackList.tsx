import { useId, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { SafeHtml } from '../controls/SafeHtml';
import { feedbackItems, type FeedbackItem } from '../logic/feedbackItems';
import type { Block } from '../model/types';
import type { PlayerStrings } from '../strings/en';
import { answerInWords } from './answerInWords';
import { usePlayer, usePlayerContext } from './PlayerContext';

/** The feedback list of a submitted phase (ResultFeedback shows it once there is a result). */
export function ResultFeedbackList({ phaseId }: { phaseId: string }) {
  const { course, strings } = usePlayerContext();
  const headingId = useId();
  const screenIndex = usePlayer((s) => (s.position?.phaseId === phaseId ? s.position.screenIndex : null));
  const answers = usePlayer(useShallow((s) => s.answers));
  const rationales = usePlayer(useShallow((s) => s.rationales));
  const items = useMemo(() => {
    const phase = course.phases.find((p) => p.id === phaseId);
    if (!phase || screenIndex === null) return [];
    const here = new Set(phase.screens[screenIndex]?.blockIds ?? []);
    const elsewhere = phase.blockIds.filter((id) => !here.has(id)).flatMap((id): Block[] => (course.blocks[id] ? [course.blocks[id]] : []));
    return feedbackItems(elsewhere, answers, rationales);
  }, [course, phaseId, screenIndex, answers, rationales]);

  if (items.length === 0) return null;
  return (
    <section className="method-feedback" aria-labelledby={headingId}>
      <h3 id={headingId}>{strings.feedbackHeading}</h3>
      <ol className="method-feedback__list">
        {items.map((item) => <FeedbackEntry key={`${item.blockId}\u0000${item.questionId}`} item={item} strings={strings} />)}
      </ol>
    </section>
  );
}

/** One question as the learner answered it, and the service's verdict and rationale when it gave them. */
export function FeedbackEntry({ item, strings, className }: { item: Pick<FeedbackItem, 'prompt' | 'answer' | 'pairs'> & { rationale: FeedbackItem['rationale'] | null }; strings: PlayerStrings; className?: string }) {
  const { rationale } = item;
  const words = answerInWords(item, strings);
  const correct = rationale?.correct ?? null;
  return (
    <li className={className ? `method-feedback__item ${className}` : 'method-feedback__item'} data-correct={correct === null ? undefined : String(correct)}>
      {item.prompt && <p className="method-feedback__question">{item.prompt}</p>}
      <p>{words === null ? strings.feedbackNoAnswer : strings.feedbackYourAnswer(words)}</p>
      {correct !== null && (
        <p className="method-feedback__verdict">
          {/* The word carries the verdict; the mark and the colour only repeat it. */}
          <span aria-hidden="true">{correct ? '✓ ' : '✗ '}</span>
          <strong>{correct ? strings.rationaleCorrect : strings.rationaleIncorrect}</strong>
        </p>
      )}
      {rationale?.html ? <SafeHtml html={rationale.html} /> : rationale?.text && <p>{rationale.text}</p>}
    </li>
  );
}
