import { useId } from 'react';
import type { OtherBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { CardFlipRationales } from './CardFlipRationales';
import { PairList } from './PairList';
import { addPair, nextUnpaired, removePair } from './pairs';
import { useCardPairs } from './useCardPairs';
import { useFocusLater } from './useFocusLater';

/**
 * Degraded card-flip (spec 2.8 rule 7, a term/definition list): each unpaired card gets a native
 * "pairs with" select of the other unpaired cards; the pairs are listed as terms and definitions.
 */
export function CardFlipFallback({ block, answer, onAnswer, status, rationales, strings }: RendererProps<OtherBlock>) {
  const { prompt, cards, cardById, pairs, unpaired } = useCardPairs(block.fields, answer);
  const { register, focusLater } = useFocusLater();
  const id = useId();
  const editable = status === 'editable';

  const pair = (cardId: string, otherId: string) => {
    onAnswer({ type: 'pairs', pairs: addPair(pairs, cardId, otherId) });
    const left = new Set(unpaired.map((card) => card.id).filter((other) => other !== cardId && other !== otherId));
    const target = nextUnpaired(cards.map((card) => card.id), left, cardId);
    focusLater(target === null ? `unpair:${cardId}` : `card:${target}`);
  };
  const unpair = (cardId: string) => {
    onAnswer({ type: 'pairs', pairs: removePair(pairs, cardId) });
    focusLater(`card:${cardId}`);
  };

  if (cards.length < 2) return <p className="method-notice" data-tone="warning">{strings.noItems}</p>;
  return (
    <>
      {block.title && <h3>{block.title}</h3>}
      {unpaired.length > 0 && (
        <fieldset className="method-fieldset" disabled={!editable}>
          {prompt && <legend className="method-fieldset__legend">{prompt}</legend>}
          {unpaired.map((card) => (
            <div key={card.id} className="method-field">
              <label className="method-field__label" htmlFor={`${id}-${cards.indexOf(card)}`}>{strings.pairWith(card.label)}</label>
              <select
                id={`${id}-${cards.indexOf(card)}`}
                className="method-select"
                ref={register(`card:${card.id}`)}
                value=""
                onChange={(event) => event.currentTarget.value && pair(card.id, event.currentTarget.value)}
              >
                <option value="">{strings.selectPlaceholder}</option>
                {unpaired
                  .filter((other) => other.id !== card.id)
                  .map((other) => (
                    <option key={other.id} value={other.id}>{other.label}</option>
                  ))}
              </select>
            </div>
          ))}
        </fieldset>
      )}
      {unpaired.length === 0 && prompt && <p className="method-mcq__question">{prompt}</p>}
      <PairList pairs={pairs} cardById={cardById} onUnpair={editable ? unpair : undefined} unpairRef={(first) => register(`unpair:${first}`)} strings={strings} />
      <CardFlipRationales rationales={rationales} strings={strings} />
    </>
  );
}
