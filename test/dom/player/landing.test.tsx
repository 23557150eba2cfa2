import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { methodCourse } from '../../fixtures';
import { renderPlayer } from '../../support/renderPlayer';

const title = 'Beyond Metformin: Cardiorenal Protection in Type 2 Diabetes with Hypertension';

describe('CoursePlayer landing', () => {
  it('shows the landing page with a Start button before the first phase, then the first screen with focus on its heading', async () => {
    const { user } = renderPlayer({ payload: methodCourse, landing: true });
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Statement of need' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start the course' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Meet the patient' });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole('heading', { level: 2, name: title })).toBeNull();
  });

  it('is not shown by default: an accredited course opens on its disclosure, else on the first phase', async () => {
    const accredited = renderPlayer({ payload: methodCourse });
    expect(screen.queryByRole('button', { name: 'Start the course' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 2, name: 'Before you begin' })).toBeTruthy();
    accredited.unmount();
    renderPlayer({ payload: methodCourse, disclosure: 'host' });
    expect(screen.queryByRole('button', { name: 'Start the course' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Meet the patient' })).toBeTruthy();
  });

  it('is not shown when resuming with progress', () => {
    renderPlayer({ payload: methodCourse, landing: true, initialProgress: { completedPhaseIds: ['ph-intro'], currentPhaseId: 'ph-pre' } });
    expect(screen.queryByRole('button', { name: 'Start the course' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Before you start' })).toBeTruthy();
  });
});
