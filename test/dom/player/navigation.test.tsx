import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../support/expectAccessible';
import { renderPlayer } from '../../support/renderPlayer';

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('CoursePlayer navigation', () => {
  it('shows the first screen, its position, and the phases as a navigation landmark', () => {
    renderPlayer();
    expect(screen.getByRole('heading', { level: 2, name: 'Meet the patient' })).toBeTruthy();
    expect(screen.getByText('Screen 1 of 2')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Course progress' });
    expect(within(nav).getByRole('button', { name: 'Meet the patient' }).getAttribute('aria-current')).toBe('step');
    expect(within(nav).getByText('Work-up').closest('li')?.getAttribute('data-status')).toBe('locked');
  });

  it('links [N] reference markers in prose to the references listed with the course', () => {
    const { container } = renderPlayer();
    expect(screen.getByRole('link', { name: '[1]' }).getAttribute('href')).toBe('#method-ref-1');
    expect(container.querySelector('#method-ref-1')?.textContent).toContain('Guideline');
  });

  it('moves focus to the new screen heading (it says the title) and announces only the position on Continue', async () => {
    const { user } = renderPlayer();
    await user.click(continueButton());
    const heading = screen.getByRole('heading', { level: 2, name: 'Meet the patient' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Screen 2 of 2')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Screen 2 of 2.');
  });

  it('keeps Continue focusable but inert with a stated reason until the question is answered', async () => {
    const { user, onSubmit } = renderPlayer();
    await user.click(continueButton());
    const button = screen.getByRole('button', { name: 'Submit answers' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Answer every question on this screen to continue.')).toBeTruthy();
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reveals the block gated on an ungraded choice as soon as it is answered, in its authored place', async () => {
    const { user } = renderPlayer();
    await user.click(continueButton());
    expect(screen.queryByText('Three drugs at full dose, one a diuretic.')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const revealed = screen.getByText('Three drugs at full dose, one a diuretic.');
    const question = screen.getByRole('radiogroup', { name: 'Is this resistant hypertension?' });
    expect(question.compareDocumentPosition(revealed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('does not enter a locked phase from the progress header', async () => {
    const { user } = renderPlayer();
    const nav = screen.getByRole('navigation', { name: 'Course progress' });
    expect(within(nav).queryByRole('button', { name: /Assessment/ })).toBeNull();
    await user.click(within(nav).getByText('Assessment'));
    expect(screen.getByRole('heading', { level: 2, name: 'Meet the patient' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Assessment' })).toBeNull();
    const lockedItem = within(nav).getByText('Assessment').closest('li')!;
    expect(lockedItem.textContent).toContain('(Locked). Complete “Meet the patient” first.');
  });

  it('has no axe violation of any impact', async () => {
    const { container } = renderPlayer();
    await expectAccessible(container);
  });

  it('works by keyboard alone on the first phase', async () => {
    const { user, bodies } = renderPlayer();
    continueButton().focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getAllByRole('radio')).toContain(document.activeElement);
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByText('Three drugs at full dose, one a diuretic.')).toBeTruthy());
    screen.getByRole('button', { name: 'Submit answers' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
  });
});
