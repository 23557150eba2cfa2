import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SubmitProgressBody } from '../../../src/contract';
import { playerScorer } from '../../support/playerCourse';
import { renderPlayer } from '../../support/renderPlayer';

describe('a failed anchor check', () => {
  it('offers exactly one Try again, which checks the answer again', async () => {
    let refuseChecks = true;
    // The service refuses the graded check once (not retried on its own), then answers.
    const onSubmit = vi.fn(async (body: SubmitProgressBody) => {
      if (body.phase_type === 'question' && refuseChecks) return { success: false, error: { code: 'internal_error', message: 'try later' } };
      return playerScorer(body);
    });
    const { user } = renderPlayer({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Work-up' });

    await user.click(screen.getByRole('radio', { name: 'Check aldosterone' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your answers could not be sent.', { exact: false })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    // The one Try again sits with the message that says what failed; the block's own button keeps its name.
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check answer' })).toBeTruthy();

    refuseChecks = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Screen for primary aldosteronism.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(onSubmit.mock.calls.filter(([body]) => body.phase_type === 'question')).toHaveLength(2);
  });
});
