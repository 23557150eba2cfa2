import '../../styles/method.css';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { CoursePlayer } from '../../src/react/CoursePlayer';
import { whenSanitizerReady } from '../../src/controls/sanitizeHtml';
import { reportFigureFromBrowser } from '../reliability/figureFromBrowser';
import { emulatePrint } from '../support/engines/emulatePrint';
import { inPageEngineLabel } from '../support/engines/inPageEngine';
import { act, mount } from '../support/mount';

/**
 * A long screen (more than 64 blocks) lays out only the groups of blocks near the viewport
 * (content-visibility: auto, docs/performance.md#long-screens-lay-out-what-is-near), and a learner
 * loses nothing by it: far blocks are in the page and the accessibility tree, focus reaches them
 * and shows them, and a usual screen is never contained.
 */
function payload(pairs: number) {
  const components = Array.from({ length: pairs }, (_, i) => [
    { id: `p${i}`, type: 'html', reveal_after: null, screen_index: 0, screen_role: i === 0 ? 'primary' : 'attached', content: `<p>Case ${i + 1}: a <a href="https://example.com/case/${i + 1}">case note</a>.</p>` },
    { id: `m${i}`, type: 'mcq', reveal_after: null, screen_index: 0, screen_role: 'attached', questions: [{ id: `q${i}`, question: `Question ${i + 1}`, options: ['Yes', 'No'] }] },
  ]).flat();
  return {
    contract_version: '2026-09-03', course_id: 'long-screen', organization_id: 'org', name: 'Long screen', format: 'method', total_phases: 1,
    phases: [{ id: 'quiz', title: 'Assessment', type: 'assessment', required: true, order: 0, display_mode: 'sequential', screen_count: 1, components }],
    learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {}, references: [], series: null,
  };
}

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

async function play(pairs: number) {
  await whenSanitizerReady();
  const mounted = await mount(<CoursePlayer payload={payload(pairs)} userId="u1" onSubmit={async () => ({})} />);
  unmount = mounted.unmount;
  // Two frames: content-visibility decides what is near the viewport at the frame after layout.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return mounted.container;
}

const blocksOf = (root: Element) => [...root.querySelectorAll<HTMLElement>('.method-block')];
/** Whether the block's content is rendered (content-visibility skips what is inside a group, not the group). */
const rendered = (block: Element) => block.firstElementChild!.checkVisibility({ contentVisibilityAuto: true });
const groupsOf = (root: Element) => [...root.querySelectorAll<HTMLElement>('.method-block-group')];

describe('a long screen', () => {
  it('renders its far blocks only when they come near: all in the DOM, named, in order', async () => {
    const root = await play(300);
    const blocks = blocksOf(root);
    expect(blocks).toHaveLength(600);
    // One contained box per 64 blocks, not one per block: the browser checks each box every frame.
    expect(groupsOf(root).map((group) => group.children.length)).toEqual([...Array(9).fill(64), 24]);
    expect(rendered(blocks[0]!)).toBe(true);
    expect(rendered(blocks[599]!)).toBe(false);
    // Skipped, not removed: the last question is there with its name, as a screen reader finds it.
    expect(blocks[599]!.querySelector('[role="radiogroup"]')?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(blocks[599]!.textContent).toContain('Question 300');
  });

  it('shows a far block when focus reaches it, ring and all', async () => {
    const root = await play(300);
    const last = blocksOf(root)[599]!;
    const radio = last.querySelector<HTMLInputElement>('input[type="radio"]')!;
    await act(() => radio.focus());
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(radio);
    expect(rendered(last)).toBe(true);
    const box = radio.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    // Space answers it as on any screen.
    await userEvent.keyboard(' ');
    expect(radio.checked).toBe(true);
  });

  it('leaves room for the focus ring of every control in a group, which containment would otherwise clip', async () => {
    const root = await play(100);
    const style = getComputedStyle(groupsOf(root)[0]!);
    const ring = parseFloat(style.getPropertyValue('--method-focus-ring-width')) + parseFloat(style.getPropertyValue('--method-focus-ring-offset'));
    expect(style.contentVisibility).toBe('auto');
    // Paint containment clips at the group's padding box, widened by overflow-clip-margin where the
    // engine has it (Chromium, Firefox; WebKit has not): each ring must fit inside what is painted.
    const clipped: string[] = [];
    for (const group of groupsOf(root)) {
      const groupStyle = getComputedStyle(group);
      const margin = parseFloat(groupStyle.overflowClipMargin) || 0;
      const box = group.getBoundingClientRect();
      const left = box.left + parseFloat(groupStyle.borderLeftWidth) - margin;
      const right = box.right - parseFloat(groupStyle.borderRightWidth) + margin;
      for (const control of group.querySelectorAll<HTMLElement>('a[href], input, button')) {
        const at = control.getBoundingClientRect();
        if (at.left - ring < left - 0.5 || at.right + ring > right + 0.5) clipped.push(`${control.tagName.toLowerCase()} in ${control.closest('.method-block')?.id ?? 'a block'}`);
      }
    }
    expect(clipped).toEqual([]);
  });

  it('prints every block: nothing is skipped on paper', async () => {
    const root = await play(300);
    const backToScreen = await emulatePrint();
    try {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(rendered(blocksOf(root)[599]!)).toBe(true);
      expect(getComputedStyle(groupsOf(root)[9]!).contentVisibility).toBe('visible');
    } finally {
      await backToScreen();
    }
    await reportFigureFromBrowser(`Long screen in ${inPageEngineLabel}: 600 blocks in 10 groups, the far block rendered when focus reaches it, every block laid out for print`);
  });

  it('never contains the blocks of a usual screen', async () => {
    const root = await play(3);
    expect(groupsOf(root)).toHaveLength(0);
    expect(blocksOf(root).map((block) => block.parentElement?.className)).toEqual(Array(6).fill('method-screen'));
    for (const block of blocksOf(root)) expect(getComputedStyle(block).contentVisibility).toBe('visible');
  });
});
