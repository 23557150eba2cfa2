import { act, screen, waitFor } from '@testing-library/react';
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

/**
 * The player's course with an image-hotspot the learner must answer on its first screen. Its
 * renderer's chunk reads the positions and aspect ratio; the model holds only the hotspots' ids and labels.
 */
function payloadWithHotspot() {
  const payload = makePlayerPayload();
  payload.phases[0]!.components.splice(1, 0, {
    id: 'spot', type: 'image-hotspot', reveal_after: null, screen_index: 0, screen_role: 'primary', required: true,
    image: { url: 'https://cdn.example.org/kidney.png', alt: 'A kidney' }, aspect_ratio: '4:3', prompt: 'Where do SGLT2 inhibitors act?',
    hotspots: [{ id: 'glom', label: 'Glomerulus', x: 0.18, y: 0.28 }, { id: 'pct', label: 'Proximal tubule', position: [0.41, 0.34] }],
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

  it('draw a built-in kind from its chunk’s reader in full, and post what the model’s outline keys it by', async () => {
    const { user, bodies, container } = renderPlayer({ payload: payloadWithHotspot() });
    const glomerulus = await screen.findByRole('button', { name: 'Glomerulus' });
    // Positions (fractions, flat and as a pair) and the aspect ratio are the chunk's reading.
    expect(glomerulus.getAttribute('style')).toBe('--method-hotspot-x: 18%; --method-hotspot-y: 28%;');
    expect(screen.getByRole('button', { name: 'Proximal tubule' }).getAttribute('style')).toBe('--method-hotspot-x: 41%; --method-hotspot-y: 34%;');
    expect((container.querySelector('[style*="--method-hotspot-aspect"]') as HTMLElement).style.getPropertyValue('--method-hotspot-aspect')).toBe('4 / 3');
    expect(screen.getByRole('img', { name: 'A kidney' })).toBeTruthy();
    // The outline is what Continue waits on: required and not yet answered.
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Proximal tubule' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.answers).toEqual([{ question_id: 'spot', selected: 'pct' }, { question_id: 'gut', selected: 'yes' }]);
  });
});
