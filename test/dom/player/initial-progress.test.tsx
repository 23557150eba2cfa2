import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPlayer } from '../../support/renderPlayer';

describe('CoursePlayer initialProgress', () => {
  it('does not open a phase the locking rules keep locked, whatever currentPhaseId says', () => {
    renderPlayer({ initialProgress: { completedPhaseIds: ['intro'], currentPhaseId: 'quiz' } });
    // "Work-up" is required and incomplete, so the assessment after it is locked.
    expect(screen.getByRole('heading', { level: 2, name: 'Work-up' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Assessment' })).toBeNull();
  });

  it('opens currentPhaseId when the earlier required phases are complete', () => {
    renderPlayer({ initialProgress: { completedPhaseIds: ['intro', 'learn'], currentPhaseId: 'quiz' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Assessment' })).toBeTruthy();
  });
});
