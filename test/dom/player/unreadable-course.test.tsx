import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePlayerPayload } from '../../support/playerCourse';
import { renderPlayer } from '../../support/renderPlayer';

describe('CoursePlayer with a course it cannot read', () => {
  it.each([
    ['an object', { intro: { id: 'intro' } }],
    ['a string', 'intro,quiz'],
    ['a number', 4],
  ])('says so in an alert and reports an error diagnostic when phases is %s', (_name, phases) => {
    const onDiagnostics = vi.fn();
    renderPlayer({ payload: { ...makePlayerPayload(), phases }, onDiagnostics });
    expect(screen.getByRole('alert').textContent).toBe('This course could not be read. Please try again later or contact the course provider.');
    expect(screen.queryByText('This course has no content to show yet.')).toBeNull();
    const reported = onDiagnostics.mock.calls.flatMap(([list]) => list as Array<{ severity: string; path?: string }>);
    expect(reported).toContainEqual(expect.objectContaining({ severity: 'error', path: '$.phases' }));
  });

  it('keeps the informational notice, with no alert, for an honest empty course', () => {
    renderPlayer({ payload: { ...makePlayerPayload(), phases: [] } });
    expect(screen.getByText('This course has no content to show yet.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
