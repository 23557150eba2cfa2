import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CourseCatalog } from '../../../src/catalog/CourseCatalog';
import { MethodRoot } from '../../../src/course/MethodRoot';
import { catalogEnvelope } from '../../fixtures';
import { expectAccessible } from '../../support/expectAccessible';

const items = catalogEnvelope.data ?? [];
const pagination = catalogEnvelope.pagination;

describe('CourseCatalog', () => {
  it('renders the six kinds of catalog item as a list of cards', async () => {
    const { container } = render(<CourseCatalog items={items} pagination={pagination} onPage={() => {}} onSelect={() => {}} />);
    const list = screen.getByRole('list', { name: 'Courses' });
    const cards = within(list).getAllByRole('listitem').filter((entry) => entry.parentElement === list);
    expect(cards).toHaveLength(6);
    expect(within(list).getAllByRole('article').map((card) => card.getAttribute('data-featured'))).toEqual(['true', 'false', 'false', 'false', 'false', 'false']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(items.map((item) => item.name));
    expect(screen.getByText('Cardiometabolic Essentials: Module 2 of 4')).toBeTruthy();
    expect(container.querySelectorAll('.method-player')).toHaveLength(1);
    await expectAccessible(container);
  });

  it('pages through the envelope pagination with Previous and Next', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<CourseCatalog items={items} pagination={pagination} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Catalog pages' });
    expect(within(nav).getByText('Page 1 of 3')).toBeTruthy();
    expect((within(nav).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page and goes back with Previous from the keyboard', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<CourseCatalog items={items} pagination={{ page: 3, limit: 6, total: 14, hasMore: false }} onPage={onPage} />);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('button', { name: 'Previous' }).focus();
    await user.keyboard('{Enter}');
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('shows a loading state: busy, announced, paging disabled', async () => {
    const { container } = render(<CourseCatalog items={[]} pagination={pagination} onPage={() => {}} loading />);
    const region = screen.getByRole('region', { name: 'Courses' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading courses…');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await expectAccessible(container);
  });

  it('shows an empty state and no pager for a single empty page', async () => {
    const { container } = render(<CourseCatalog items={[]} pagination={{ page: 1, limit: 6, total: 0, hasMore: false }} />);
    expect(screen.getByText('No courses to show.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('region', { name: 'Courses' }).getAttribute('aria-busy')).toBe('false');
    await expectAccessible(container);
  });

  it('links cards through hrefFor and stays inside a host root', () => {
    const { container } = render(
      <MethodRoot theme="dark">
        <CourseCatalog items={items.slice(0, 2)} hrefFor={(item) => `https://learn.example.org/c/${item.id}`} />
      </MethodRoot>,
    );
    expect(container.querySelectorAll('.method-player')).toHaveLength(1);
    expect(container.querySelector('.method-player')?.getAttribute('data-theme')).toBe('dark');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(items.slice(0, 2).map((item) => `https://learn.example.org/c/${item.id}`));
  });
});
