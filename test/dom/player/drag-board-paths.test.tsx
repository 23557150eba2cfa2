import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '../../../src/strings/es';
import { dragBoardBody, dragBoardMoves as MOVES, dragBoardPayload as payload } from '../../support/dragBoardCourse';
import { renderPlayer } from '../../support/renderPlayer';
import { installDomPolyfills, layOutDragBoard } from '../renderers/support';

/**
 * Tap-to-place (docs/accessibility.md, the drag board) is a third way onto the same `onPlace`, so the body the service gets must
 * not depend on the way. The touch suite (test/reliability/touch.node.test.ts) walks the tap path
 * with real touch events in Chromium and checks the same body.
 */
let restoreLayout: () => void;
beforeAll(() => {
  installDomPolyfills();
  restoreLayout = layOutDragBoard();
});
afterAll(() => restoreLayout());

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));
const item = (name: string) => screen.getByRole('button', { name });
/** The drop zone whose label is `name`, as layOutDragBoard lays it out. */
const zoneNode = (name: string) => screen.getByText(name, { selector: '.method-dnd__zone > *' }).closest('li') as HTMLElement;
const centre = (node: Element) => {
  const rect = node.getBoundingClientRect();
  return { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
};

type Player = ReturnType<typeof renderPlayer>;
const paths: Record<string, (player: Player) => Promise<void>> = {
  async tap({ user }) {
    for (const [name, zone] of MOVES) {
      await user.click(item(name));
      await user.click(screen.getByRole('button', { name: `Place ${name} on ${zone}` }));
    }
  },
  async keyboard({ user }) {
    for (const [name, , zoneIndex] of MOVES) {
      item(name).focus();
      await user.keyboard(' ');
      await settle();
      for (let step = 0; step <= zoneIndex; step += 1) {
        await user.keyboard('{ArrowDown}');
        await settle();
      }
      await user.keyboard(' ');
      await settle();
      // The keys of a keyboard drag are not a click: nothing is left picked.
      expect(item(name).getAttribute('aria-pressed')).toBe('false');
    }
  },
  async mouse() {
    for (const [name, zone] of MOVES) {
      const from = centre(item(name));
      const to = centre(zoneNode(zone));
      fireEvent.mouseDown(item(name), { ...from, button: 0 });
      await settle();
      fireEvent.mouseMove(document, { clientX: from.clientX + 10, clientY: from.clientY });
      await settle();
      fireEvent.mouseMove(document, to);
      await settle();
      fireEvent.mouseUp(document, to);
      await settle();
      expect(item(name).getAttribute('aria-pressed')).toBe('false');
    }
    // dnd-kit swallows clicks for 50 ms after a drop (the release is not a click); a learner's next
    // click comes later than that, so the test's Submit does too (it was lost under load before).
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
  },
};

describe('the drag board posts the same body whichever way the learner places items', () => {
  it.each(Object.keys(paths))('%s', async (path) => {
    const player = renderPlayer({ payload, userId: 'user-1' });
    await paths[path]!(player);
    expect(screen.getByText('In: Kidney protection')).toBeTruthy();
    expect(screen.getByText('Matched to: Start an SGLT2 inhibitor')).toBeTruthy();
    await player.user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(player.bodies).toEqual([dragBoardBody]);
  });

  it('degraded: one select per item', async () => {
    const { user, bodies } = renderPlayer({ payload, userId: 'user-1', degraded: true });
    for (const [name, zone] of MOVES) await user.selectOptions(screen.getByRole('combobox', { name }), zone);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(bodies).toEqual([dragBoardBody]);
  });
});

describe('the tap path in Spanish', () => {
  it('names the place buttons and says each step in the learner’s language, in the board’s one live region', async () => {
    const { user } = renderPlayer({ payload, userId: 'user-1', strings: es });
    const board = item('Glipizide').closest('.method-dnd') as HTMLElement;
    // dnd-kit's own region is kept out of the accessibility tree: the board speaks in one region only.
    expect(within(board).getAllByRole('status')).toHaveLength(1);
    await user.click(item('Glipizide'));
    expect(within(board).getByRole('status').textContent).toBe('Se seleccionó Glipizide. Elige un lugar para este elemento o vuelve a seleccionarlo para cancelar.');
    expect(screen.getByText('Elige un lugar para Glipizide.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Colocar Glipizide en Glucose only' }));
    expect(within(board).getByRole('status').textContent).toBe('Glipizide se colocó en Glucose only.');
    expect(screen.getByText('En: Glucose only')).toBeTruthy();
  });
});
