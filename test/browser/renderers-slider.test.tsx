import '../../styles/method.css';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { BlockOf } from '../../src/model/types';
import { ConfidenceCheckRenderer } from '../../src/renderers/confidence-check/ConfidenceCheckRenderer';
import { fixtureBlock, Harness, lastAnswer } from '../dom/renderers/support';
import { act, mount } from '../support/mount';

/** The confidence slider in Chromium: real layout for the pointer, real focus for the keys. */
describe('confidence-check slider in Chromium', () => {
  it('posts nothing until used; a click where the thumb rests answers with that value', async () => {
    const onAnswer = vi.fn();
    const { unmount } = await mount(<Harness Component={ConfidenceCheckRenderer} block={fixtureBlock<BlockOf<'confidence-check'>>('intro-confidence')} onAnswer={onAnswer} />);
    const thumb = page.getByRole('slider');
    await expect.element(thumb).toHaveAttribute('aria-valuetext', 'Not answered yet');
    expect(onAnswer).not.toHaveBeenCalled();
    await act(async () => {
      await userEvent.click(thumb);
    });
    expect(lastAnswer(onAnswer)).toEqual({ type: 'value', value: 3 });
    await expect.element(thumb).toHaveAttribute('aria-valuetext', '3');
    await act(async () => {
      await userEvent.keyboard('{Home}');
    });
    expect(lastAnswer(onAnswer)).toEqual({ type: 'value', value: 1 });
    await expect.element(thumb).toHaveAttribute('aria-valuetext', '1, Not at all confident');
    await unmount();
  });
});
