import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoursePlayerProps } from '../../../src';
import { methodCourse } from '../../fixtures';
import { makePlayerPayload, playerScorer } from '../../support/playerCourse';

type Src = typeof import('../../../src');
type Views = typeof import('../../../src/react/lazyViews');

/**
 * The landing and completion pages are chunks of their own. The shared setup preloads them for
 * every other suite; here each test imports a fresh copy of the library, so their code is not
 * there yet, as on a learner's first visit.
 */
let src: Src;
let views: Views;
beforeEach(async () => {
  vi.resetModules();
  src = await import('../../../src');
  views = await import('../../../src/react/lazyViews');
});

function renderFresh(props: Partial<CoursePlayerProps>) {
  const user = userEvent.setup();
  render(
    <StrictMode>
      <src.CoursePlayer payload={makePlayerPayload()} userId="u" onSubmit={async (body) => playerScorer(body)} {...props} />
    </StrictMode>,
  );
  return user;
}

const loadingStatus = () => screen.queryAllByRole('status').find((status) => status.textContent === 'Loading…');

describe('lazily loaded landing and completion pages', () => {
  it('show a loading status (sized like an activity’s) in the landing page’s place until its code is there, then the page', async () => {
    renderFresh({ payload: methodCourse, landing: true });
    expect(loadingStatus()?.className).toBe('method-activity-loading');
    expect(screen.queryByRole('button', { name: 'Start the course' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Start the course' })).toBeTruthy();
    expect(loadingStatus()).toBeUndefined();
  });

  it('fetch the completion page as the course opens, once its first screen is drawn, so a learner who goes offline later can still finish', async () => {
    const preload = vi.spyOn(views.LazyCompletionView, 'preload');
    renderFresh({});
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    // Not while the first screen is drawn: the fetch waits for an idle moment.
    expect(preload).not.toHaveBeenCalled();
    await waitFor(() => expect(preload).toHaveBeenCalled());
  });

  it('fetch the disclosure of an accredited course and the landing page when the course opens on them, and not when it does not', () => {
    const disclosure = vi.spyOn(views.LazyPlayerDisclosure, 'preload');
    const landing = vi.spyOn(views.LazyPlayerLanding, 'preload');
    renderFresh({ payload: methodCourse, disclosure: 'host' });
    expect(disclosure).not.toHaveBeenCalled();
    expect(landing).not.toHaveBeenCalled();
    renderFresh({ payload: methodCourse, landing: true });
    expect(disclosure).toHaveBeenCalled();
    expect(landing).toHaveBeenCalled();
  });

  it('finishing shows the completion page, its code fetched ahead', async () => {
    const preload = vi.spyOn(views.LazyCompletionView, 'preload');
    const user = renderFresh({ initialProgress: { completedPhaseIds: ['intro', 'learn', 'quiz'], currentPhaseId: 'done' } });
    await waitFor(() => expect(preload).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Finish course' }));
    expect(await screen.findByRole('region', { name: 'You have completed this course.' })).toBeTruthy();
  });

  it('fetch the review and the result’s feedback list as the course opens, and a phase readout only for a course that has one', async () => {
    const review = vi.spyOn(views.LazyPhaseReview, 'preload');
    const feedback = vi.spyOn(views.LazyResultFeedbackList, 'preload');
    const readout = vi.spyOn(views.LazyPhaseReadout, 'preload');
    renderFresh({});
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    await waitFor(() => expect(review).toHaveBeenCalled());
    expect(feedback).toHaveBeenCalled();
    expect(readout).not.toHaveBeenCalled();
    renderFresh({ payload: methodCourse });
    await waitFor(() => expect(readout).toHaveBeenCalled());
  });

  it('show a phase readout on its last screen once its code is there, with the notice that it follows the submission', async () => {
    const user = renderFresh({ payload: methodCourse, initialProgress: { completedPhaseIds: ['ph-intro', 'ph-pre', 'ph-education', 'ph-content', 'ph-assessment'], currentPhaseId: 'ph-post' } });
    await user.click(screen.getByRole('radio', { name: 'An SGLT2 inhibitor such as empagliflozin' }));
    await user.click(screen.getByRole('radio', { name: 'Intensify therapy to reach below 130/80 mm Hg' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'How your answers changed' })).toBeTruthy();
    expect(screen.getByText(/available after you submit/)).toBeTruthy();
    expect(loadingStatus()).toBeUndefined();
  });
});
