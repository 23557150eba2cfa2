import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { claimableCredits } from '../../../src/course/creditClaim';
import { CreditClaimForm } from '../../../src/course/CreditClaimForm';
import { esCourse } from '../../../src/strings/es-course';
import { expectAccessible } from '../../support/expectAccessible';

const credits = claimableCredits([
  { credit_type: 'AMA PRA Category 1 Credit™', credit_type_slug: 'ama-pra-1', credit_hours: 1.5, profession: 'physician' },
  { credit_type: 'ACPE Contact Hours', credit_type_slug: 'acpe', credit_hours: 1.5, profession: 'pharmacist' },
  { credit_type: 'ABIM MOC Points', credit_type_slug: 'abim-moc', credit_hours: 1, profession: 'physician' },
]);
const SPENT_74_MIN = 74 * 60_000;

describe('CreditClaimForm', () => {
  it('claims 1.25 of 1.5 pharmacy hours with an ePID and birth date, by keyboard, and hands the exact claim to the host', async () => {
    const user = userEvent.setup();
    const onClaim = vi.fn(() => Promise.resolve());
    const { container } = render(<CreditClaimForm courseId="course-1" credits={credits} spentMs={SPENT_74_MIN} onClaim={onClaim} />);
    expect(screen.getByRole('form', { name: 'Claim your credit' })).toBeTruthy();
    await expectAccessible(container);

    await user.click(screen.getByRole('radio', { name: 'ACPE Contact Hours (pharmacist), up to 1.5 hours' }));
    expect((screen.getByRole('combobox', { name: 'Hours claimed' }) as HTMLSelectElement).value).toBe('1.25');
    expect(within(screen.getByRole('combobox', { name: 'Hours claimed' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['0.25 hours', '0.5 hours', '0.75 hours', '1 hour', '1.25 hours', '1.5 hours']);
    await user.click(screen.getByRole('textbox', { name: 'NABP e-Profile ID' }));
    await user.keyboard('1234567');
    await user.tab();
    await user.keyboard('0704');
    expect(screen.queryByRole('textbox', { name: 'ABIM ID' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /I claim only the credit commensurate/ }));
    await user.click(screen.getByRole('button', { name: 'Claim credit' }));

    expect(onClaim).toHaveBeenCalledTimes(1);
    expect(onClaim).toHaveBeenCalledWith({
      courseId: 'course-1', creditId: 'acpe', profession: 'pharmacist', creditType: 'ACPE Contact Hours', creditTypeSlug: 'acpe',
      hours: 1.25, attested: true, nabpEpid: '1234567', birthDateMmdd: '0704',
    });
    expect(await screen.findByText('Claimed: 1.25 hours of ACPE Contact Hours.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim credit' }).matches(':disabled')).toBe(true);
    await expectAccessible(container);
  });

  it('marks each missing or wrong field, explains it, and focuses the first', async () => {
    const user = userEvent.setup();
    const onClaim = vi.fn();
    render(<CreditClaimForm courseId="c" credits={credits} spentMs={0} onClaim={onClaim} />);
    await user.click(screen.getByRole('radio', { name: /ABIM MOC Points/ }));
    await user.type(screen.getByRole('textbox', { name: 'ABIM ID' }), '12ab');
    await user.click(screen.getByRole('button', { name: 'Claim credit' }));
    expect(onClaim).not.toHaveBeenCalled();
    const abim = screen.getByRole('textbox', { name: 'ABIM ID' });
    expect(document.activeElement).toBe(abim);
    expect(abim.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('An ABIM ID is 6 digits.')).toBeTruthy();
    expect(screen.getByText('ABIM needs your consent to record MOC credit.')).toBeTruthy();
    expect(screen.getByText('Tick the attestation to claim credit.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Some answers need a change before you can claim.');
  });

  it('shows an error and keeps what was typed when the host rejects the claim', async () => {
    const user = userEvent.setup();
    const onClaim = vi.fn().mockRejectedValueOnce(new Error('LMS down')).mockResolvedValueOnce(undefined);
    render(<CreditClaimForm courseId="c" credits={credits} spentMs={SPENT_74_MIN} onClaim={onClaim} />);
    await user.click(screen.getByRole('radio', { name: /ACPE/ }));
    await user.type(screen.getByRole('textbox', { name: 'NABP e-Profile ID' }), '123456');
    await user.type(screen.getByRole('textbox', { name: 'Birth date (MMDD)' }), '0229');
    await user.click(screen.getByRole('checkbox', { name: /I claim only/ }));
    await user.click(screen.getByRole('button', { name: 'Claim credit' }));
    expect(await screen.findByText('Your claim was not recorded. What you entered is kept: try again.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'NABP e-Profile ID' }) as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Claim credit' }));
    expect(await screen.findByText('Claimed: 1.25 hours of ACPE Contact Hours.')).toBeTruthy();
    expect(onClaim).toHaveBeenCalledTimes(2);
  });

  it('preselects a course’s only credit, and speaks Spanish from the Spanish table', () => {
    render(<CreditClaimForm courseId="c" credits={credits.slice(0, 1)} spentMs={SPENT_74_MIN} onClaim={() => {}} strings={{ course: esCourse }} />);
    expect((screen.getByRole('radio', { name: /AMA PRA/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('form', { name: 'Solicite su crédito' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Horas solicitadas' }) as HTMLSelectElement).value).toBe('1.25');
  });
});
