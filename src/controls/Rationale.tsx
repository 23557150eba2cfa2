import type { QuestionRationale } from '../logic/result';
import type { PlayerStrings } from '../strings/en';
import { SafeHtml } from './SafeHtml';

export interface RationaleProps {
  rationale: QuestionRationale | undefined;
  strings: PlayerStrings;
}

/**
 * Whether `Rationale` shows anything for this rationale. A caller rendering many questions (an
 * mcq screen) checks first, so a question without one carries no empty component.
 */
export function hasRationale(rationale: QuestionRationale | undefined): rationale is QuestionRationale {
  return rationale !== undefined && rationale !== null && (rationale.correct !== null || Boolean(rationale.text) || Boolean(rationale.html));
}

/** The service's feedback for one question, shown only once it has come back. */
export function Rationale({ rationale, strings }: RationaleProps) {
  if (!hasRationale(rationale)) return null;
  const verdict = rationale.correct === null ? null : rationale.correct ? strings.rationaleCorrect : strings.rationaleIncorrect;
  return (
    // A named group that can take focus: after "Check answer" the button is gone and focus comes here.
    <div className="method-rationale" role="group" aria-label={strings.rationaleLabel} tabIndex={-1} data-correct={rationale.correct === null ? undefined : String(rationale.correct)}>
      {verdict && <p><strong>{verdict}</strong></p>}
      {rationale.html ? <SafeHtml html={rationale.html} /> : rationale.text && <p>{rationale.text}</p>}
    </div>
  );
}
