import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SeriesNav } from '../../../src/course/SeriesNav';
import { seriesModule } from '../../fixtures';
import { expectAccessible } from '../../support/expectAccessible';

const series = seriesModule.series!;
const [m1, m2, m3, m4] = series.modules.map((module) => module.course_id);

const statuses = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-status'));

describe('SeriesNav', () => {
  it('shows every module with position and status, locked ones with a reason', async () => {
    const { container } = render(<SeriesNav series={series} completedModuleIds={[]} currentCourseId={m1} onSelectModule={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Cardiometabolic Essentials' })).toBeTruthy();
    expect(statuses()).toEqual(['current', 'locked', 'locked', 'locked']);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Module 1 of 4');
    expect(items[0]?.querySelector('[aria-current="page"]')?.textContent).toBe('Module 1: Screening for Albuminuria');
    expect(items[1]?.textContent).toContain('Complete “Module 1: Screening for Albuminuria” first.');
    // Locked modules are visible but not selectable.
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    const next = screen.getByRole('button', { name: /Next module/ }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(document.getElementById(next.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/Complete “Module 1/);
    await expectAccessible(container);
  });

  it('enforces order from the host completion records, not the service status', () => {
    render(<SeriesNav series={series} completedModuleIds={[m1!]} currentCourseId={m2} onSelectModule={() => {}} />);
    expect(statuses()).toEqual(['complete', 'current', 'locked', 'locked']);
    expect(screen.getByText('Module 2 of 4', { selector: 'p' })).toBeTruthy();
  });

  it('marks a module opened out of order as locked', () => {
    render(<SeriesNav series={series} completedModuleIds={[]} currentCourseId={m3} onSelectModule={() => {}} />);
    expect(statuses()).toEqual(['available', 'locked', 'locked', 'locked']);
  });

  it('lets the keyboard open a completed module and go next when it is unlocked', async () => {
    const user = userEvent.setup();
    const onSelectModule = vi.fn();
    render(<SeriesNav series={series} completedModuleIds={[m1!, m2!]} currentCourseId={m2} onSelectModule={onSelectModule} />);
    expect(statuses()).toEqual(['complete', 'complete', 'available', 'locked']);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Module 1: Screening for Albuminuria');
    await user.keyboard('{Enter}');
    expect(onSelectModule).toHaveBeenLastCalledWith(series.modules[0]);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Module 3: Starting an SGLT2 Inhibitor');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Previous module: Module 1: Screening for Albuminuria');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Next module: Module 3: Starting an SGLT2 Inhibitor');
    await user.keyboard(' ');
    expect(onSelectModule).toHaveBeenLastCalledWith(series.modules[2]);
  });

  it('shows all modules complete', async () => {
    const { container } = render(<SeriesNav series={series} completedModuleIds={[m1!, m2!, m3!, m4!]} currentCourseId={m4} onSelectModule={() => {}} />);
    expect(statuses()).toEqual(['complete', 'complete', 'complete', 'complete']);
    expect(screen.queryByRole('button', { name: /Next module/ })).toBeNull();
    await expectAccessible(container);
  });

  it('renders nothing for a standalone activity', () => {
    const { container } = render(<SeriesNav series={null} />);
    expect(container.textContent).toBe('');
  });
});
