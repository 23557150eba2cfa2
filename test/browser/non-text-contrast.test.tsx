import '../../styles/method.css';
import type { ComponentType } from 'react';
import type { MethodTheme } from '../../src';
import { MethodRoot } from '../../src';
import { describe, expect, it } from 'vitest';
import { act, mount } from '../support/mount';
import { storiesOf } from '../support/storyList';

/**
 * WCAG 1.4.11 Non-text Contrast, measured: the boundary that identifies each active control (its
 * border, or its fill where it has one) against what is around it, at least 3:1, in the light and
 * dark themes, over every renderer and course story. Inactive controls (disabled, or in a review)
 * are exempt, as the criterion says. Text is axe's (color-contrast); the focus ring and the
 * forced-colours states are look.test.tsx's.
 */
const modules = import.meta.glob<Record<string, unknown>>(['../../stories/renderers/*.stories.tsx', '../../stories/course/*.stories.tsx', '../../stories/catalog/*.stories.tsx'], { eager: true });
const stories = storiesOf(modules);

/** The parts a learner must see to find a control, by the class the stylesheet draws them with. */
const CONTROLS = [
  '.method-radio', '.method-input', '.method-select', '.method-textarea', '.method-slider__thumb', '.method-slider__track',
  '.method-dnd__item', '.method-dnd__zone', '.method-escape__hotspot', '.method-hotspot__marker', '.method-flip__card',
  '.method-button:not([data-variant="link"])',
].join(', ');

type Rgb = { r: number; g: number; b: number };
const parse = (color: string): (Rgb & { a: number }) | null => {
  const parts = /rgba?\(([^)]+)\)/.exec(color)?.[1]?.split(/[\s,/]+/).filter(Boolean).map(Number);
  return parts && parts.length >= 3 ? { r: parts[0]!, g: parts[1]!, b: parts[2]!, a: parts[3] ?? 1 } : null;
};
const luminance = ({ r, g, b }: Rgb) => {
  const channel = (value: number) => ((value /= 255) <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
export const contrast = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
/** The first opaque background at or above `element`. */
const backgroundOf = (element: Element | null): Rgb => {
  for (let at = element; at; at = at.parentElement) {
    const color = parse(getComputedStyle(at).backgroundColor);
    if (color && color.a > 0.5) return color;
  }
  return { r: 255, g: 255, b: 255 };
};
const inactive = (element: Element) => element.matches(':disabled, [data-disabled], [aria-disabled="true"]') || element.closest('fieldset:disabled, [inert]') !== null;

/** How well a control stands out from what is around it: its border or its fill, whichever is stronger. */
function boundaryContrast(element: Element): number {
  const style = getComputedStyle(element);
  const around = backgroundOf(element.parentElement);
  const border = parse(style.borderTopColor);
  const fill = parse(style.backgroundColor);
  const byBorder = border && border.a > 0.5 && Number.parseFloat(style.borderTopWidth) > 0 ? contrast(border, around) : 0;
  const byFill = fill && fill.a > 0.5 ? contrast(fill, around) : 0;
  return Math.max(byBorder, byFill);
}

describe.each<MethodTheme>(['light', 'dark'])('the %s theme', (theme) => {
  it('draws every active control at 3:1 or more against its surroundings', async () => {
    const low: string[] = [];
    let measured = 0;
    for (const [name, Story] of stories) {
      // Block stories draw their own root from a `theme` arg; course and catalog stories join this one.
      const Themed = Story as unknown as ComponentType<{ theme: MethodTheme }>;
      const { container, unmount } = await mount(<MethodRoot theme={theme}><Themed theme={theme} /></MethodRoot>);
      await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
      for (const element of container.querySelectorAll(CONTROLS)) {
        if ((element as HTMLElement).offsetWidth === 0 || inactive(element)) continue;
        // Under a root of the theme measured (a story's own root, such as a player's, brings its own).
        if (element.closest('.method-player')?.getAttribute('data-theme') !== theme) continue;
        measured += 1;
        const ratio = boundaryContrast(element);
        if (ratio < 3) low.push(`${name}: ${element.className} ${ratio.toFixed(2)}:1`);
      }
      await unmount();
    }
    expect(measured).toBeGreaterThan(100);
    expect([...new Set(low)]).toEqual([]);
  }, 240_000);

  it('draws the focus ring at 3:1 or more against the surfaces it sits on', async () => {
    const { container, unmount } = await mount(<MethodRoot theme={theme}><p>x</p></MethodRoot>);
    const root = container.querySelector('.method-player')!;
    // Resolved through a probe element: a custom property reads back as written, not as a colour.
    const colour = (token: string) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${token})`;
      root.append(probe);
      const value = parse(getComputedStyle(probe).color)!;
      probe.remove();
      return value;
    };
    const ring = colour('--method-color-focus');
    const ratios = ['--method-color-surface', '--method-color-bg', '--method-color-surface-sunken'].map((surface) => contrast(ring, colour(surface)));
    await unmount();
    for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(3);
  });

  it('is measured right: a control drawn in the faint border token fails', async () => {
    const { container, unmount } = await mount(<MethodRoot theme={theme}><div className="method-dnd__zone" style={{ borderColor: 'var(--method-color-border)', background: 'transparent' }} /></MethodRoot>);
    const ratio = boundaryContrast(container.querySelector('.method-dnd__zone')!);
    await unmount();
    expect(ratio).toBeLessThan(3);
  });
});
