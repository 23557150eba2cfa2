/**
 * What the player keeps of a learner's credit claim, with the progress, so a reload of the finished
 * course shows what was claimed instead of the form (docs/player.md, "Accredited delivery"). Which
 * credit, how many hours and when: never an identifier (NABP e-Profile ID, birth date, ABIM ID).
 */
export interface ClaimedCredit {
  creditId: string;
  profession: string | null;
  creditType: string | null;
  creditTypeSlug: string | null;
  hours: number;
  /** ISO date-time the host recorded the claim. */
  claimedAt: string;
}

/** The fields of a claim that say which credit and how much (a `CreditClaim` has them). */
export interface ClaimedCreditSource {
  creditId: string;
  profession: string | null;
  creditType: string | null;
  creditTypeSlug: string | null;
  hours: number;
}

/** The claim's non-identifying outcome: each kept field named, so an identifier can never ride along. */
export function claimedCredit(claim: ClaimedCreditSource, claimedAt: Date): ClaimedCredit {
  return {
    creditId: claim.creditId,
    profession: claim.profession,
    creditType: claim.creditType,
    creditTypeSlug: claim.creditTypeSlug,
    hours: claim.hours,
    claimedAt: claimedAt.toISOString(),
  };
}
