import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlockOf } from '../../../src/model/types';
import { GroupingFallback } from '../../../src/renderers/grouping/GroupingFallback';
import { GroupingRenderer } from '../../../src/renderers/grouping/GroupingRenderer';
import { dragByKeyboard } from './dragByKeyboard';
import { expectAccessible, fixtureBlock, Harness, installDomPolyfills, lastAnswer, layOutDragBoard, rationale } from './support';

const block = fixtureBlock<BlockOf<'grouping'>>('assess-grouping');
const CARDIORENAL = 'Proven kidney and heart protection';
const GLYCEMIC = 'Glucose lowering without proven cardiorenal benefit';
let restoreLayout: () => void;

beforeAll(() => {
  installDomPolyfills();
  restoreLayout = layOutDragBoard();
});
afterAll(() => restoreLayout());

describe('grouping Renderer', () => {
  it('places items by keyboard drag, lists them in their group, announces labels and is accessible', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const { container } = render(<Harness Component={GroupingRenderer} block={block} onAnswer={onAnswer} />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Glipizide');
    await dragByKeyboard(user, ['ArrowUp']); // from nowhere, up goes to the last group
    expect(lastAnswer(onAnswer)).toEqual({ type: 'placements', byItem: { 'item-glipizide': 'grp-glycemic-only' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Glipizide was dropped on ${GLYCEMIC}.`));
    expect(screen.getByText(`In: ${GLYCEMIC}`)).toBeTruthy();
    const zone = screen.getByText(GLYCEMIC, { selector: '.method-dnd__zone > p' }).closest('li');
    expect(zone?.querySelector('ul')?.textContent).toBe('Glipizide');
    await expectAccessible(container);
  });
});

describe.each([
  ['Renderer', GroupingRenderer],
  ['Fallback', GroupingFallback],
] as const)('grouping %s', (_name, Component) => {
  it('is read-only in review and shows each item rationale', async () => {
    const { container } = render(
      <Harness
        Component={Component}
        block={block}
        status="review"
        answer={{ type: 'placements', byItem: { 'item-dapagliflozin': 'grp-cardiorenal' } }}
        rationales={{ 'item-dapagliflozin': rationale('item-dapagliflozin', 'Dapagliflozin reduced kidney outcomes.') }}
      />,
    );
    for (const control of container.querySelectorAll('button, select')) expect(control.matches(':disabled')).toBe(true);
    expect(screen.getByText('Dapagliflozin reduced kidney outcomes.')).toBeTruthy();
    await expectAccessible(container);
  });
});

describe('grouping without dragging (WCAG 2.5.7)', () => {
  it('offers a list per item instead, chosen with single clicks, for the same answer', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const { container } = render(<Harness Component={GroupingRenderer} block={block} onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Choose from lists instead of dragging' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dapagliflozin' }), CARDIORENAL);
    expect(lastAnswer(onAnswer)).toEqual({ type: 'placements', byItem: { 'item-dapagliflozin': 'grp-cardiorenal' } });
    await expectAccessible(container);
  });
});

describe('grouping Renderer and Fallback', () => {
  it('post identical answers for the same choices', async () => {
    const user = userEvent.setup();
    const fromRenderer = vi.fn();
    const renderer = render(<Harness Component={GroupingRenderer} block={block} onAnswer={fromRenderer} />);
    await user.tab(); // Glipizide
    await user.tab(); // Dapagliflozin
    await dragByKeyboard(user, ['ArrowDown']);
    await user.tab(); // Clear Dapagliflozin
    await user.tab(); // Sitagliptin
    await dragByKeyboard(user, ['ArrowDown', 'ArrowDown']);
    renderer.unmount();

    const fromFallback = vi.fn();
    render(<Harness Component={GroupingFallback} block={block} onAnswer={fromFallback} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dapagliflozin' }), CARDIORENAL);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sitagliptin' }), GLYCEMIC);

    expect(lastAnswer(fromRenderer)).toEqual({ type: 'placements', byItem: { 'item-dapagliflozin': 'grp-cardiorenal', 'item-sitagliptin': 'grp-glycemic-only' } });
    expect(lastAnswer(fromFallback)).toEqual(lastAnswer(fromRenderer));
  });
});
