/**
 * A learner with a keyboard and no pointer. Real key presses come from `send`, which takes
 * testing-library's keyboard syntax (`{Tab}`, `{Shift>}{Tab}{/Shift}`, text): in-page suites pass
 * vitest's browser `userEvent.keyboard` (./keyboardUser.ts), a page driven from Node a bridge to
 * Playwright's keyboard (./engines/pressKeys.ts). It offers the methods the sample-course walker calls (`click`, `type`, `keyboard`,
 * `selectOptions`, `focus`), each done with keys only: Tab or Shift+Tab to the control, then Enter,
 * Space, arrows or typing. A radio is reached by tabbing into its group and arrowing to it, as a
 * keyboard user does. `presses` counts every key sent.
 */
export interface KeyboardUser {
  click(element: Element): Promise<void>;
  type(element: Element, text: string): Promise<void>;
  keyboard(keys: string): Promise<void>;
  /** Chooses one option (the first given) of a closed select by arrow keys. */
  selectOptions(element: Element, values: string | string[] | HTMLElement | HTMLElement[]): Promise<void>;
  focus(element: Element): Promise<void>;
  readonly presses: number;
}

/** Enough to cross the longest screen of the sample course (the stacked education phase) and back. */
const MAX_PRESSES = 300;

const describe = (element: Element) => `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`;
const isRadio = (element: Element | null): element is HTMLElement => element !== null && (element.getAttribute('role') === 'radio' || (element instanceof HTMLInputElement && element.type === 'radio'));
const isChecked = (element: Element) => element.getAttribute('aria-checked') === 'true' || (element instanceof HTMLInputElement && element.checked);
/** Text typed as itself: vitest's keyboard syntax gives `{` and `[` a meaning. */
const literal = (text: string) => text.replace(/[{[]/g, (bracket) => bracket + bracket);

export function keyboardLearner(send: (keys: string) => Promise<unknown>): KeyboardUser {
  let presses = 0;
  const press = async (keys: string) => {
    presses += 1;
    await send(keys);
  };

  /** Tab (or Shift+Tab, when `target` comes before the focus) until `reached` holds. */
  const tabUntil = async (reached: (active: Element | null) => boolean, target: Element) => {
    for (let step = 0; step < MAX_PRESSES; step += 1) {
      const active = document.activeElement;
      if (reached(active)) return;
      const focusFollowsTarget = active !== null && active !== document.body && (target.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      await press(focusFollowsTarget ? '{Shift>}{Tab}{/Shift}' : '{Tab}');
    }
    throw new Error(`Tab and Shift+Tab never reached ${describe(target)}; focus is on ${document.activeElement ? describe(document.activeElement) : 'nothing'}`);
  };

  const focus = (element: Element) => tabUntil((active) => active === element, element);

  /** Into the radio's group by Tab, then along it by arrows (which choose as they go), Space if still unchosen. */
  const chooseRadio = async (radio: HTMLElement) => {
    const group = radio.closest('[role="radiogroup"], fieldset, [role="group"]') ?? radio.parentElement!;
    const radios = [...group.querySelectorAll<HTMLElement>('[role="radio"], input[type="radio"]')];
    await tabUntil((active) => isRadio(active) && group.contains(active), radio);
    for (let step = 0; step < radios.length * 2 && document.activeElement !== radio; step += 1) {
      const forward = radios.indexOf(radio) > radios.indexOf(document.activeElement as HTMLElement);
      await press(forward ? '{ArrowDown}' : '{ArrowUp}');
    }
    if (document.activeElement !== radio) throw new Error(`Arrow keys never reached ${describe(radio)}`);
    if (!isChecked(radio)) await press(' ');
  };

  return {
    get presses() {
      return presses;
    },
    focus,
    keyboard: press,
    async click(element) {
      if (isRadio(element)) return chooseRadio(element);
      await focus(element);
      // Space for what a keyboard user ticks, Enter for buttons (and links).
      await press(element instanceof HTMLInputElement && element.type === 'checkbox' ? ' ' : '{Enter}');
    },
    async type(element, text) {
      await focus(element);
      await press(literal(text));
    },
    async selectOptions(element, values) {
      const option = Array.isArray(values) ? values[0] : values;
      const select = element as HTMLSelectElement;
      const wanted = typeof option === 'string' ? [...select.options].find((o) => o.value === option || o.textContent === option) : option;
      if (!wanted) throw new Error(`No option ${String(option)} in ${describe(select)}`);
      await focus(select);
      // A closed select takes arrow keys in Chromium: each one picks the next or previous option.
      for (let step = 0; step < select.options.length * 2 && select.value !== (wanted as HTMLOptionElement).value; step += 1) {
        await press((wanted as HTMLOptionElement).index > select.selectedIndex ? '{ArrowDown}' : '{ArrowUp}');
      }
      if (select.value !== (wanted as HTMLOptionElement).value) throw new Error(`Arrow keys never chose ${describe(wanted)}`);
    },
  };
}
