import '../../styles/method.css';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { settledMedia } from '../support/settledMedia';
import { act, mount } from '../support/mount';
import { layoutFindings, type LayoutCheck } from '../support/layoutFindings';
import { storiesOf } from '../support/storyList';

/**
 * WCAG 1.4.12 Text Spacing: every story with the criterion's overrides applied to everything
 * (line height 1.5, paragraph spacing 2, letter spacing 0.12 and word spacing 0.16 times the font
 * size, as the criterion's test bookmarklets set them, with !important so the stylesheet cannot win)
 * loses no content: nothing clipped, overlapping or overflowing the page, at a phone's and a
 * desktop's width.
 */
const modules = import.meta.glob<Record<string, unknown>>(['../../stories/**/*.stories.tsx'], { eager: true });
const stories = storiesOf(modules);

export const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-block-end: 2em !important; }
`;

const checks: readonly LayoutCheck[] = ['page overflow', 'overlapping controls', 'clipped text'];
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe.each([320, 1280])('every story with WCAG text spacing at %i px', (width) => {
  const found = new Map<LayoutCheck, string[]>(checks.map((check) => [check, []]));
  const spacing = document.createElement('style');

  beforeAll(async () => {
    spacing.textContent = TEXT_SPACING_CSS;
    document.head.append(spacing);
    await page.viewport(width, 900);
    for (const [story, Story] of stories) {
      const { container, unmount } = await mount(<Story />);
      // Measured once its images have their size: on a busy machine one frame is not enough, and a
      // scene still without its height put a hotspot's label over the next control (CI, Chromium 320 px).
      await settledMedia(container);
      await act(nextFrame);
      for (const finding of layoutFindings(container)) found.get(finding.check)?.push(`${story} at ${width}px: ${finding.detail}`);
      await unmount();
    }
  }, 240_000);

  afterAll(async () => {
    spacing.remove();
    await page.viewport(1280, 900);
  });

  it('applies the overrides to the stories\' text, over the stylesheet', async () => {
    const { container, unmount } = await mount(<>{stories.map(([name, Story]) => <Story key={name} />).slice(0, 1)}</>);
    const text = [...container.querySelectorAll('p')].find((element) => element.textContent?.trim());
    const style = getComputedStyle(text!);
    const size = Number.parseFloat(style.fontSize);
    const spacing = { line: Number.parseFloat(style.lineHeight) / size, letter: Number.parseFloat(style.letterSpacing) / size, word: Number.parseFloat(style.wordSpacing) / size, paragraph: Number.parseFloat(style.marginBlockEnd) / size };
    await unmount();
    expect(spacing.line).toBeCloseTo(1.5, 2);
    expect(spacing.letter).toBeCloseTo(0.12, 2);
    expect(spacing.word).toBeCloseTo(0.16, 2);
    expect(spacing.paragraph).toBeCloseTo(2, 2);
  });

  it.each(checks)('%s: none', (check) => {
    expect(found.get(check)).toEqual([]);
  });
});
