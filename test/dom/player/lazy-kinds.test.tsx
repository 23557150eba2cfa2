import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Block } from '../../../src/model/types';
import { defaultRegistry } from '../../../src/renderers/defaultRegistry';
import { lazyEntry } from '../../../src/registry/lazyEntry';
import type { RegistryEntry, RendererProps } from '../../../src/registry/types';
import { makePlayerPayload } from '../../support/playerCourse';
import { renderPlayer } from '../../support/renderPlayer';

/** The player's course with a card-flip block on its first screen, after the welcome prose. */
function payloadWithCardFlip() {
  const payload = makePlayerPayload();
  payload.phases[0]!.components.splice(1, 0, {
    id: 'cards', type: 'card-flip', reveal_after: null, screen_index: 0, screen_role: 'primary',
    cards: [{ id: 'k', text: 'SGLT2 inhibitor' }, { id: 'd', text: 'Dapagliflozin' }],
  } as never);
  return payload;
}

function CardsStandIn({ block, onAnswer }: RendererProps<Block>) {
  return <button type="button" onClick={() => onAnswer({ type: 'pairs', pairs: [['k', 'd']] })}>Pair the cards of {block.id}</button>;
}

/** A lazily loaded entry whose code arrives when the test says so. */
function deferredEntry(kind: 'card-flip' | 'grouping') {
  let arrive!: () => void;
  const load = vi.fn(() => new Promise<RegistryEntry<Block>>((resolve) => (arrive = () => resolve({ kind, Renderer: CardsStandIn }))));
  return { entry: lazyEntry<Block>(kind, load, { fallback: false }), load, arrive: () => act(async () => arrive()) };
}

describe('lazily loaded kinds', () => {
  it('show a loading status in their place, then the activity, with the rest of the screen already there', async () => {
    const cards = deferredEntry('card-flip');
    renderPlayer({ payload: payloadWithCardFlip(), renderers: [cards.entry] });
    expect(screen.getByText('Mr Hill is 58 and his blood pressure is 162/98', { exact: false })).toBeTruthy();
    const loading = screen.getAllByRole('status').find((status) => status.textContent === 'Loading activity…');
    expect(loading).toBeDefined();
    // The placeholder sits where the block goes, inside its slot, so the stylesheet's reserved space applies there.
    expect(loading!.closest('.method-block')?.getAttribute('data-kind')).toBe('card-flip');

    await cards.arrive();
    expect(screen.getByRole('button', { name: 'Pair the cards of cards' })).toBeTruthy();
    expect(screen.queryByText('Loading activity…')).toBeNull();
  });

  it('fetch the code of the kinds a course has when the player mounts, and never of the others', async () => {
    const cards = deferredEntry('card-flip');
    const grouping = deferredEntry('grouping');
    const { rerender } = renderPlayer({ payload: makePlayerPayload(), renderers: [cards.entry, grouping.entry] });
    expect(cards.load).not.toHaveBeenCalled();
    expect(grouping.load).not.toHaveBeenCalled();
    rerender(<></>);

    renderPlayer({ payload: payloadWithCardFlip(), renderers: [cards.entry, grouping.entry] });
    expect(cards.load).toHaveBeenCalledTimes(1);
    expect(grouping.load).not.toHaveBeenCalled();
    await cards.arrive();
    expect(await screen.findByRole('button', { name: 'Pair the cards of cards' })).toBeTruthy();
  });

  it('keep the learner’s answer path: the loaded activity posts through the player like any other', async () => {
    const cards = deferredEntry('card-flip');
    const { user } = renderPlayer({ payload: payloadWithCardFlip(), renderers: [cards.entry] });
    await cards.arrive();
    await user.click(screen.getByRole('button', { name: 'Pair the cards of cards' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('radiogroup', { name: 'Is this resistant hypertension?' })).toBeTruthy();
  });

  it.each(['drag-drop-match', 'grouping', 'card-flip', 'image-hotspot', 'narrative-escape'] as const)(
    'the built-in %s is loaded on demand, with a Fallback the degraded player can pick',
    (kind) => {
      const entry = defaultRegistry.get(kind)!;
      expect(typeof entry.preload).toBe('function');
      expect(entry.Fallback).toBeDefined();
    },
  );
});
