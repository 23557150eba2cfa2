/** The chosen option of a question (else its first), if it can still be answered. */
const CHOICES = ['[role="radio"][aria-checked="true"]:not([disabled])', 'input[type="radio"]:checked:not(:disabled)', '[role="radio"]:not([disabled])', 'input[type="radio"]:not(:disabled)'];

/** Moves focus into one question of a quiz; false when it has nothing left to focus. */
export function focusQuestion(root: HTMLElement, questionId: string): boolean {
  const item = [...root.querySelectorAll<HTMLElement>('[data-question-id]')].find((element) => element.dataset.questionId === questionId);
  for (const selector of CHOICES) {
    const target = item?.querySelector<HTMLElement>(selector);
    if (target) {
      target.focus();
      return true;
    }
  }
  return false;
}

/** Moves focus to a question's time message (it says the time ran out). */
export function focusStatus(item: HTMLElement | undefined): void {
  item?.querySelector<HTMLElement>('[role="status"][tabindex="-1"]')?.focus();
}
