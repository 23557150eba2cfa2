import '../../styles/method.css';
import { composeStories } from '@storybook/react-vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Debrief } from '../../src';
import * as sampleStories from '../../stories/SampleCourse.stories';
import { methodCourse } from '../fixtures';
import { act, mount } from '../support/mount';

/** Rough edges a learner meets on a phone and on the completion page, in Chromium with the real stylesheet. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
const { Playable } = composeStories(sampleStories);

describe.each([320, 390])('the sample course on a %i px phone', (width) => {
  beforeAll(() => page.viewport(width, 900));
  afterAll(() => page.viewport(1280, 900));

  it('keeps its heading and controls off the edges of the screen', async () => {
    const { container, unmount } = await mount(<Playable />);
    await act(nextFrame);
    const parts = [...container.querySelectorAll<HTMLElement>('h2, h3, button, .method-references__item')];
    expect(parts.length).toBeGreaterThan(2);
    const offEdge = parts.map((part) => part.getBoundingClientRect()).map((rect) => Math.min(rect.left, width - rect.right));
    await unmount();
    expect(Math.min(...offEdge)).toBeGreaterThanOrEqual(12);
  });

  it('keeps a reference\u2019s links together when they wrap: no gap between their rows but their own height', async () => {
    const { container, unmount } = await mount(<Playable />);
    await act(nextFrame);
    const gaps: number[] = [];
    for (const links of container.querySelectorAll('.method-references__links')) {
      const rects = [...links.querySelectorAll('a')].map((link) => link.getBoundingClientRect());
      rects.slice(1).forEach((rect, index) => {
        const above = rects[index]!;
        if (rect.top >= above.bottom - 1) gaps.push(Math.round(rect.top - above.bottom));
      });
    }
    await unmount();
    // At least one reference wraps at this width (a DOI runs long), so the check is not vacuous.
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps.filter((gap) => gap > 1)).toEqual([]);
  });
});

describe('the completion page', () => {
  it('reads the debrief (the answer key\u2019s list among it) from the start edge, its bullets beside its lines', async () => {
    // The debrief as the completion page holds it: inside its centred section.
    const { container, unmount } = await mount(
      <div className="method-player">
        <section className="method-completion">
          <Debrief debrief={methodCourse.debrief} headingLevel={3} />
        </section>
      </div>,
    );
    await act(nextFrame);
    const items = [...container.querySelectorAll<HTMLElement>('.method-completion .method-debrief__section li')];
    const aligned = items.map((item) => getComputedStyle(item).textAlign);
    await unmount();
    expect(items.length).toBeGreaterThan(0);
    expect(aligned.filter((align) => align !== 'start' && align !== 'left')).toEqual([]);
  });
});
