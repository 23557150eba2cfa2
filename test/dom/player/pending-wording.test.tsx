import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultStrings as strings } from '../../../src';
import { renderPlayer } from '../../support/renderPlayer';

/** While a phase is on its way, the forward control's reason says what is being sent. */
const never = () => new Promise<unknown>(() => undefined);

describe('the reason a forward control gives while sending', () => {
  it('a phase with nothing answered: "Saving your progress…", not "Sending your answers…"', async () => {
    const { user } = renderPlayer({ onSubmit: never, initialProgress: { completedPhaseIds: ['intro', 'learn', 'quiz'], currentPhaseId: 'done' } });
    await user.click(screen.getByRole('button', { name: strings.finishCourseLabel }));
    const control = screen.getByRole('button', { name: strings.finishCourseLabel });
    expect(control.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(control.getAttribute('aria-describedby')!)?.textContent).toBe(strings.savingProgress);
  });

  it('a phase with answers: "Sending your answers…"', async () => {
    const { user } = renderPlayer({ onSubmit: never });
    await user.click(screen.getByRole('button', { name: strings.continueLabel }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: strings.submitLabel }));
    const control = screen.getByRole('button', { name: strings.submitLabel });
    expect(document.getElementById(control.getAttribute('aria-describedby')!)?.textContent).toBe(strings.continueBlocked('pending'));
  });
});
