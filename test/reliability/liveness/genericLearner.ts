import { act, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { defaultStrings as strings, en } from '../../../src/strings/en';
import type { SeededRandom } from '../seededRandom';

/**
 * A learner who knows nothing about the course or the player's kinds: on every screen they answer
 * whatever is offered, by role (radio groups, selects, text boxes, checkboxes, sliders, toggle
 * buttons, draggable items), press Check answer and Try again when offered, and press the screen's
 * forward control. Whatever the service answers, they must reach the end; a forward control that is
 * disabled must say why in text, or the learner would not know what to do.
 */
export interface GenericLearnerOptions {
  user: UserEvent;
  random: SeededRandom;
  /** The element the player was rendered into. */
  root: HTMLElement;
  /** Guard: a player bug ends the walk as stuck instead of hanging it. */
  maxActions?: number;
}

export interface LearnerWalk {
  /** `unreadable`: the player said, as an alert, that the course cannot be read or has no content. */
  outcome: 'completed' | 'unreadable' | 'stuck';
  reason: string | null;
  /** What the learner did, in order (for the failure message). */
  trail: string[];
  /** Forward controls seen disabled with no reason in text. */
  silentlyDisabled: string[];
}

// An accredited activity opens on the provider's disclosure: its Continue is a forward control too.
const FORWARD = new Set([strings.continueLabel, strings.submitLabel, strings.reviewAnswersLabel, strings.finishCourseLabel, strings.retryLabel, strings.retakeLabel, en.course.disclosureContinue]);
const WAIT = { timeout: 4000 };
const MAX_CHECKS_PER_BLOCK = 12;

class StuckError extends Error {}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isDisabled = (element: Element) => element.getAttribute('aria-disabled') === 'true' || (element as HTMLButtonElement).disabled || element.closest('fieldset:disabled') !== null;
const nameOf = (element: Element) =>
  element.getAttribute('aria-label') ?? ((element as HTMLInputElement).labels?.[0]?.textContent || element.textContent)?.trim() ?? '';

function forwardControl(root: HTMLElement): HTMLElement | null {
  const actions = root.querySelector<HTMLElement>('.method-actions');
  if (!actions) return null;
  return within(actions).queryAllByRole('button').find((button) => FORWARD.has(nameOf(button))) ?? null;
}

/** The text that says why a control is disabled: what its aria-describedby names, if visible. */
function disabledReason(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').filter(Boolean).join(' ');
}

function screenName(root: HTMLElement): string {
  const heading = within(root).queryAllByRole('heading', { level: 2 })[0]?.textContent ?? '?';
  const position = within(root).queryByText(/^Screen \d+ of \d+$/)?.textContent ?? '';
  return `${heading}${position ? ` (${position})` : ''}`;
}

export async function walkGenerically({ user, random, root, maxActions = 400 }: GenericLearnerOptions): Promise<LearnerWalk> {
  const walk: LearnerWalk = { outcome: 'stuck', reason: null, trail: [], silentlyDisabled: [] };
  const touchedSliders = new WeakSet<Element>();
  /** What a block's controls held when its Check answer was last pressed: the same again is pointless. */
  let checkedWith = new WeakMap<Element, string>();
  const checksOf = new WeakMap<Element, number>();
  let partnerWanted: Element | null = null;
  let idle = 0;

  const note = (what: string) => walk.trail.push(`${screenName(root)}: ${what}`);
  const enabled = (elements: Iterable<HTMLElement>) => [...elements].filter((element) => !isDisabled(element) && element.isConnected);
  const blockOf = (element: Element): HTMLElement => element.closest<HTMLElement>('.method-block') ?? root;
  const selectionOf = (scope: Element) =>
    [...scope.querySelectorAll<HTMLElement>('input, select, textarea, [aria-pressed], [role="radio"], [role="slider"]')]
      .map((control) => `${(control as HTMLInputElement).value ?? ''}:${(control as HTMLInputElement).checked ?? ''}:${control.getAttribute('aria-pressed') ?? ''}:${control.getAttribute('aria-checked') ?? ''}:${control.getAttribute('aria-valuenow') ?? ''}`)
      .join('|');

  /** Waits until nothing is on its way: no busy control, no activity still loading. */
  const settle = async () => {
    await waitFor(() => {
      if (root.querySelector('[aria-busy="true"]')) throw new Error('busy');
      if (within(root).queryAllByText(strings.activityLoading).length > 0) throw new Error('loading');
    }, WAIT).catch(() => undefined);
  };

  /** A radio group with nothing chosen (native or ARIA): choose one of its options. */
  const chooseRadio = async (): Promise<boolean> => {
    const groups = [...root.querySelectorAll<HTMLElement>('fieldset, [role="radiogroup"], [role="group"]')];
    for (const group of groups) {
      const radios = enabled(within(group).queryAllByRole('radio')).filter((radio) => radio.closest('fieldset, [role="radiogroup"], [role="group"]') === group);
      if (radios.length === 0) continue;
      const chosen = radios.some((radio) => (radio as HTMLInputElement).checked || radio.getAttribute('aria-checked') === 'true');
      const retry = chosen && checkedWith.get(blockOf(group)) === selectionOf(blockOf(group)) && within(blockOf(group)).queryAllByRole('button', { name: strings.checkAnswerLabel }).length > 0;
      if (chosen && !retry) continue;
      const others = retry ? radios.filter((radio) => !((radio as HTMLInputElement).checked || radio.getAttribute('aria-checked') === 'true')) : radios;
      if (others.length === 0) continue;
      const radio = random.pick(others);
      note(`${retry ? 'picks again' : 'picks'} "${nameOf(radio) || (radio as HTMLInputElement).value}"`);
      await user.click(radio);
      return true;
    }
    return false;
  };

  /** A select left on its placeholder: choose an option, then press the button beside it, if any. */
  const chooseSelect = async (): Promise<boolean> => {
    const select = enabled(within(root).queryAllByRole('combobox')).find((element) => (element as HTMLSelectElement).value === '') as HTMLSelectElement | undefined;
    if (!select) return false;
    const options = [...select.options].filter((option) => option.value !== '' && !option.disabled);
    if (options.length === 0) return false;
    const option = random.pick(options);
    note(`selects "${option.textContent}"`);
    await user.selectOptions(select, option);
    const beside = enabled(select.parentElement?.querySelectorAll<HTMLElement>('button') ?? []).find((button) => !FORWARD.has(nameOf(button)));
    if (beside) {
      note(`presses "${nameOf(beside)}"`);
      await user.click(beside);
    }
    return true;
  };

  const typeText = async (): Promise<boolean> => {
    const boxes = enabled([...within(root).queryAllByRole('textbox'), ...within(root).queryAllByRole('spinbutton')]);
    const box = boxes.find((element) => (element as HTMLInputElement).value === '' && !(element as HTMLInputElement).readOnly);
    if (!box) return false;
    note('types an answer');
    await user.type(box, box.getAttribute('role') === 'spinbutton' || (box as HTMLInputElement).type === 'number' ? '3' : 'A considered answer.');
    return true;
  };

  const tickCheckbox = async (): Promise<boolean> => {
    for (const group of root.querySelectorAll<HTMLElement>('fieldset, [role="group"]')) {
      const boxes = enabled(within(group).queryAllByRole('checkbox'));
      if (boxes.length === 0 || boxes.some((box) => (box as HTMLInputElement).checked)) continue;
      const box = random.pick(boxes);
      note(`ticks "${nameOf(box)}"`);
      await user.click(box);
      return true;
    }
    return false;
  };

  const moveSlider = async (): Promise<boolean> => {
    const slider = enabled(within(root).queryAllByRole('slider')).find((element) => !touchedSliders.has(element));
    if (!slider) return false;
    touchedSliders.add(slider);
    note('moves a slider');
    act(() => slider.focus());
    await user.keyboard(random.chance(0.5) ? '{ArrowRight}' : '{ArrowLeft}');
    return true;
  };

  /**
   * Toggle buttons: in a group, one is the choice (press one when none is); in a list, a pressed one
   * waits for its partner (cards are paired by pressing two).
   */
  const pressToggle = async (): Promise<boolean> => {
    const toggles = enabled(root.querySelectorAll<HTMLElement>('button[aria-pressed]'));
    const containers = new Set(toggles.map((toggle) => toggle.closest('ul, [role="group"]') ?? blockOf(toggle)));
    for (const container of containers) {
      const mine = toggles.filter((toggle) => (toggle.closest('ul, [role="group"]') ?? blockOf(toggle)) === container);
      const pressed = mine.filter((toggle) => toggle.getAttribute('aria-pressed') === 'true');
      const unpressed = mine.filter((toggle) => toggle.getAttribute('aria-pressed') !== 'true');
      const block = blockOf(container);
      const retry = pressed.length > 0 && checkedWith.get(block) === selectionOf(block) && within(block).queryAllByRole('button', { name: strings.checkAnswerLabel }).length > 0;
      const wantsPartner = pressed.length === 1 && container.tagName === 'UL' && partnerWanted === container;
      if ((pressed.length > 0 && !retry && !wantsPartner) || unpressed.length === 0) continue;
      const toggle = random.pick(unpressed);
      note(`presses "${nameOf(toggle)}"`);
      partnerWanted = pressed.length === 0 ? container : null;
      await user.click(toggle);
      return true;
    }
    return false;
  };

  /** A draggable item not placed yet: pick it up, move it some zones along, drop it (keyboard). */
  const dragItem = async (): Promise<boolean> => {
    const item = enabled(root.querySelectorAll<HTMLElement>('[aria-roledescription="draggable"]')).find((element) => element.closest('[data-placed="false"]'));
    if (!item) return false;
    const zones = blockOf(item).querySelectorAll('.method-dnd__zone').length;
    note(`drags "${nameOf(item)}"`);
    act(() => item.focus());
    await user.keyboard(' ');
    for (let step = random.int(1, Math.max(1, zones)); step > 0; step -= 1) await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    return true;
  };

  /** Check answer, when what the block holds has not been checked as it is. */
  const check = async (): Promise<boolean> => {
    for (const button of enabled(within(root).queryAllByRole('button', { name: strings.checkAnswerLabel }))) {
      const block = blockOf(button);
      if (checkedWith.get(block) === selectionOf(block)) continue;
      checkedWith.set(block, selectionOf(block));
      const checks = (checksOf.get(block) ?? 0) + 1;
      checksOf.set(block, checks);
      // However often the service says "wrong", a learner trying every answer settles it in a few checks.
      if (checks > MAX_CHECKS_PER_BLOCK) throw new StuckError(`Check answer pressed ${MAX_CHECKS_PER_BLOCK} times in one block and it never settles`);
      note('checks the answer');
      await user.click(button);
      return true;
    }
    return false;
  };

  const tryAgainInBlocks = async (): Promise<boolean> => {
    const button = enabled(within(root).queryAllByRole('button', { name: strings.retryLabel })).find((candidate) => !candidate.closest('.method-actions'));
    if (!button) return false;
    note('presses Try again on a check');
    await user.click(button);
    return true;
  };

  const play = async (): Promise<LearnerWalk> => {
    for (let action = 0; action < maxActions; action += 1) {
      await settle();
      if (within(root).queryByRole('heading', { level: 2, name: strings.courseComplete })) return { ...walk, outcome: 'completed' };
      const forward = forwardControl(root);
      if (forward && isDisabled(forward) && disabledReason(forward) === '') walk.silentlyDisabled.push(`${screenName(root)}: "${nameOf(forward)}"`);

      if (await tryAgainInBlocks()) continue;
      const answered = (await chooseRadio()) || (await chooseSelect()) || (await typeText()) || (await tickCheckbox()) || (await moveSlider()) || (await dragItem()) || (await pressToggle()) || (await check());
      if (answered) {
        idle = 0;
        continue;
      }
      if (!forward && within(root).queryByText(new RegExp(`^(${escape(strings.courseUnreadable)}|${escape(strings.emptyCourse)})$`))) return { ...walk, outcome: 'unreadable' };
      if (!forward) return { ...walk, reason: `${screenName(root)}: no forward control and no completion view` };
      if (isDisabled(forward)) {
        // Nothing left to answer and still disabled: wait a moment (a response may land), then give up.
        idle += 1;
        if (idle > 3) return { ...walk, reason: `${screenName(root)}: "${nameOf(forward)}" stays disabled: ${disabledReason(forward) || 'no reason given'}` };
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      idle = 0;
      partnerWanted = null;
      note(`presses "${nameOf(forward)}"`);
      // A retake clears what the service said, so the same answers may be checked again.
      if (nameOf(forward) === strings.retakeLabel) checkedWith = new WeakMap();
      await user.click(forward);
    }
    return { ...walk, reason: `no end after ${maxActions} actions` };
  };

  try {
    return await play();
  } catch (error) {
    if (error instanceof StuckError) return { ...walk, reason: `${screenName(root)}: ${error.message}` };
    throw error;
  }
}
