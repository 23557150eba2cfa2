import '../../styles/method.css';
import axe from 'axe-core';
import { userEvent } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import { CoursePlayer } from '../../src';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { reportFigureFromBrowser } from '../reliability/figureFromBrowser';
import { inPageEngineLabel } from '../support/engines/inPageEngine';
import { failingAxeFindings } from '../support/axeFindings';
import { mount } from '../support/mount';
import { asOnSubmit, createReferenceScorer } from '../support/referenceScorer';

async function axeFindings(root: Element) {
  const results = await axe.run(root, { resultTypes: ['violations'] });
  return failingAxeFindings(results.violations);
}

const heading = (root: Element) => root.querySelector('.method-screen__heading')?.textContent ?? '';
const position = (root: Element) => `${heading(root)}|${root.querySelector('.method-screen__position')?.textContent ?? ''}`;
const waitFor = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

/** Answers whatever control has focus, if it still needs an answer. Returns true when it acted. */
async function answerFocused(active: Element): Promise<boolean> {
  const role = active.getAttribute('role');
  if (role === 'radio' || (active instanceof HTMLInputElement && active.type === 'radio')) {
    const group = active.closest('[role="radiogroup"], fieldset');
    const answered = group?.querySelector('[aria-checked="true"], input:checked');
    if (!answered) {
      await userEvent.keyboard(' ');
      return true;
    }
  }
  if (role === 'slider' && !active.hasAttribute('data-method-touched')) {
    active.setAttribute('data-method-touched', '');
    await userEvent.keyboard('{ArrowRight}');
    return true;
  }
  return false;
}

describe(`the sample course by keyboard alone, in ${inPageEngineLabel}`, () => {
  it('reads the disclosure and plays the first two phases with Tab, Space, arrows and Enter, axe-clean on every screen', async () => {
    const onSubmit = asOnSubmit(createReferenceScorer(methodCourse, methodCourseKeys));
    const { container, unmount } = await mount(<CoursePlayer payload={methodCourse} userId="5f0c9a8e-3b1d-4e7a-9c2f-1a2b3c4d5e6f" onSubmit={onSubmit} />);
    // An accredited activity opens on the provider's disclosure, which has no phase heading.
    expect(container.querySelector('.method-disclosure')).not.toBeNull();
    const phasesSeen = new Set<string>([heading(container)].filter(Boolean));
    const screensChecked: string[] = [];
    (document.activeElement as HTMLElement | null)?.blur();

    for (let step = 0; step < 400 && phasesSeen.size < 3; step += 1) {
      const here = position(container);
      if (!screensChecked.includes(here)) {
        screensChecked.push(here);
        expect(await axeFindings(container), here).toEqual([]);
      }
      await userEvent.keyboard('{Tab}');
      const active = document.activeElement;
      if (!active || !container.contains(active)) continue;
      if (await answerFocused(active)) continue;
      const label = active.textContent?.trim();
      const actionable = active.tagName === 'BUTTON' && active.getAttribute('aria-disabled') !== 'true' && !active.closest('nav');
      if (actionable && (label === 'Continue' || label === 'Continue to the activity' || label === 'Submit answers' || label === 'Check answer')) {
        await userEvent.keyboard('{Enter}');
        await waitFor(() => position(container) !== here || container.querySelector('.method-status [data-passed], [data-passed]') !== null);
        if (position(container) !== here) (document.activeElement as HTMLElement).focus();
        phasesSeen.add(heading(container));
      }
    }
    expect(phasesSeen.size).toBe(3);
    expect(screensChecked.length).toBeGreaterThanOrEqual(2);
    await unmount();
    await reportFigureFromBrowser(`Sample course by keyboard alone in ${inPageEngineLabel}: disclosure and ${phasesSeen.size - 1} phases played with Tab, Space, arrows and Enter, ${screensChecked.length} screens axe-clean`);
  });
});
