import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '../../../src/model/types';
import { lazyEntry } from '../../../src/registry/lazyEntry';
import type { RegistryEntry, RendererProps } from '../../../src/registry/types';
import { makePlayerPayload } from '../../support/playerCourse';
import { renderPlayer } from '../../support/renderPlayer';

const BLOCK_ERROR = 'This part of the course could not be displayed. The rest of the course still works.';

/** The player's course with a card-flip block on its first screen, after the welcome prose. */
function payloadWithCardFlip() {
  const payload = makePlayerPayload();
  payload.phases[0]!.components.splice(1, 0, {
    id: 'cards', type: 'card-flip', reveal_after: null, screen_index: 0, screen_role: 'primary',
    cards: [{ id: 'k', text: 'SGLT2 inhibitor' }, { id: 'd', text: 'Dapagliflozin' }],
  } as never);
  return payload;
}

function CardsStandIn({ block }: RendererProps<Block>) {
  return <button type="button">Pair the cards of {block.id}</button>;
}

/** A lazily loaded card-flip whose fetches fail (a network error) until the test lets them through. */
function flakyEntry() {
  let network = false;
  const load = vi.fn(() =>
    network ? Promise.resolve<RegistryEntry<Block>>({ kind: 'card-flip', Renderer: CardsStandIn }) : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  return { entry: lazyEntry<Block>('card-flip', load, { fallback: true }), load, connect: () => (network = true) };
}

const offline = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!value);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a lazily loaded kind whose code fails to load', () => {
  it('while the browser is offline keeps its loading status, and loads when the browser is back online', async () => {
    offline(true);
    const cards = flakyEntry();
    renderPlayer({ payload: payloadWithCardFlip(), renderers: [cards.entry] });
    await act(async () => {});
    expect(cards.load).toHaveBeenCalled();
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Loading activity…')).toBe(true);
    expect(screen.queryByText(BLOCK_ERROR)).toBeNull();

    offline(false);
    cards.connect();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Pair the cards of cards' })).toBeTruthy();
    expect(screen.queryByText('Loading activity…')).toBeNull();
    expect(screen.queryByText(BLOCK_ERROR)).toBeNull();
  });

  it('while the browser is online shows the block’s error notice (a missing chunk must not wait forever), the rest of the screen working', async () => {
    offline(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the error the boundary caught
    const cards = flakyEntry();
    renderPlayer({ payload: payloadWithCardFlip(), renderers: [cards.entry] });
    expect(await screen.findByText(BLOCK_ERROR)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});
