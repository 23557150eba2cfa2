import { describe, expect, it } from 'vitest';
import { methodCourse } from '../../test/fixtures';
import { buildCreditClaim, claimableCredits, claimableHours, claimProblems, isBirthDateMmdd, suggestedHours, type ClaimInput } from './creditClaim';

const pharmacy = { credit_type: 'ACPE Contact Hours', credit_type_slug: 'acpe', credit_hours: 1.5, profession: 'pharmacist' };
const physician = { credit_type: 'AMA PRA Category 1 Credit™', credit_type_slug: 'ama-pra-1', credit_hours: 1.5, profession: 'physician' };
const moc = { credit_type: 'ABIM MOC Points', credit_type_slug: 'abim-moc', credit_hours: 1, profession: 'physician' };
const credits = claimableCredits([physician, pharmacy, moc, { credit_type: 'Nothing', credit_hours: 0, profession: 'x' }]);

describe('claimableCredits', () => {
  it('reads credit_designations, with what each one needs beyond hours and the attestation', () => {
    expect(credits.map(({ id, maxHours, needs }) => ({ id, maxHours, needs }))).toEqual([
      { id: 'ama-pra-1', maxHours: 1.5, needs: [] },
      { id: 'acpe', maxHours: 1.5, needs: ['nabpEpid', 'birthDateMmdd'] },
      { id: 'abim-moc', maxHours: 1, needs: ['abimId', 'mocConsent'] },
    ]);
  });

  it('falls back on the accreditation credit lines, and reads the sample course', () => {
    expect(claimableCredits([], methodCourse.accreditation).map((c) => c.id)).toEqual(['ama-pra-1', 'ancc', 'acpe']);
    expect(claimableCredits(methodCourse.credit_designations).length).toBeGreaterThan(0);
    expect(claimableCredits(null, null)).toEqual([]);
  });
});

describe('hours', () => {
  it('offers quarter hours up to the maximum', () => {
    expect(claimableHours(1.5)).toEqual([0.25, 0.5, 0.75, 1, 1.25, 1.5]);
    expect(claimableHours(0.6)).toEqual([0.25, 0.5, 0.6]);
    expect(claimableHours(0.1)).toEqual([0.1]);
  });

  it.each([
    [0, 0.25],
    [60 * 60_000, 1],
    [74 * 60_000, 1.25],
    [80 * 60_000, 1.25],
    [83 * 60_000, 1.5],
    [5 * 3_600_000, 1.5],
    [Number.NaN, 0.25],
  ])('suggests the nearest quarter hour to %d ms of visible time, capped', (spent, hours) => {
    expect(suggestedHours(spent, 1.5)).toBe(hours);
  });
});

describe('claimProblems and buildCreditClaim', () => {
  const pharmacist: ClaimInput = { creditId: 'acpe', hours: 1.25, attested: true, nabpEpid: ' 1234567 ', birthDateMmdd: '0229' };

  it('builds the pharmacy claim with the ePID and birth date, nothing else', () => {
    expect(claimProblems(pharmacist, credits)).toEqual([]);
    expect(buildCreditClaim('course-1', pharmacist, credits)).toEqual({
      courseId: 'course-1', creditId: 'acpe', profession: 'pharmacist', creditType: 'ACPE Contact Hours', creditTypeSlug: 'acpe',
      hours: 1.25, attested: true, nabpEpid: '1234567', birthDateMmdd: '0229',
    });
  });

  it('never carries identifiers a credit does not need', () => {
    const claim = buildCreditClaim('c', { creditId: 'ama-pra-1', hours: 1, attested: true, nabpEpid: '123456', abimId: '123456' }, credits);
    expect(claim).toEqual({ courseId: 'c', creditId: 'ama-pra-1', profession: 'physician', creditType: 'AMA PRA Category 1 Credit™', creditTypeSlug: 'ama-pra-1', hours: 1, attested: true });
  });

  it.each([
    ['no attestation', { ...pharmacist, attested: false }, [{ field: 'attested', problem: 'missing' }]],
    ['hours off the quarter steps', { ...pharmacist, hours: 1.1 }, [{ field: 'hours', problem: 'invalid' }]],
    ['hours over the maximum', { ...pharmacist, hours: 1.75 }, [{ field: 'hours', problem: 'invalid' }]],
    ['no ePID', { ...pharmacist, nabpEpid: ' ' }, [{ field: 'nabpEpid', problem: 'missing' }]],
    ['an ePID of letters', { ...pharmacist, nabpEpid: 'ABC123' }, [{ field: 'nabpEpid', problem: 'invalid' }]],
    ['a birth date of 31 April', { ...pharmacist, birthDateMmdd: '0431' }, [{ field: 'birthDateMmdd', problem: 'invalid' }]],
    ['an unknown credit', { ...pharmacist, creditId: 'nope' }, [{ field: 'credit', problem: 'missing' }]],
  ])('stops a claim with %s', (_name, input, problems) => {
    expect(claimProblems(input, credits)).toEqual(problems);
    expect(buildCreditClaim('c', input, credits)).toBeNull();
  });

  it('asks MOC for an ABIM ID and consent', () => {
    const input: ClaimInput = { creditId: 'abim-moc', hours: 1, attested: true };
    expect(claimProblems(input, credits)).toEqual([{ field: 'abimId', problem: 'missing' }, { field: 'mocConsent', problem: 'missing' }]);
    expect(buildCreditClaim('c', { ...input, abimId: '123456', mocConsent: true }, credits)).toMatchObject({ abimId: '123456', mocConsent: true });
  });

  it.each([['0101', true], ['1231', true], ['0229', true], ['0230', false], ['1301', false], ['0000', false], ['101', false], ['01-01', false]])('reads %s as a birth date MMDD: %s', (value, ok) => {
    expect(isBirthDateMmdd(value)).toBe(ok);
  });
});
