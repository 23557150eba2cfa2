import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../support/expectAccessible';
import { renderPlayer } from '../../support/renderPlayer';

/**
 * Review before submit (docs/player.md): a multi-screen assessment lists every answer before it is sent, each with a
 * "Change" back to its screen; "Submit answers" is on the review. Driven as a learner drives it,
 * keyboard first.
 */

const mcq = (id: string, screen_index: number, questionId: string, question: string, options: string[], extra: Record<string, unknown> = {}) => ({
  id, type: 'mcq', reveal_after: null, screen_index, screen_role: 'primary', questions: [{ id: questionId, question, options }], ...extra,
});

const quiz = (components: unknown[]) => ({
  contract_version: '2026-09-03', course_id: 'c-review', organization_id: 'org-1', name: 'Review', format: 'method',
  phases: [
    { id: 'quiz', title: 'Assessment', type: 'assessment', required: true, order: 0, display_mode: 'sequential', screen_count: 2, components },
    { id: 'end', title: 'End', type: 'content', required: true, order: 1, display_mode: 'sequential', screen_count: 1, components: [{ id: 'bye', type: 'html', screen_index: 0, content: '<p>Bye</p>' }] },
  ],
});

const twoScreens = quiz([
  mcq('m1', 0, 'q1', 'First-line add-on?', ['Spironolactone', 'Doxazosin']),
  mcq('m2', 1, 'q2', 'Target BP?', ['<130/80', '<150/90']),
]);

/** The polite live region's latest words. */
const announced = () => document.querySelector('[role="status"][aria-live="polite"]')?.textContent ?? '';
const forward = (name: string) => screen.getByRole('button', { name });

async function answerBothScreens(view: ReturnType<typeof renderPlayer>) {
  await view.user.click(screen.getByRole('radio', { name: 'Doxazosin' }));
  await view.user.click(forward('Continue'));
  await view.user.click(screen.getByRole('radio', { name: '<130/80' }));
}

describe('review before submit', () => {
  it('lists each answer with a named Change, focuses the review heading and announces it; nothing is sent yet', async () => {
    const view = renderPlayer({ payload: twoScreens });
    await answerBothScreens(view);
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull();
    // The keyboard path: Tab to "Review answers", Enter.
    forward('Back').focus();
    await view.user.tab();
    expect(document.activeElement).toBe(forward('Review answers'));
    await view.user.keyboard('{Enter}');

    const heading = screen.getByRole('heading', { level: 2, name: 'Review your answers: Assessment' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('region', { name: 'Review your answers: Assessment' })).toBeTruthy();
    expect(announced()).toBe('You answered 2 of 2 questions.');
    expect(screen.queryByText(/^Screen \d of \d$/)).toBeNull();
    const rows = within(screen.getByRole('list', { name: /^(Review your answers|Revisa tus respuestas): / })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['First-line add-on?Your answer: DoxazosinChange', 'Target BP?Your answer: <130/80Change']);
    expect(within(rows[0]!).getByRole('button').getAttribute('aria-label')).toBe('Change your answer to “First-line add-on?”');
    expect(screen.getByRole('button', { name: 'Change your answer to “Target BP?”' })).toBeTruthy();
    expect(forward('Submit answers').getAttribute('aria-disabled')).toBeNull();
    expect(forward('Back to the questions')).toBeTruthy();
    expect(view.onSubmit).not.toHaveBeenCalled();
    await expectAccessible(view.container);
  });

  it('Change goes to the question’s screen, focused; the learner changes it, reviews again and submits the exact body', async () => {
    const view = renderPlayer({ payload: twoScreens });
    await answerBothScreens(view);
    await view.user.click(forward('Review answers'));
    // Keyboard: Tab from the focused heading to the first Change, Enter.
    await view.user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change your answer to “First-line add-on?”' }));
    await view.user.keyboard('{Enter}');

    const heading = screen.getByRole('heading', { level: 2, name: 'Assessment' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Screen 1 of 2')).toBeTruthy();
    expect(announced()).toBe('Screen 1 of 2.');
    await view.user.click(screen.getByRole('radio', { name: 'Spironolactone' }));
    await view.user.click(forward('Continue'));
    await view.user.click(forward('Review answers'));
    expect(screen.getByText('Your answer: Spironolactone')).toBeTruthy();

    const submit = forward('Submit answers');
    await view.user.click(submit);
    await screen.findByText('Passed');
    expect(view.bodies).toEqual([{
      activity_id: 'c-review', user_id: 'user-1', phase_id: 'quiz', phase_type: 'assessment', time_spent_minutes: 0,
      answers: [{ question_id: 'q1', selected: 'Spironolactone' }, { question_id: 'q2', selected: '<130/80' }],
    }]);
    // The result closes the review on the last screen; focus stays on the one forward control, now Continue.
    expect(screen.getByRole('heading', { level: 2, name: 'Assessment' })).toBeTruthy();
    expect(document.activeElement).toBe(forward('Continue'));
  });

  it('Back to the questions returns to the last screen, focused, with the answers as they were', async () => {
    const view = renderPlayer({ payload: twoScreens });
    await answerBothScreens(view);
    await view.user.click(forward('Review answers'));
    await view.user.click(forward('Back to the questions'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Assessment' }));
    expect(screen.getByText('Screen 2 of 2')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '<130/80' }) as HTMLInputElement).checked).toBe(true);
    expect(forward('Review answers')).toBeTruthy();
    expect(view.onSubmit).not.toHaveBeenCalled();
  });

  it('says "Not answered" for a question left out, and counts it', async () => {
    const view = renderPlayer({
      payload: quiz([
        mcq('m1', 0, 'q1', 'First-line add-on?', ['Spironolactone', 'Doxazosin'], { required: false }),
        mcq('m2', 1, 'q2', 'Target BP?', ['<130/80', '<150/90']),
      ]),
    });
    await view.user.click(forward('Continue'));
    await view.user.click(screen.getByRole('radio', { name: '<130/80' }));
    await view.user.click(forward('Review answers'));
    expect(announced()).toBe('You answered 1 of 2 questions.');
    expect(within(screen.getByRole('region', { name: 'Review your answers: Assessment' })).getByText('You answered 1 of 2 questions.')).toBeTruthy();
    const [first] = within(screen.getByRole('list', { name: /^(Review your answers|Revisa tus respuestas): / })).getAllByRole('listitem');
    expect(within(first!).getByText('Not answered')).toBeTruthy();
    expect(first!.getAttribute('data-answered')).toBe('false');
    await view.user.click(forward('Submit answers'));
    await waitFor(() => expect(view.bodies).toHaveLength(1));
    expect(view.bodies[0]!.answers).toEqual([{ question_id: 'q2', selected: '<130/80' }]);
  });

  it('a double click on "Review answers" opens the review and sends nothing (the second click never acts)', async () => {
    const view = renderPlayer({ payload: twoScreens });
    await answerBothScreens(view);
    await view.user.dblClick(forward('Review answers'));
    expect(screen.getByRole('heading', { level: 2, name: 'Review your answers: Assessment' })).toBeTruthy();
    expect(view.onSubmit).not.toHaveBeenCalled();
  });

  it('waits, with its reason, while the last screen is unanswered', async () => {
    const view = renderPlayer({ payload: twoScreens });
    await view.user.click(screen.getByRole('radio', { name: 'Doxazosin' }));
    await view.user.click(forward('Continue'));
    const review = forward('Review answers');
    expect(review.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(review.getAttribute('aria-describedby')!)?.textContent).toBe('Answer every question on this screen to continue.');
    await view.user.click(review);
    expect(screen.queryByRole('heading', { level: 2, name: 'Review your answers: Assessment' })).toBeNull();
  });

  it('is off when the host passes review={false}: the last screen submits', async () => {
    const view = renderPlayer({ payload: twoScreens, review: false });
    await answerBothScreens(view);
    expect(screen.queryByRole('button', { name: 'Review answers' })).toBeNull();
    await view.user.click(forward('Submit answers'));
    await waitFor(() => expect(view.bodies).toHaveLength(1));
    await screen.findByText('Score: 50%');
  });

  it('speaks Spanish with the Spanish table', async () => {
    const { default: es } = await import('../../../src/locales/es');
    const view = renderPlayer({ payload: twoScreens, strings: es, locale: 'es' });
    await view.user.click(screen.getByRole('radio', { name: 'Doxazosin' }));
    await view.user.click(forward('Continuar'));
    await view.user.click(screen.getByRole('radio', { name: '<130/80' }));
    await view.user.click(forward('Revisar respuestas'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Revisa tus respuestas: Assessment' }));
    expect(within(screen.getByRole('region', { name: 'Revisa tus respuestas: Assessment' })).getByText('Respondiste 2 de 2 preguntas.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar tu respuesta a «Target BP?»' }).textContent).toBe('Cambiar');
    expect(forward('Enviar respuestas')).toBeTruthy();
    expect(forward('Volver a las preguntas')).toBeTruthy();
  });
});
