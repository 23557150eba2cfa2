import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlockOf } from '../../../src/model/types';
import { ConfidenceCheckFallback } from '../../../src/renderers/confidence-check/ConfidenceCheckFallback';
import { ConfidenceCheckRenderer } from '../../../src/renderers/confidence-check/ConfidenceCheckRenderer';
import { expectAccessible, fixtureBlock, Harness, installDomPolyfills, lastAnswer, rationale } from './support';
import { withFields } from '../../support/blockFromFields';

const block = fixtureBlock<BlockOf<'confidence-check'>>('intro-confidence');

beforeAll(installDomPolyfills);

describe('confidence-check Renderer', () => {
  it('has no answer until moved, then names the end it reaches', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const { container } = render(<Harness Component={ConfidenceCheckRenderer} block={block} onAnswer={onAnswer} />);
    const thumb = screen.getByRole('slider', { name: /How confident are you in choosing therapy/ });
    expect(thumb.getAttribute('aria-valuetext')).toBe('Not answered yet');
    expect(screen.getByText('Not answered yet', { selector: 'p' })).toBeTruthy();
    expect(onAnswer).not.toHaveBeenCalled();
    await expectAccessible(container);

    await user.tab();
    expect(document.activeElement).toBe(thumb);
    await user.keyboard('{End}');
    expect(lastAnswer(onAnswer)).toEqual({ type: 'value', value: 5 });
    expect(thumb.getAttribute('aria-valuetext')).toBe('5, Very confident');
    await user.keyboard('{ArrowLeft}');
    expect(lastAnswer(onAnswer)).toEqual({ type: 'value', value: 4 });
    expect(thumb.getAttribute('aria-valuetext')).toBe('4');
    expect(screen.getByText('Your answer: 4')).toBeTruthy();
  });

  it('takes a key that cannot move the resting thumb as an answer', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const twoStep = withFields(block, { min: 0, max: 1 });
    render(<Harness Component={ConfidenceCheckRenderer} block={twoStep} onAnswer={onAnswer} />);
    await user.tab();
    await user.keyboard('{End}'); // rests on 1 already
    expect(lastAnswer(onAnswer)).toEqual({ type: 'value', value: 1 });
  });
});

describe('confidence-check Fallback', () => {
  it('is a radio scale over min..max with no default', async () => {
    const { container } = render(<Harness Component={ConfidenceCheckFallback} block={block} />);
    const group = screen.getByRole('group', { name: /How confident are you in choosing therapy/ });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('1 means Not at all confident; 5 means Very confident.')).toBeTruthy();
    await expectAccessible(container);
  });
});

describe.each([
  ['Renderer', ConfidenceCheckRenderer],
  ['Fallback', ConfidenceCheckFallback],
] as const)('confidence-check %s', (_name, Component) => {
  it('is disabled in review and shows the rationale keyed by the block id', async () => {
    const { container } = render(
      <Harness Component={Component} block={block} status="review" answer={{ type: 'value', value: 2 }} rationales={{ 'intro-confidence': rationale('intro-confidence', 'Thanks for rating.', null) }} />,
    );
    const thumbOrRadios = [...container.querySelectorAll('[role="slider"], input')];
    expect(thumbOrRadios.length).toBeGreaterThan(0);
    for (const control of thumbOrRadios) expect(control.matches(':disabled') || control.hasAttribute('data-disabled')).toBe(true);
    expect(screen.getByText('Thanks for rating.')).toBeTruthy();
    await expectAccessible(container);
  });
});

describe('confidence-check Renderer and Fallback', () => {
  it('post identical answers for the same keyboard path', async () => {
    const user = userEvent.setup();
    const fromRenderer = vi.fn();
    const renderer = render(<Harness Component={ConfidenceCheckRenderer} block={block} onAnswer={fromRenderer} />);
    await user.tab();
    await user.keyboard('{Home}{ArrowRight}');
    renderer.unmount();

    const fromFallback = vi.fn();
    render(<Harness Component={ConfidenceCheckFallback} block={block} onAnswer={fromFallback} />);
    await user.tab();
    await user.keyboard(' {ArrowRight}');

    expect(lastAnswer(fromRenderer)).toEqual({ type: 'value', value: 2 });
    expect(lastAnswer(fromFallback)).toEqual(lastAnswer(fromRenderer));
  });
});
