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
    await user.click(screen.getByRole('button', { name: 'Finish course' }));
    const completion = await screen.findByRole('region', { name: 'You have completed this course.' });
    expect(within(completion).getByText('Certificate CE-2026-0042 issued')).toBeTruthy();
    expect(within(completion).getByText('Resistant hypertension needs a work-up.')).toBeTruthy();
    await user.click(within(completion).getByRole('checkbox', { name: 'Screen for aldosteronism' }));
    await user.click(within(completion).getByRole('button', { name: /submit/i }));
    expect(onFollowUpSubmit).toHaveBeenCalledWith(expect.objectContaining({ commitment: expect.objectContaining({ optionIds: ['c1'] }) }));
  });

  it('shows the host certificate state in a certificate phase too', () => {
    const withCertificatePhase = {
      ...payload,
      phases: [
        ...payload.phases,
        { id: 'cert', title: 'Your certificate', type: 'certificate', required: false, order: 4, display_mode: 'stacked', screen_count: 1,
          components: [{ id: 'cert-text', type: 'html', reveal_after: null, screen_index: 0, screen_role: 'primary', content: '<p>Claim your credit.</p>' }] },
      ],
    };
    renderPlayer({
      payload: withCertificatePhase,
      initialProgress: { completedPhaseIds: ['intro', 'learn', 'quiz', 'done'], currentPhaseId: 'cert' },
      certificate: <p>Certificate pending verification</p>,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Your certificate' })).toBeTruthy();
    expect(screen.getByText('Certificate pending verification')).toBeTruthy();
  });

  it('lets the strings prop reach the course chrome the player shows', () => {
    renderPlayer({ strings: { course: { referencesHeading: 'Références' } } });
    expect(screen.getByRole('heading', { name: 'Références' })).toBeTruthy();
  });
});
