import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriesModule } from '../../fixtures';
import { makePlayerPayload } from '../../support/playerCourse';
import { renderPlayer } from '../../support/renderPlayer';

const m1 = 'a4d9b1c0-6932-4e8d-7b01-2c3d4e5f6071';
const m3 = 'c6f1d3e2-8b54-4a0f-9d23-4e5f60718293';

describe('series context inside the player', () => {
  it('shows the series and the module position, with no links when the host gives no way to navigate', () => {
    renderPlayer({ payload: seriesModule });
    const series = screen.getByRole('navigation', { name: 'Cardiometabolic Essentials' });
    expect(within(series).getByText('Module 2 of 4')).toBeTruthy();
    expect(within(series).queryByRole('link')).toBeNull();
    expect(within(series).queryByRole('button')).toBeNull();
  });

  it('links the previous and next modules through the host seriesHref', () => {
    renderPlayer({ payload: seriesModule, seriesHref: (courseId) => `https://learn.example.org/courses/${courseId}` });
    const series = screen.getByRole('navigation', { name: 'Cardiometabolic Essentials' });
    expect(within(series).getByRole('link', { name: 'Previous module: Module 1: Screening for Albuminuria' }).getAttribute('href')).toBe(`https://learn.example.org/courses/${m1}`);
    expect(within(series).getByRole('link', { name: 'Next module: Module 3: Starting an SGLT2 Inhibitor' }).getAttribute('href')).toBe(`https://learn.example.org/courses/${m3}`);
  });

  it('drops a seriesHref that is not a safe URL', () => {
    renderPlayer({ payload: seriesModule, seriesHref: () => 'javascript:alert(1)' });
    expect(within(screen.getByRole('navigation', { name: 'Cardiometabolic Essentials' })).queryByRole('link')).toBeNull();
  });

  it('hands the chosen module to onSeriesNavigate', async () => {
    const onSeriesNavigate = vi.fn();
    const { user } = renderPlayer({ payload: seriesModule, onSeriesNavigate });
    await user.click(screen.getByRole('button', { name: 'Next module: Module 3: Starting an SGLT2 Inhibitor' }));
    expect(onSeriesNavigate).toHaveBeenCalledWith(expect.objectContaining({ course_id: m3, position: 3 }));
  });

  it('shows nothing for a standalone course', () => {
    renderPlayer({ payload: makePlayerPayload() });
    expect(screen.queryByText(/^Module \d+ of \d+$/)).toBeNull();
  });
});
