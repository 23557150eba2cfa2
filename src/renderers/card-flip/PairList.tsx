import type { LabelledItem } from '../../model/types';
import type { KindPlayerStrings } from '../../strings/en-kinds';
import type { CardPairs } from './pairs';

export interface PairListProps {
  pairs: CardPairs;
  cardById: ReadonlyMap<string, LabelledItem>;
  /** Unpair is offered only while editable. */
  onUnpair?: (cardId: string) => void;
  unpairRef?: (cardId: string) => (node: HTMLElement | null) => void;
  /** The player's strings: English with the host's `strings` and `<MethodStrings>` merged over it. */
  strings: KindPlayerStrings;
}

/** The learner's pairs as a term/definition list, each with an Unpair action. */
export function PairList({ pairs, cardById, onUnpair, unpairRef, strings }: PairListProps) {
  const label = (id: string) => cardById.get(id)?.label ?? id;
  return (
    <div className="method-flip__pairs">
      <p className="method-field__label">{strings.pairsHeading}</p>
      {pairs.length === 0 ? (
        <p className="method-field__hint">{strings.noPairsYet}</p>
      ) : (
        <dl>
          {pairs.map(([first, second]) => (
            <div key={`${first}|${second}`} className="method-flip__pair">
              <dt>{label(first)}</dt>
              <dd>
                {label(second)}
                {onUnpair && (
                  <button
                    type="button"
                    className="method-button"
                    data-variant="secondary"
                    ref={unpairRef?.(first)}
                    aria-label={strings.unpairLabel(label(first), label(second))}
                    onClick={() => onUnpair(first)}
                  >
                    {strings.unpair}
                  </button>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
