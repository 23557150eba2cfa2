import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlockOf } from '../../../src/model/types';
import { DragDropMatchFallback } from '../../../src/renderers/drag-drop-match/DragDropMatchFallback';
import { DragDropMatchRenderer } from '../../../src/renderers/drag-drop-match/DragDropMatchRenderer';
import { dragByKeyboard, pause } from './dragByKeyboard';
import { expectAccessible, fixtureBlock, Harness, installDomPolyfills, lastAnswer, layOutDragBoard, rationale } from './support';

const block = fixtureBlock<BlockOf<'drag-drop-match'>>('assess-match');
let restoreLayout: () => void;

beforeAll(() => {
  installDomPolyfills();
  restoreLayout = layOutDragBoard();
});
afterAll(() => restoreLayout());

describe('drag-drop-match Renderer', () => {
  it('matches by keyboard drag, announces labels, clears, and is accessible', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const { container } = render(<Harness Component={DragDropMatchRenderer} block={block} onAnswer={onAnswer} />);
    const uacr = screen.getByRole('button', { name: 'UACR 120 mg/g' });
    expect(uacr.getAttribute('aria-roledescription')).toBe('draggable');
    expect(screen.getByText(/To pick up an item, press Space or Enter/)).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(uacr);
    await dragByKeyboard(user, ['ArrowDown', 'ArrowDown']);
    expect(lastAnswer(onAnswer)).toEqual({ type: 'matches', bySource: { 'src-uacr': 'tgt-start-sglt2' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('UACR 120 mg/g was dropped on Start an SGLT2 inhibitor for kidney protection.'));
    expect(screen.getByText('Matched to: Start an SGLT2 inhibitor for kidney protection')).toBeTruthy();
    await expectAccessible(container);

    await user.click(screen.getByRole('button', { name: 'Clear UACR 120 mg/g' }));
    expect(lastAnswer(onAnswer)).toEqual({ type: 'matches', bySource: {} });
    expect(document.activeElement).toBe(uacr);
  });

  it('Space twice without moving changes nothing', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<Harness Component={DragDropMatchRenderer} block={block} onAnswer={onAnswer} />);
    await user.tab();
    await dragByKeyboard(user, []);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('a drag cancelled by a visibilitychange the moment it starts leaves the next Space typed elsewhere alone', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness Component={DragDropMatchRenderer} block={block} onAnswer={vi.fn()} />
        <label>Note<textarea /></label>
      </>,
    );
    const uacr = screen.getByRole('button', { name: 'UACR 120 mg/g' });
    uacr.focus();
    // Space picks the item up; the page is hidden (a tab switch) in the same task.
    fireEvent.keyDown(uacr, { key: ' ', code: 'Space' });
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await pause();
    expect(uacr.getAttribute('aria-pressed')).not.toBe('true');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Cost and prior authorization.');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Note' }).value).toBe('Cost and prior authorization.');
  });

  it('a resize the moment a drag starts keeps the drag (a phone turned); Escape ends it and the next Space typed elsewhere is left alone', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness Component={DragDropMatchRenderer} block={block} onAnswer={vi.fn()} />
        <label>Note<textarea /></label>
      </>,
    );
    const uacr = screen.getByRole('button', { name: 'UACR 120 mg/g' });
    uacr.focus();
    fireEvent.keyDown(uacr, { key: ' ', code: 'Space' });
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    await pause();
    expect(uacr.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Escape}');
    await pause();
    expect(uacr.getAttribute('aria-pressed')).not.toBe('true');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Cost and prior authorization.');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Note' }).value).toBe('Cost and prior authorization.');
  });
});

describe.each([
  ['Renderer', DragDropMatchRenderer],
  ['Fallback', DragDropMatchFallback],
] as const)('drag-drop-match %s', (_name, Component) => {
  it('is read-only in review and shows each source rationale', async () => {
    const { container } = render(
      <Harness
        Component={Component}
        block={block}
        status="review"
        answer={{ type: 'matches', bySource: { 'src-uacr': 'tgt-start-sglt2' } }}
        rationales={{ 'src-egfr': rationale('src-egfr', 'Metformin can continue at full dose.', false) }}
      />,
    );
    const controls = [...container.querySelectorAll('button, select')];
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) expect(control.matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /^Clear/ })).toBeNull();
    expect(screen.getByText('Metformin can continue at full dose.')).toBeTruthy();
    expect(screen.getByText('Incorrect')).toBeTruthy();
    await expectAccessible(container);
  });
});

describe('drag-drop-match without dragging (WCAG 2.5.7)', () => {
  it('offers a list per source instead, chosen with single clicks, for the same answer', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const { container } = render(<Harness Component={DragDropMatchRenderer} block={block} onAnswer={onAnswer} />);
    const toggle = screen.getByRole('button', { name: 'Choose from lists instead of dragging' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'UACR 120 mg/g' }), 'Start an SGLT2 inhibitor for kidney protection');
    expect(lastAnswer(onAnswer)).toEqual({ type: 'matches', bySource: { 'src-uacr': 'tgt-start-sglt2' } });
    await expectAccessible(container);
    await user.click(toggle);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('offers no switch once the answers are in review', () => {
    render(<Harness Component={DragDropMatchRenderer} block={block} status="review" />);
    expect(screen.queryByRole('button', { name: 'Choose from lists instead of dragging' })).toBeNull();
  });
});

describe('drag-drop-match Renderer and Fallback', () => {
  it('post identical answers for the same choices', async () => {
    const user = userEvent.setup();
    const fromRenderer = vi.fn();
    const renderer = render(<Harness Component={DragDropMatchRenderer} block={block} onAnswer={fromRenderer} />);
    await user.tab();
    await dragByKeyboard(user, ['ArrowDown', 'ArrowDown']); // UACR -> Start an SGLT2 inhibitor
    await user.tab();
    await user.tab(); // past UACR's Clear, to the eGFR item
    expect(document.activeElement?.textContent).toBe('eGFR 58 mL/min/1.73 m²');
    await dragByKeyboard(user, ['ArrowDown', 'ArrowDown', 'ArrowDown']); // eGFR -> Continue metformin (third zone)
    renderer.unmount();

    const fromFallback = vi.fn();
    const { container } = render(<Harness Component={DragDropMatchFallback} block={block} onAnswer={fromFallback} />);
    await user.tab();
    await user.selectOptions(screen.getByRole('combobox', { name: 'UACR 120 mg/g' }), 'Start an SGLT2 inhibitor for kidney protection');
    await user.selectOptions(screen.getByRole('combobox', { name: 'eGFR 58 mL/min/1.73 m²' }), 'Continue metformin at full dose');
    expect(within(container).getAllByRole('combobox')).toHaveLength(3);

    expect(lastAnswer(fromRenderer)).toEqual({ type: 'matches', bySource: { 'src-uacr': 'tgt-start-sglt2', 'src-egfr': 'tgt-keep-metformin' } });
    expect(lastAnswer(fromFallback)).toEqual(lastAnswer(fromRenderer));
  });
});
