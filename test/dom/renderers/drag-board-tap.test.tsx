import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlockOf } from '../../../src/model/types';
import { DragDropMatchRenderer } from '../../../src/renderers/drag-drop-match/DragDropMatchRenderer';
import { GroupingRenderer } from '../../../src/renderers/grouping/GroupingRenderer';
import { expectAccessible, fixtureBlock, Harness, installDomPolyfills, lastAnswer, layOutDragBoard } from './support';

const grouping = fixtureBlock<BlockOf<'grouping'>>('assess-grouping');
const match = fixtureBlock<BlockOf<'drag-drop-match'>>('assess-match');
const CARDIORENAL = 'Proven kidney and heart protection';
const GLYCEMIC = 'Glucose lowering without proven cardiorenal benefit';
let restoreLayout: () => void;

beforeAll(() => {
  installDomPolyfills();
  restoreLayout = layOutDragBoard();
});
afterAll(() => restoreLayout());

const item = (name: string) => screen.getByRole('button', { name });
const status = () => screen.getByRole('status').textContent;
const placeButtons = () => screen.queryAllByRole('button', { name: /^Place / });

/** Tap (or click) an item, then a place: no dragging (WCAG 2.2 SC 2.5.7). */
describe('drag board: tap to pick, tap to place', () => {
  it('grouping: a click picks an item (pressed, announced, every group offered) and a click on a group places it there', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const { container } = render(<Harness Component={GroupingRenderer} block={grouping} onAnswer={onAnswer} />);
    expect(item('Glipizide').getAttribute('aria-pressed')).toBe('false');
    expect(placeButtons()).toEqual([]);

    await user.click(item('Glipizide'));
    expect(item('Glipizide').getAttribute('aria-pressed')).toBe('true');
    expect(status()).toBe('Glipizide selected. Choose a place for it, or select it again to cancel.');
    expect(screen.getByText('Choose a place for Glipizide.')).toBeTruthy();
    expect(placeButtons().map((button) => button.getAttribute('aria-label'))).toEqual([`Place Glipizide on ${CARDIORENAL}`, `Place Glipizide on ${GLYCEMIC}`]);
    expect(onAnswer).not.toHaveBeenCalled();
    await expectAccessible(container);

    await user.click(screen.getByRole('button', { name: `Place Glipizide on ${GLYCEMIC}` }));
    expect(lastAnswer(onAnswer)).toEqual({ type: 'placements', byItem: { 'item-glipizide': 'grp-glycemic-only' } });
    expect(status()).toBe(`Glipizide was placed on ${GLYCEMIC}.`);
    expect(item('Glipizide').getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(item('Glipizide'));
    expect(placeButtons()).toEqual([]);
    expect(screen.queryByText('Choose a place for Glipizide.')).toBeNull();
    expect(screen.getByText(`In: ${GLYCEMIC}`)).toBeTruthy();
    const zone = screen.getByText(GLYCEMIC, { selector: '.method-dnd__zone > p' }).closest('li') as HTMLElement;
    expect(within(zone).getByRole('listitem').textContent).toBe('Glipizide');
  });

  it('drag-drop-match: a placed source moves to another target the same way', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<Harness Component={DragDropMatchRenderer} block={match} onAnswer={onAnswer} answer={{ type: 'matches', bySource: { 'src-uacr': 'tgt-titrate-acei' } }} />);
    await user.click(item('UACR 120 mg/g'));
    await user.click(screen.getByRole('button', { name: 'Place UACR 120 mg/g on Start an SGLT2 inhibitor for kidney protection' }));
    expect(lastAnswer(onAnswer)).toEqual({ type: 'matches', bySource: { 'src-uacr': 'tgt-start-sglt2' } });
    expect(screen.getByText('Matched to: Start an SGLT2 inhibitor for kidney protection')).toBeTruthy();
  });

  it('a second click on the picked item puts it back; a click on another item picks that one instead', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<Harness Component={GroupingRenderer} block={grouping} onAnswer={onAnswer} />);
    await user.click(item('Glipizide'));
    await user.click(item('Glipizide'));
    expect(item('Glipizide').getAttribute('aria-pressed')).toBe('false');
    expect(status()).toBe('Glipizide was put back; nothing changed.');
    expect(placeButtons()).toEqual([]);

    await user.click(item('Glipizide'));
    await user.click(item('Sitagliptin'));
    expect(item('Glipizide').getAttribute('aria-pressed')).toBe('false');
    expect(item('Sitagliptin').getAttribute('aria-pressed')).toBe('true');
    expect(status()).toBe('Sitagliptin selected. Choose a place for it, or select it again to cancel.');
    expect(placeButtons()[0]?.getAttribute('aria-label')).toBe(`Place Sitagliptin on ${CARDIORENAL}`);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('Escape puts the picked item back and returns focus to it', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<Harness Component={GroupingRenderer} block={grouping} onAnswer={onAnswer} />);
    await user.click(item('Dapagliflozin'));
    placeButtons()[0]?.focus();
    await user.keyboard('{Escape}');
    expect(item('Dapagliflozin').getAttribute('aria-pressed')).toBe('false');
    expect(status()).toBe('Dapagliflozin was put back; nothing changed.');
    expect(document.activeElement).toBe(item('Dapagliflozin'));
    expect(placeButtons()).toEqual([]);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('offers nothing to pick in review', async () => {
    const user = userEvent.setup();
    render(<Harness Component={GroupingRenderer} block={grouping} status="review" answer={{ type: 'placements', byItem: { 'item-glipizide': 'grp-glycemic-only' } }} />);
    await user.click(item('Glipizide'));
    expect(item('Glipizide').getAttribute('aria-pressed')).toBe('false');
    expect(placeButtons()).toEqual([]);
  });
});
