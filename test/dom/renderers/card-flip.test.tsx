import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlockOf } from '../../../src/model/types';
import { CardFlipFallback } from '../../../src/renderers/card-flip/CardFlipFallback';
import { CardFlipRenderer } from '../../../src/renderers/card-flip/CardFlipRenderer';
import { expectAccessible, fixtureBlock, Harness, installDomPolyfills, lastAnswer, rationale } from './support';

const block = fixtureBlock<BlockOf<'card-flip'>>('assess-cards');

beforeAll(installDomPolyfills);

describe('card-flip Renderer', () => {
  it('pairs two chosen cards, announces it, moves focus on, unpairs, and is accessible', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const { container } = render(<Harness Component={CardFlipRenderer} block={block} onAnswer={onAnswer} />);
    await user.tab();
    const first = screen.getByRole('button', { name: 'SGLT2 inhibitor' });
    expect(document.activeElement).toBe(first);
    await user.keyboard(' ');
    expect(first.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard(' ');
    expect(first.getAttribute('aria-pressed')).toBe('false');
    expect(onAnswer).not.toHaveBeenCalled();

    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}'); // Dapagliflozin
    expect(lastAnswer(onAnswer)).toEqual({ type: 'pairs', pairs: [['card-k', 'card-d']] });
    expect(screen.getByRole('status').textContent).toBe('Paired SGLT2 inhibitor with Dapagliflozin.');
    expect(screen.queryByRole('button', { name: 'SGLT2 inhibitor' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('GLP-1 receptor agonist');
    expect(screen.getByRole('term').textContent).toBe('SGLT2 inhibitor');
    expect(screen.getByRole('definition').textContent).toContain('Dapagliflozin');
    await expectAccessible(container);

    await user.click(screen.getByRole('button', { name: 'Unpair SGLT2 inhibitor and Dapagliflozin' }));
    expect(lastAnswer(onAnswer)).toEqual({ type: 'pairs', pairs: [] });
    expect(document.activeElement?.textContent).toBe('SGLT2 inhibitor');
  });
});

describe.each([
  ['Renderer', CardFlipRenderer],
  ['Fallback', CardFlipFallback],
] as const)('card-flip %s', (_name, Component) => {
  it('is read-only in review and shows every rationale it is given', async () => {
    const { container } = render(
      <Harness
        Component={Component}
        block={block}
        status="review"
        answer={{ type: 'pairs', pairs: [['card-d', 'card-k']] }}
        rationales={{
          'pair-dapagliflozin': rationale('pair-dapagliflozin', 'Dapagliflozin is an SGLT2 inhibitor.'),
          'pair-lisinopril': rationale('pair-lisinopril', 'Lisinopril is an ACE inhibitor.', false),
        }}
      />,
    );
    for (const control of container.querySelectorAll('button, select')) expect(control.matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /^Unpair/ })).toBeNull();
    expect(screen.getByText('Dapagliflozin is an SGLT2 inhibitor.')).toBeTruthy();
    expect(screen.getByText('Lisinopril is an ACE inhibitor.')).toBeTruthy();
    await expectAccessible(container);
  });

  it('ignores stored pairs naming cards the block does not have', () => {
    render(<Harness Component={Component} block={block} answer={{ type: 'pairs', pairs: [['card-d', 'gone']] }} />);
    expect(screen.getByText('No pairs yet.')).toBeTruthy();
  });
});

describe('card-flip Renderer and Fallback', () => {
  it('post identical answers for the same pairs', async () => {
    const user = userEvent.setup();
    const fromRenderer = vi.fn();
    const renderer = render(<Harness Component={CardFlipRenderer} block={block} onAnswer={fromRenderer} />);
    await user.tab();
    await user.keyboard(' '); // SGLT2 inhibitor
    await user.tab();
    await user.tab();
    await user.keyboard(' '); // Dapagliflozin; focus moves to GLP-1 receptor agonist
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard(' '); // Semaglutide
    renderer.unmount();

    const fromFallback = vi.fn();
    const { container } = render(<Harness Component={CardFlipFallback} block={block} onAnswer={fromFallback} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'SGLT2 inhibitor pairs with' }), 'Dapagliflozin');
    await user.click(screen.getByRole('button', { name: 'Pair SGLT2 inhibitor with the chosen card' }));
    // Focus moves on to the next unpaired card's select.
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Lisinopril pairs with' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'GLP-1 receptor agonist pairs with' }), 'Semaglutide');
    await user.click(screen.getByRole('button', { name: 'Pair GLP-1 receptor agonist with the chosen card' }));
    await expectAccessible(container);

    expect(lastAnswer(fromRenderer)).toEqual({ type: 'pairs', pairs: [['card-k', 'card-d'], ['card-s', 'card-m']] });
    expect(lastAnswer(fromFallback)).toEqual(lastAnswer(fromRenderer));
  });
});
