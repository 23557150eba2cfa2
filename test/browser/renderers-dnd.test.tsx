import '../../styles/method.css';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { BlockOf } from '../../src/model/types';
import { DragDropMatchRenderer } from '../../src/renderers/drag-drop-match/DragDropMatchRenderer';
import { GroupingRenderer } from '../../src/renderers/grouping/GroupingRenderer';
import { fixtureBlock, Harness, lastAnswer } from '../dom/renderers/support';
import { act, mount } from '../support/mount';

/** A key press, then time for dnd-kit's listeners and React to settle, inside act. */
const press = (keys: string) =>
  act(async () => {
    await userEvent.keyboard(keys);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

/** Real layout, real focus, real key events: the path a keyboard user takes in Chromium. */
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

  it('drag-drop-match: a pointer drag drops where the pointer is released', async () => {
    const onAnswer = vi.fn();
    const { container, unmount } = await mount(<Harness Component={DragDropMatchRenderer} block={fixtureBlock<BlockOf<'drag-drop-match'>>('assess-match')} onAnswer={onAnswer} />);
    const item = page.getByRole('button', { name: 'eGFR 58 mL/min/1.73 m²', exact: true }).element() as HTMLElement;
    const zone = [...container.querySelectorAll('.method-dnd__zone')].find((node) => node.textContent?.includes('Continue metformin')) as HTMLElement;
    const from = item.getBoundingClientRect();
    const to = zone.getBoundingClientRect();
    const at = (x: number, y: number) => ({ bubbles: true, cancelable: true, isPrimary: true, pointerId: 1, button: 0, buttons: 1, clientX: x, clientY: y });
    const start = { x: from.left + 5, y: from.top + 5 };
    const end = { x: to.left + to.width / 2, y: to.top + to.height / 2 };
    // A person's drag: press, several moves (the first only starts the drag), release over the target.
    // Each event gets its own act so React renders between them, as it would between real events.
    const fire = (type: string, x: number, y: number) =>
      act(async () => {
        (type === 'pointerdown' ? item : document).dispatchEvent(new PointerEvent(type, { ...at(x, y), buttons: type === 'pointerup' ? 0 : 1 }));
        await new Promise((resolve) => setTimeout(resolve, 16));
      });
    await fire('pointerdown', start.x, start.y);
    for (let step = 1; step <= 10; step += 1) await fire('pointermove', start.x + ((end.x - start.x) * step) / 10, start.y + ((end.y - start.y) * step) / 10);
    expect(zone.getAttribute('data-over')).toBe('true');
    await fire('pointerup', end.x, end.y);
    expect(lastAnswer(onAnswer)).toEqual({ type: 'matches', bySource: { 'src-egfr': 'tgt-keep-metformin' } });
    await unmount();
  });
});
