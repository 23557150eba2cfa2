import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuestionSetBlock } from '../../../src/model/types';
import { McqFallback } from '../../../src/renderers/mcq/McqFallback';
import { McqRenderer } from '../../../src/renderers/mcq/McqRenderer';
import { expectAccessible, fixtureBlock, Harness, installDomPolyfills, lastAnswer } from './support';

const block = fixtureBlock<QuestionSetBlock>('pre-mcq');
const bpQuestion = 'For most adults with diabetes and chronic kidney disease, which office blood pressure target do current guidelines recommend?';
const kinds = [
  ['Renderer', McqRenderer],
  ['Fallback', McqFallback],
] as const;

beforeAll(installDomPolyfills);

describe.each(kinds)('mcq %s badge', (_name, Component) => {
  it('shows the question badge before the question text and in the group name', async () => {
    const { container } = render(<Harness Component={Component} block={block} />);
    const badge = screen.getByText('Guideline');
    // The badge leads the question text, inside the element that names the group.
    expect(badge.parentElement?.textContent).toBe(`Guideline ${bpQuestion}`);
    expect(badge.parentElement?.firstChild).toBe(badge);
    expect(screen.getByRole(_name === 'Renderer' ? 'radiogroup' : 'group', { name: `Guideline ${bpQuestion}` })).toBeTruthy();
    await expectAccessible(container);
  });

  it('shows no badge on a question without one', () => {
    render(<Harness Component={Component} block={block} />);
    expect(screen.getAllByText('Guideline')).toHaveLength(1);
  });
});

// One id per block names every question's group: each question stays a group of its own, in this
// block and beside another mcq block on the same screen.
describe.each(kinds)('mcq %s radio groups', (name, Component) => {
  const sglt2 = 'An SGLT2 inhibitor such as dapagliflozin';
  const target = 'Below 130/80 mm Hg';

  it('keeps one choice per question across two blocks on one screen, and posts each block its own', async () => {
    const user = userEvent.setup();
    const first = vi.fn();
    const second = vi.fn();
    render(
      <>
        <section aria-label="First"><Harness Component={Component} block={block} onAnswer={first} /></section>
        <section aria-label="Second"><Harness Component={Component} block={block} onAnswer={second} /></section>
      </>,
    );
    const role = name === 'Renderer' ? 'radiogroup' : 'group';
    const groups = [screen.getByRole('region', { name: 'First' }), screen.getByRole('region', { name: 'Second' })].map((region) => within(region).getAllByRole(role));
    expect(groups.map((g) => g.length)).toEqual([2, 2]);
    await user.click(within(groups[0]![0]!).getByRole('radio', { name: sglt2 }));
    await user.click(within(groups[0]![1]!).getByRole('radio', { name: target }));
    await user.click(within(groups[1]![0]!).getByRole('radio', { name: 'Basal insulin glargine' }));
    await user.click(within(groups[1]![1]!).getByRole('radio', { name: 'Below 140/90 mm Hg' }));
    const checked = groups.flat().map((group) => within(group).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked).map((radio) => radio.parentElement?.textContent));
    expect(checked).toEqual([[sglt2], [target], ['Basal insulin glargine'], ['Below 140/90 mm Hg']]);
    const value = (label: string) => block.data.questions.flatMap((q) => q.options).find((o) => o.label === label)!.value;
    expect(lastAnswer(first)).toEqual({ type: 'selections', byQuestion: { 'q-pre-sglt2': value(sglt2), 'q-pre-bp': value(target) } });
    expect(lastAnswer(second)).toEqual({ type: 'selections', byQuestion: { 'q-pre-sglt2': value('Basal insulin glargine'), 'q-pre-bp': value('Below 140/90 mm Hg') } });
  });
});
