import '../../styles/method.css';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { pseudoHebrew } from '../../.storybook/pseudoLocales';
import { CoursePlayer, MethodStrings } from '../../src';
import type { BlockOf } from '../../src/model/types';
import { ConfidenceCheckRenderer } from '../../src/renderers/confidence-check/ConfidenceCheckRenderer';
import { DragDropMatchRenderer } from '../../src/renderers/drag-drop-match/DragDropMatchRenderer';
import { methodCourse } from '../fixtures';
import { fixtureBlock, Harness, lastAnswer } from '../dom/renderers/support';
import { act, mount } from '../support/mount';

/** A key press, then time for dnd-kit's listeners and React to settle, inside act. */
const press = (keys: string) =>
  act(async () => {
    await userEvent.keyboard(keys);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

/** Right to left in Chromium: what a Hebrew or Arabic reader's keys and eyes meet. */
describe('right to left', () => {
  it('the slider runs from the right: ArrowLeft raises the value and the maximum sits on the left', async () => {
    const onAnswer = vi.fn();
    const { unmount } = await mount(
      <div dir="rtl">
        <Harness Component={ConfidenceCheckRenderer} block={fixtureBlock<BlockOf<'confidence-check'>>('intro-confidence')} onAnswer={onAnswer} />
      </div>,
    );
    const thumb = page.getByRole('slider');
    (thumb.element() as HTMLElement).focus();
    await press('{ArrowLeft}');
    expect(lastAnswer(onAnswer)).toEqual({ type: 'value', value: 4 });
    await press('{ArrowRight}{ArrowRight}');
    expect(lastAnswer(onAnswer)).toEqual({ type: 'value', value: 2 });
    await press('{End}');
    const track = document.querySelector('.method-slider')!.getBoundingClientRect();
    const at = thumb.element().getBoundingClientRect();
    expect(at.left + at.width / 2).toBeLessThan(track.left + track.width / 2);
    await unmount();
  });

  it('drag and drop: ArrowLeft goes forward through the places, ArrowRight back, as Down and Up do', async () => {
    const { container, unmount } = await mount(
      <div dir="rtl">
        <Harness Component={DragDropMatchRenderer} block={fixtureBlock<BlockOf<'drag-drop-match'>>('assess-match')} />
      </div>,
    );
    const item = page.getByRole('button', { name: 'Home blood pressure average 146/90 mm Hg', exact: true });
    const status = () => container.querySelector('[role="status"]')?.textContent;
    const overAfter = async (key: string) => {
      (item.element() as HTMLElement).focus();
      await press(' ');
      await press(key);
      const said = status();
      await press('{Escape}');
      return said;
    };
    const forward = await overAfter('{ArrowDown}');
    const back = await overAfter('{ArrowUp}');
    expect(forward).not.toBe(back);
    expect(await overAfter('{ArrowLeft}')).toBe(forward);
    expect(await overAfter('{ArrowRight}')).toBe(back);
    await unmount();
  });

  it('mirrors the player: the phases read from the right and text starts on the right', async () => {
    const { container, unmount } = await mount(
      <div dir="rtl">
        <MethodStrings value={pseudoHebrew}>
          <CoursePlayer payload={methodCourse} userId="u" onSubmit={async () => ({})} />
        </MethodStrings>
      </div>,
    );
    const phases = [...container.querySelectorAll('.method-progress__item')].map((item) => item.getBoundingClientRect());
    const sameRow = phases.filter((rect) => Math.abs(rect.top - phases[0]!.top) < 2);
    expect(sameRow.length).toBeGreaterThan(1);
    expect(sameRow[0]!.right).toBeGreaterThan(sameRow[1]!.right);
    const root = container.querySelector('.method-player')!;
    const title = container.querySelector('.method-player__title')!;
    expect(root.getBoundingClientRect().right - title.getBoundingClientRect().right).toBeLessThan(40);
    // The pseudo-Hebrew table reached the player: its buttons are named in Hebrew letters.
    expect(container.querySelector('.method-progress')?.getAttribute('aria-label')).toMatch(/^[\u0590-\u05ff ]+$/);
    await unmount();
  });
});
