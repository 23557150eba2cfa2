import '../../styles/method.css';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { settledViewport } from '../support/settledViewport';
import { page, userEvent } from 'vitest/browser';
import type { BlockOf } from '../../src/model/types';
import { DragDropMatchRenderer } from '../../src/renderers/drag-drop-match/DragDropMatchRenderer';
import { GroupingRenderer } from '../../src/renderers/grouping/GroupingRenderer';
import { RESIZE_SETTLE_MS } from '../../src/controls/drag-board/keyboardDragSensor';
import { fixtureBlock, Harness, lastAnswer } from '../dom/renderers/support';
import { act, mount } from '../support/mount';
import { blockingAxeViolations } from '../support/storyAxe';
import * as groupingStories from '../../stories/renderers/Grouping.stories';

/** A key press, then time for dnd-kit's listeners and React to settle, inside act. */
const press = (keys: string) =>
  act(async () => {
    await userEvent.keyboard(keys);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

/** Real layout, real focus, real key and mouse events: the paths a keyboard or mouse user takes in Chromium (touch: test/reliability/touch.node.test.ts). */
describe('drag and drop renderers in Chromium', () => {
  it('drag-drop-match: Space picks up, arrows reach a target, Space drops; the live region reads labels', async () => {
    const onAnswer = vi.fn();
    const { container, unmount } = await mount(<Harness Component={DragDropMatchRenderer} block={fixtureBlock<BlockOf<'drag-drop-match'>>('assess-match')} onAnswer={onAnswer} />);
    const item = page.getByRole('button', { name: 'Home blood pressure average 146/90 mm Hg', exact: true });
    (item.element() as HTMLElement).focus();
    await press(' ');
    await press('{ArrowDown}');
    const status = container.querySelector('[role="status"]');
    expect(status?.textContent).toBe('Home blood pressure average 146/90 mm Hg is over Up-titrate lisinopril to the maximum tolerated dose.');
    await press(' ');
    expect(lastAnswer(onAnswer)).toEqual({ type: 'matches', bySource: { 'src-home-bp': 'tgt-titrate-acei' } });
    await expect.element(page.getByText('Matched to: Up-titrate lisinopril to the maximum tolerated dose')).toBeVisible();
    expect(status?.textContent).toBe('Home blood pressure average 146/90 mm Hg was dropped on Up-titrate lisinopril to the maximum tolerated dose.');
    // Focus stays on the item, ready for the next move.
    expect(document.activeElement).toBe(item.element());

    // Escape cancels a second move: nothing changes.
    onAnswer.mockClear();
    await press(' ');
    await press('{ArrowDown}');
    await press('{Escape}');
    expect(onAnswer).not.toHaveBeenCalled();
    expect(status?.textContent).toBe('Moving Home blood pressure average 146/90 mm Hg was cancelled; nothing changed.');
    await unmount();
  });

  it('grouping: a keyboard drag places an item in the group the arrows reached', async () => {
    const onAnswer = vi.fn();
    const { unmount } = await mount(<Harness Component={GroupingRenderer} block={fixtureBlock<BlockOf<'grouping'>>('assess-grouping')} onAnswer={onAnswer} />);
    (page.getByRole('button', { name: 'Empagliflozin', exact: true }).element() as HTMLElement).focus();
    await press(' ');
    await press('{ArrowDown}');
    await press('{ArrowDown}');
    await press('{ArrowUp}');
    await press(' ');
    expect(lastAnswer(onAnswer)).toEqual({ type: 'placements', byItem: { 'item-empagliflozin': 'grp-cardiorenal' } });
    await expect.element(page.getByText('In: Proven kidney and heart protection')).toBeVisible();
    await unmount();
  });

  it('grouping: a keyboard drag survives a resize mid-drag (a rotation, an on-screen keyboard) and drops where the arrows reached', async () => {
    const before = { width: window.innerWidth, height: window.innerHeight };
    // Wide enough for the board's two columns (items beside places), so the narrower frame below moves every place.
    await settledViewport(1024, 700);
    const onAnswer = vi.fn();
    const { container, unmount } = await mount(<Harness Component={GroupingRenderer} block={fixtureBlock<BlockOf<'grouping'>>('assess-grouping')} onAnswer={onAnswer} />);
    const status = container.querySelector('[role="status"]');
    (page.getByRole('button', { name: 'Dapagliflozin', exact: true }).element() as HTMLElement).focus();
    await press(' ');
    await press('{ArrowDown}');
    expect(status?.textContent).toBe('Dapagliflozin is over Proven kidney and heart protection.');
    try {
      // A tablet turned to portrait: the frame narrows and the board stacks its places under the items.
      // Two acts: React renders what an act queued (here the board's new measures) only as the act ends.
      await act(async () => {
        await page.viewport(390, 700);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, RESIZE_SETTLE_MS + 100)));
      expect(status?.textContent).toBe('Dapagliflozin is over Proven kidney and heart protection.');
      await press('{ArrowDown}');
      expect(status?.textContent).toBe('Dapagliflozin is over Glucose lowering without proven cardiorenal benefit.');
      await press(' ');
      expect(lastAnswer(onAnswer)).toEqual({ type: 'placements', byItem: { 'item-dapagliflozin': 'grp-glycemic-only' } });
      expect(status?.textContent).toBe('Dapagliflozin was dropped on Glucose lowering without proven cardiorenal benefit.');
    } finally {
      // Back to the frame's size, and past the board's re-measure after it: a resize landing in the
      // next test moved its places under a mouse drag already aimed (CI, Chromium, once).
      await act(() => settledViewport(before.width, before.height));
      await act(() => new Promise((resolve) => setTimeout(resolve, RESIZE_SETTLE_MS + 100)));
      await unmount();
    }
  });

  it('drag-drop-match: a mouse drag drops where the mouse is released', async () => {
    const onAnswer = vi.fn();
    const { container, unmount } = await mount(<Harness Component={DragDropMatchRenderer} block={fixtureBlock<BlockOf<'drag-drop-match'>>('assess-match')} onAnswer={onAnswer} />);
    const item = page.getByRole('button', { name: 'eGFR 58 mL/min/1.73 m²', exact: true }).element() as HTMLElement;
    const zone = [...container.querySelectorAll('.method-dnd__zone')].find((node) => node.textContent?.includes('Continue metformin')) as HTMLElement;
    const from = item.getBoundingClientRect();
    const to = zone.getBoundingClientRect();
    const at = (x: number, y: number) => ({ bubbles: true, cancelable: true, button: 0, buttons: 1, clientX: x, clientY: y });
    const start = { x: from.left + 5, y: from.top + 5 };
    const end = { x: to.left + to.width / 2, y: to.top + to.height / 2 };
    // A person's drag: press, several moves (the first only starts the drag), release over the target.
    // Each event gets its own act so React renders between them, as it would between real events.
    const fire = (type: string, x: number, y: number) =>
      act(async () => {
        (type === 'mousedown' ? item : document).dispatchEvent(new MouseEvent(type, { ...at(x, y), buttons: type === 'mouseup' ? 0 : 1 }));
        await new Promise((resolve) => setTimeout(resolve, 16));
      });
    await fire('mousedown', start.x, start.y);
    for (let step = 1; step <= 10; step += 1) await fire('mousemove', start.x + ((end.x - start.x) * step) / 10, start.y + ((end.y - start.y) * step) / 10);
    expect(zone.getAttribute('data-over')).toBe('true');
    await fire('mouseup', end.x, end.y);
    expect(lastAnswer(onAnswer)).toEqual({ type: 'matches', bySource: { 'src-egfr': 'tgt-keep-metformin' } });
    await unmount();
  });

  it('grouping: a mouse click picks an item and a click anywhere on a group places it; the picked state passes axe, colour contrast included', async () => {
    const onAnswer = vi.fn();
    const { container, unmount } = await mount(<Harness Component={GroupingRenderer} block={fixtureBlock<BlockOf<'grouping'>>('assess-grouping')} onAnswer={onAnswer} />);
    // dnd-kit's instructions stay the item's description, though its own live region is kept out of the accessibility tree.
    await expect.element(page.getByRole('button', { name: 'Sitagliptin', exact: true })).toHaveAccessibleDescription(/^To pick up an item, press Space or Enter\..* Or select the item, then select a place\.$/);
    await act(() => userEvent.click(page.getByRole('button', { name: 'Sitagliptin', exact: true })));
    await expect.element(page.getByRole('button', { name: 'Sitagliptin', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Sitagliptin selected. Choose a place for it, or select it again to cancel.');
    expect(await blockingAxeViolations(container)).toEqual([]);
    // A click on the zone's empty lower part, not on its label: the whole zone is the target.
    const zone = [...container.querySelectorAll('.method-dnd__zone')].find((node) => node.textContent?.startsWith('Glucose lowering')) as HTMLElement;
    await act(() => userEvent.click(zone, { position: { x: zone.clientWidth - 10, y: zone.clientHeight - 10 } }));
    expect(lastAnswer(onAnswer)).toEqual({ type: 'placements', byItem: { 'item-sitagliptin': 'grp-glycemic-only' } });
    await expect.element(page.getByText('In: Glucose lowering without proven cardiorenal benefit')).toBeVisible();
    await unmount();
  });

  it('the Picked story (a picked item beside a placed one) passes axe, colour contrast included', async () => {
    const { Picked } = composeStories(groupingStories);
    const { container, unmount } = await mount(<Picked />);
    await act(() => Picked.play!({ canvasElement: container } as never));
    expect(container.querySelector('[aria-pressed="true"]')?.textContent).toBe('Dapagliflozin');
    expect(await blockingAxeViolations(container)).toEqual([]);
    await unmount();
  });
});
