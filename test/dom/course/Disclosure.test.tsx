import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Disclosure } from '../../../src/course/Disclosure';
import { methodCourse } from '../../fixtures';
import { expectAccessible } from '../../support/expectAccessible';

describe('Disclosure', () => {
  it('shows relationships, commercial support and the accreditation statement, then continues', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    const { container } = render(<Disclosure accreditation={methodCourse.accreditation} onContinue={onContinue} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Before you begin' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Relevant financial relationships', 'Commercial support', 'Accreditation statement']);
    expect(container.querySelector('.method-disclosure')?.getAttribute('data-provided')).toBe('relationships support statement');
    await expectAccessible(container);
    await user.click(screen.getByRole('button', { name: 'Continue to the activity' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('says "not provided" for each part the payload leaves out, never an empty box', async () => {
    const { container } = render(<Disclosure accreditation={{ ...methodCourse.accreditation!, commercial_support: '', disclosure_summary: '   ' }} onContinue={() => {}} />);
    expect(screen.getAllByText('Not provided by the activity provider.')).toHaveLength(2);
    expect(container.querySelector('.method-disclosure')?.getAttribute('data-provided')).toBe('statement');
    render(<Disclosure accreditation={null} onContinue={() => {}} />);
    expect(screen.getAllByText('Not provided by the activity provider.')).toHaveLength(5);
  });

  it('keeps markup in the provider’s text safe', () => {
    const { container } = render(<Disclosure accreditation={{ ...methodCourse.accreditation!, disclosure_summary: '<p>None.</p><img src=x onerror="window.pwned=1">' }} onContinue={() => {}} />);
    expect(screen.getByText('None.')).toBeTruthy();
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});
