import { useId, useState } from 'react';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { CardFlipRationales } from './CardFlipRationales';
import { PairList } from './PairList';
import { addPair, nextUnpaired, removePair } from './pairs';
import { useCardPairs } from './useCardPairs';
import { useFocusLater } from './useFocusLater';
import { useKindStrings } from '../useKindStrings';

/**
 * Cards as toggle buttons: choose one, then another, and the two become a pair (posted as
 * `pairs`). Rendered state: `aria-pressed` on the chosen card.
 */
export function CardFlipRenderer({ block, answer, onAnswer, status, rationales, strings: playerStrings }: RendererProps<BlockOf<'card-flip'>>) {
  const strings = useKindStrings(playerStrings);
  const { prompt, cards, cardById, pairs, unpaired } = useCardPairs(block.data, answer);
  const [chosen, setChosen] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { register, focusLater } = useFocusLater();
  const id = useId();
  const editable = status === 'editable';
  const label = (cardId: string) => cardById.get(cardId)?.label ?? cardId;

  const press = (cardId: string) => {
    if (chosen === null || chosen === cardId) {
      setChosen(chosen === cardId ? null : cardId);
      return;
    }
    const next = addPair(pairs, chosen, cardId);
    const left = new Set(unpaired.map((card) => card.id).filter((other) => other !== chosen && other !== cardId));
    onAnswer({ type: 'pairs', pairs: next });
    setAnnouncement(strings.pairedAnnouncement(label(chosen), label(cardId)));
    setChosen(null);
    const target = nextUnpaired(cards.map((card) => card.id), left, cardId);
    focusLater(target === null ? `unpair:${chosen}` : `card:${target}`);
  };
  const unpair = (cardId: string) => {
    const pair = pairs.find(([a, b]) => a === cardId || b === cardId);
    onAnswer({ type: 'pairs', pairs: removePair(pairs, cardId) });
    if (pair) setAnnouncement(strings.unpairedAnnouncement(label(pair[0]), label(pair[1])));
    focusLater(`card:${cardId}`);
  };

  if (cards.length < 2) return <p className="method-notice" data-tone="warning">{strings.noItems}</p>;
  return (
    <>
      {block.title && <h3>{block.title}</h3>}
      {prompt && <p className="method-mcq__question" id={`${id}-prompt`}>{prompt}</p>}
      {unpaired.length > 0 && (
        <>
          <p className="method-field__hint" id={`${id}-hint`}>{strings.cardSelectedHint}</p>
          <ul className="method-flip__cards" aria-label={strings.unpairedCardsHeading}>
            {unpaired.map((card) => (
              <li key={card.id}>
                <button
                  type="button"
                  className="method-flip__card"
                  ref={register(`card:${card.id}`)}
                  aria-pressed={chosen === card.id}
                  aria-describedby={`${id}-hint`}
                  disabled={!editable}
                  onClick={() => press(card.id)}
                >
                  {card.label}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <PairList pairs={pairs} cardById={cardById} onUnpair={editable ? unpair : undefined} unpairRef={(first) => register(`unpair:${first}`)} strings={strings} />
      <p className="method-visually-hidden" role="status">{announcement}</p>
      <CardFlipRationales rationales={rationales} strings={strings} />
    </>
  );
}
