import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePlayerPayload } from '../../support/playerCourse';
import { renderPlayer } from '../../support/renderPlayer';

const payload = {
  ...makePlayerPayload(),
  debrief: { caseTakeaway: '<p>Resistant hypertension needs a work-up.</p>', answerKeyHtml: '<p>Spironolactone first.</p>', nextStepsHtml: '<p>Recheck in 4 weeks.</p>' },
  follow_up: {
    intervals_days: [30], email: { subject: 's', intro: 'i', cta_label: 'c' }, landing: { title: 'Follow-up', intro: 'How did it go?', accreditation_note: null },
    commitment: { prompt: 'What will you change?', options: [{ id: 'c1', label: 'Screen for aldosteronism' }], allow_free_text: false },
    survey: { items: [], barriers: [] },
    recheck: null,
  },
};

describe('CoursePlayer on completion', () => {
  it('shows the host certificate, the debrief and the follow-up form, and emits the follow-up answers', async () => {
    const onFollowUpSubmit = vi.fn();
    const { user } = renderPlayer({
      payload,
      initialProgress: { completedPhaseIds: ['intro', 'learn', 'quiz'], currentPhaseId: 'done' },
      certificate: <p>Certificate CE-2026-0042 issued</p>,
      onFollowUpSubmit,
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const completion = await screen.findByRole('region', { name: 'You have completed this course.' });
    expect(within(completion).getByText('Certificate CE-2026-0042 issued')).toBeTruthy();
    expect(within(completion).getByText('Resistant hypertension needs a work-up.')).toBeTruthy();
    await user.click(within(completion).getByRole('checkbox', { name: 'Screen for aldosteronism' }));
    await user.click(within(completion).getByRole('button', { name: /submit/i }));
    expect(onFollowUpSubmit).toHaveBeenCalledWith(expect.objectContaining({ commitment: expect.objectContaining({ optionIds: ['c1'] }) }));
  });
});
