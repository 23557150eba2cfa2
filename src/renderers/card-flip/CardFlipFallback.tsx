import { useId } from 'react';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { CardFlipRationales } from './CardFlipRationales';
import { PairList } from './PairList';
import { PairSelect } from './PairSelect';
import { addPair, nextUnpaired, removePair } from './pairs';
import { useCardPairs } from './useCardPairs';
import { useFocusLater } from './useFocusLater';
import { useKindStrings } from '../useKindStrings';

/**
 * Degraded card-flip (spec 2.8 rule 7, a term/definition list): each unpaired card gets a native
 * "pairs with" select of the other unpaired cards and a Pair button; the pairs are listed as terms
 * and definitions.
 */
export function CardFlipFallback({ block, answer, onAnswer, status, rationales, strings: playerStrings }: RendererProps<BlockOf<'card-flip'>>) {
  const strings = useKindStrings(playerStrings);
  const { prompt, cards, cardById, pairs, unpaired } = useCardPairs(block.data, answer);
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
            <PairSelect
              key={card.id}
              card={card}
              others={unpaired.filter((other) => other.id !== card.id)}
              id={`${id}-${cards.indexOf(card)}`}
              onPair={(otherId) => pair(card.id, otherId)}
              selectRef={register(`card:${card.id}`)}
              strings={strings}
            />
          ))}
        </fieldset>
      )}
      {unpaired.length === 0 && prompt && <p className="method-mcq__question">{prompt}</p>}
      <PairList pairs={pairs} cardById={cardById} onUnpair={editable ? unpair : undefined} unpairRef={(first) => register(`unpair:${first}`)} strings={strings} />
      <CardFlipRationales rationales={rationales} strings={strings} />
    </>
  );
}
