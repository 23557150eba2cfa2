import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Certificate } from '../../../src/course/Certificate';
import { expectAccessible } from '../../support/expectAccessible';

describe('Certificate', () => {
  it('says how to earn it when not yet earned', async () => {
    const { container } = render(<Certificate certificate={{ status: 'not-earned' }} />);
    expect(container.querySelector('.method-certificate')?.getAttribute('data-status')).toBe('not-earned');
    expect(screen.getByText(/Complete every required part/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    await expectAccessible(container);
  });

  it('announces a pending certificate', () => {
    render(<Certificate certificate={{ status: 'pending', certificateNumber: 'X' }} />);
    expect(screen.getByRole('status').textContent).toBe('Your certificate is being prepared.');
    expect(screen.queryByText('X')).toBeNull();
  });

  it('shows an issued certificate with number, credit, date and verification link', async () => {
    const { container } = render(
      <Certificate
        certificate={{
          status: 'issued',
          certificateNumber: 'NCCE-2026-000123',
          creditHours: 1,
          creditType: 'AMA PRA Category 1 Credit™',
          issuedAt: '2026-10-02T15:30:00Z',
          verificationUrl: 'https://verify.example.org/c/NCCE-2026-000123',
          downloadUrl: 'https://files.example.org/c/NCCE-2026-000123.pdf',
        }}
      />,
    );
    expect(screen.getByText('NCCE-2026-000123')).toBeTruthy();
    expect(screen.getByText('1 hour AMA PRA Category 1 Credit™')).toBeTruthy();
    expect(screen.getByText('October 2, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Verify this certificate/ }).getAttribute('href')).toBe('https://verify.example.org/c/NCCE-2026-000123');
    expect(screen.getByRole('link', { name: /Download certificate/ }).getAttribute('href')).toBe('https://files.example.org/c/NCCE-2026-000123.pdf');
    await expectAccessible(container);
  });

  it('reads the service spelling (certificate_id) and treats a number without status as issued', () => {
    render(<Certificate certificate={{ certificate_id: 'C-9', completed_at: '2026-01-05' } as never} />);
    expect(screen.getByText('C-9')).toBeTruthy();
    expect(screen.getByText('January 5, 2026')).toBeTruthy();
  });

  it('drops an http verification link unless allowed', () => {
    const certificate = { status: 'issued' as const, certificateNumber: 'A', verificationUrl: 'http://verify.example.org/A' };
    const { rerender } = render(<Certificate certificate={certificate} />);
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<Certificate certificate={certificate} allowHttp />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('http://verify.example.org/A');
  });
});
