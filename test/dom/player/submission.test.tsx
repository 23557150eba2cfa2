import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLAYER_COURSE_ID, playerScorer } from '../../support/playerCourse';
import { renderPlayer } from '../../support/renderPlayer';

const base = { activity_id: PLAYER_COURSE_ID, user_id: 'user-1', time_spent_minutes: 0 };

async function finishIntro(user: ReturnType<typeof renderPlayer>['user']) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('button', { name: 'Submit answers' }));
  await screen.findByRole('heading', { level: 2, name: 'Assessment' }).catch(() => undefined);
}

describe('CoursePlayer submission', () => {
  it('plays the whole course to completion with the exact submit bodies', async () => {
    const onEvent = vi.fn();
    const { user, bodies } = renderPlayer({ onEvent });
    await finishIntro(user);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Work-up' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Check aldosterone' }));
    expect(screen.queryByText('Screen for primary aldosteronism.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('Screen for primary aldosteronism.')).toBeTruthy();
    expect(screen.getByText('Primary aldosteronism is common in resistant hypertension.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Assessment' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Spironolactone' }));
    await user.click(screen.getByRole('radio', { name: '<130/80' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText('Score: 100%')).toBeTruthy();
    expect(screen.getByText('PATHWAY-2 favoured spironolactone.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Wrap-up' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Finish course' }));
    expect(await screen.findByRole('heading', { name: 'You have completed this course.' })).toBeTruthy();

    expect(bodies).toEqual([
      { ...base, phase_type: 'introduction', phase_id: 'intro', answers: [{ question_id: 'gut', selected: 'yes' }] },
      { ...base, phase_type: 'question', phase_id: 'learn', answers: [{ question_id: 'next-step', selected: 'aldo' }] },
      { ...base, phase_type: 'content', phase_id: 'learn', answers: [{ question_id: 'next-step', selected: 'aldo' }] },
      { ...base, phase_type: 'assessment', phase_id: 'quiz', answers: [{ question_id: 'q1', selected: 'Spironolactone' }, { question_id: 'q2', selected: '<130/80' }] },
      { ...base, phase_type: 'content', phase_id: 'done' },
    ]);
    expect(onEvent.mock.calls.filter(([e]) => e.type === 'completed')).toHaveLength(1);

    // After completion every phase can be reviewed, read-only.
    await user.click(screen.getByRole('button', { name: 'Review the course' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Meet the patient' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Assessment/ }));
    expect(screen.getByText('You have completed this part. Your answers are shown for review.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Spironolactone' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Spironolactone' }).matches(':disabled')).toBe(true);
    // Five submissions through StrictMode: over the 5 s default on a loaded machine.
  }, 20_000);

  it('sends one body for a double click while the request is in flight', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise((r) => (resolve = r)));
    const { user } = renderPlayer({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.dblClick(screen.getByRole('button', { name: 'Submit answers' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await act(async () => resolve(playerScorer({ answers: [{ question_id: 'gut', selected: 'yes' }] })));
    await screen.findByRole('button', { name: 'Continue' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('marks controls busy while a submission is pending', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const { user } = renderPlayer({ onSubmit: () => new Promise((r) => (resolve = r)) });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(screen.getByRole('button', { name: 'Submit answers' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByText('Sending your answers…')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Yes' }).matches(':disabled')).toBe(true);
    await act(async () => resolve(playerScorer({ answers: [{ question_id: 'gut', selected: 'yes' }] })));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('aria-busy')).toBe(false);
  });

  it('keeps answers after a rejected submission and succeeds on Retry', async () => {
    let fail = true;
    const onSubmit = vi.fn(async (body: Parameters<typeof playerScorer>[0]) => {
      if (fail) throw Object.assign(new Error('Bad request'), { status: 400 });
      return playerScorer(body);
    });
    const { user } = renderPlayer({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your answers could not be sent');
    expect(screen.getByRole('status').textContent).toBe('Your answers could not be sent.');
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Work-up' })).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]?.[0]).toEqual(onSubmit.mock.calls[0]?.[0]);
  });

  it('tells an unauthorised learner what to do and does not retry on its own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onSubmit = vi.fn(async () => {
        throw Object.assign(new Error('Unauthorized'), { status: 401, code: 'invalid_api_key' });
      });
      const { user } = renderPlayer({ onSubmit });
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await user.click(screen.getByRole('radio', { name: 'Yes' }));
      await user.click(screen.getByRole('button', { name: 'Submit answers' }));
      expect((await screen.findByRole('alert')).textContent).toContain('not authorised');
      await act(async () => vi.advanceTimersByTime(120_000));
      expect(onSubmit).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a failed assessment with a retake that keeps the answers editable', async () => {
    const { user } = renderPlayer({ initialProgress: { completedPhaseIds: ['intro', 'learn'], currentPhaseId: 'quiz' } });
    await user.click(screen.getByRole('radio', { name: 'Doxazosin' }));
    await user.click(screen.getByRole('radio', { name: '<130/80' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText('Score: 50%')).toBeTruthy();
    expect(screen.getByText('Incorrect')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retake this part' }));
    // A retake starts from the previous answers (docs/assumptions.md), and they can be changed.
    await waitFor(() => expect(screen.queryByText('Score: 50%')).toBeNull());
    expect((screen.getByRole('radio', { name: 'Doxazosin' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Spironolactone' }));
    expect((screen.getByRole('radio', { name: 'Spironolactone' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Score: 50%')).toBeNull();
  });
});
