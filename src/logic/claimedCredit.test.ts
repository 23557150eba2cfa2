import { describe, expect, it } from 'vitest';
import { claimedCredit } from './claimedCredit';

describe('claimedCredit', () => {
  it('keeps the credit, hours and date of a claim and none of its identifiers', () => {
    const claim = {
      courseId: 'c1', creditId: 'acpe', profession: 'pharmacist', creditType: 'ACPE Contact Hours', creditTypeSlug: 'acpe',
      hours: 1.25, attested: true as const, nabpEpid: '1234567', birthDateMmdd: '0704', abimId: '123456', mocConsent: true as const,
    };
    expect(claimedCredit(claim, new Date('2026-11-28T09:00:00Z'))).toEqual({
      creditId: 'acpe', profession: 'pharmacist', creditType: 'ACPE Contact Hours', creditTypeSlug: 'acpe', hours: 1.25, claimedAt: '2026-11-28T09:00:00.000Z',
    });
  });
});
