import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CourseCard } from '../../../src/catalog/CourseCard';
import type { CatalogItemPayload } from '../../../src/contract/catalog';
import { catalogEnvelope } from '../../fixtures';
import { expectAccessible } from '../../support/expectAccessible';

const items = catalogEnvelope.data ?? [];
const byName = (fragment: string): CatalogItemPayload => {
  const item = items.find((candidate) => candidate.name.includes(fragment));
  if (!item) throw new Error(`fixture item ${fragment} missing`);
  return item;
};

const featuredPaid = byName('Beyond Metformin');
const free = byName('Hypoglycemia');
const seriesModule = byName('Module 2');
const noImage = byName('Lipid Management');
const hiddenChips = byName('Deprescribing');
const outlineCta = byName('Gestational');

describe('CourseCard', () => {
  it('renders a paid featured item from its card_display_config', async () => {
    const { container } = render(<CourseCard item={featuredPaid} onSelect={() => {}} />);
    const card = screen.getByRole('article', { name: featuredPaid.name });
    expect(card.getAttribute('data-featured')).toBe('true');
    const image = within(card).getByRole('img', { name: 'A clinician reviews a blood pressure log with a patient' });
    expect(image.getAttribute('src')).toBe('https://cdn.example.org/courses/t2d-htn/card-16x9.jpg');
    expect(card.querySelector('.method-card__media')?.getAttribute('style')).toBe('--method-card-aspect: 16 / 9;');
    expect(within(card).getByText('New').getAttribute('data-tone')).toBe('accent');
    // The stripe already says "Featured", so the default tag is not repeated.
    expect(within(card).getAllByText('Featured')).toHaveLength(1);
    const chips = within(card).getByRole('list', { name: 'Credits' });
    expect(within(chips).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      '1.0 AMA PRA Category 1 Credit™',
      '1.0 ANCC / ACPE contact hour',
    ]);
    expect(within(card).getByText('$29').getAttribute('data-free')).toBe('false');
    expect(within(card).getByText('Northfield Center for Clinical Education')).toBeTruthy();
    expect(within(card).getByText('Case-based · 60 min')).toBeTruthy();
    expect(within(card).getByText(/protects the kidneys/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Start course' }).getAttribute('data-variant')).toBe('primary');
    await expectAccessible(container);
  });

  it('marks a free item as free', async () => {
    const { container } = render(<CourseCard item={free} onSelect={() => {}} />);
    expect(container.querySelector('.method-card__price')?.getAttribute('data-free')).toBe('true');
    expect(screen.getByRole('article', { name: free.name }).getAttribute('data-featured')).toBe('false');
    await expectAccessible(container);
  });

  it('shows a series module with its position', async () => {
    const { container } = render(<CourseCard item={seriesModule} onSelect={() => {}} />);
    expect(screen.getByText('Cardiometabolic Essentials: Module 2 of 4')).toBeTruthy();
    await expectAccessible(container);
  });

  it('shows a placeholder when there is no image, and no provider line when none is given', async () => {
    const { container } = render(<CourseCard item={noImage} onSelect={() => {}} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('method-card-placeholder').getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.method-card__provider')).toBeNull();
    await expectAccessible(container);
  });

  it('hides credit chips when asked', async () => {
    const { container } = render(<CourseCard item={hiddenChips} onSelect={() => {}} />);
    expect(screen.queryByRole('list', { name: 'Credits' })).toBeNull();
    expect(screen.queryByText(/ACPE contact hours/)).toBeNull();
    expect(container.querySelector('.method-card__media')?.getAttribute('style')).toBe('--method-card-aspect: 4 / 3;');
    expect(screen.getByText('Pharmacists').getAttribute('data-tone')).toBe('accent');
    await expectAccessible(container);
  });

  it('renders an outline CTA as a real link when given an href', async () => {
    const { container } = render(<CourseCard item={outlineCta} href="https://learn.example.org/courses/gdm" />);
    const link = screen.getByRole('link', { name: 'View outline' });
    expect(link.getAttribute('href')).toBe('https://learn.example.org/courses/gdm');
    expect(link.getAttribute('data-variant')).toBe('outline');
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe(outlineCta.name);
    expect(screen.getByText('Expired').getAttribute('data-tone')).toBe('neutral');
    await expectAccessible(container);
  });

  it('resolves a root-relative href on this origin and refuses other schemes', () => {
    const { rerender } = render(<CourseCard item={free} href="/courses/free" />);
    expect(screen.getByRole('link', { name: 'Start free' }).getAttribute('href')).toBe(`${window.location.origin}/courses/free`);
    rerender(<CourseCard item={free} href="javascript:alert(1)" />);
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<CourseCard item={free} href="//evil.example/x" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('calls onSelect with the item from the keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<CourseCard item={free} onSelect={onSelect} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start free' }));
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(free);
  });

  it('renders inside its own .method-player root when none is above it', () => {
    const { container } = render(<CourseCard item={free} />);
    expect(container.querySelectorAll('.method-player')).toHaveLength(1);
  });

  it('takes string overrides', () => {
    render(<CourseCard item={seriesModule} strings={{ catalog: { seriesModule: (_name, position, total) => `Teil ${position} von ${total}` } }} />);
    expect(screen.getByText('Teil 2 von 4')).toBeTruthy();
  });
});
