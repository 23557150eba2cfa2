import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionSetBlock } from '../../../src/model/types';
import { McqFallback } from '../../../src/renderers/mcq/McqFallback';
import { McqRenderer } from '../../../src/renderers/mcq/McqRenderer';
import { expectAccessible, fixtureBlock, Harness, installDomPolyfills } from './support';

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
