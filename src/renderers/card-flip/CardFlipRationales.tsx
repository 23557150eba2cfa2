import { Rationale } from '../../controls/Rationale';
import type { QuestionRationale } from '../../logic/result';
import type { KindPlayerStrings } from '../../strings/en-kinds';

/** Card-flip rationales are keyed by pair names the learner never sees: show every one given. */
export function CardFlipRationales({ rationales, strings }: { rationales: Readonly<Record<string, QuestionRationale>>; strings: KindPlayerStrings }) {
  return (
    <>
      {Object.entries(rationales).map(([id, rationale]) => (
        <Rationale key={id} rationale={rationale} strings={strings} />
      ))}
    </>
  );
}
