import { readList, readNumber, readRecord, readText } from './read';

/**
 * Credit claims (docs/player.md, "Accredited delivery"). The service spec has no claim field (docs/assumptions.md): the player
 * collects the claim and hands it to the host's `onCreditClaim`, which records it where the
 * provider's accreditation system wants it.
 */

/** What a designation needs beyond hours and the attestation. */
export type ClaimIdentifier = 'nabpEpid' | 'birthDateMmdd' | 'abimId' | 'mocConsent';

/** One credit the learner may claim. */
export interface ClaimableCredit {
  /** Stable within the course: the slug, else profession and type. */
  id: string;
  profession: string | null;
  creditType: string | null;
  creditTypeSlug: string | null;
  /** The designated maximum. */
  maxHours: number;
  needs: readonly ClaimIdentifier[];
}

/** The claim the host receives. Identifiers only where the designation needs them; never stored or in events. */
export interface CreditClaim {
  courseId: string;
  creditId: string;
  profession: string | null;
  creditType: string | null;
  creditTypeSlug: string | null;
  hours: number;
  /** The learner ticked "I claim only the credit commensurate with the extent of my participation". */
  attested: true;
  /** Pharmacy (ACPE, through CPE Monitor): the NABP e-Profile ID and birth date as MMDD. */
  nabpEpid?: string;
  birthDateMmdd?: string;
  /** ABIM Maintenance of Certification: the ABIM ID and consent to share completion data. */
  abimId?: string;
  mocConsent?: true;
}

/** Claims are made in quarter hours (AMA PRA: 0.25-hour increments). */
export const CLAIM_STEP_HOURS = 0.25;

const isPharmacy = (profession: string | null, slug: string | null, type: string | null) =>
  /pharmac/i.test(profession ?? '') || /acpe|pharm/i.test(slug ?? '') || /\bACPE\b/.test(type ?? '');
const isMoc = (slug: string | null, type: string | null) => /\bmoc\b|abim/i.test(slug ?? '') || /\bMOC\b|ABIM/.test(type ?? '');

/**
 * The course's claimable credits, from `credit_designations` (structured and authoritative, spec
 * 2.3), else the accreditation's own credit lines. Lines without hours above zero are left out.
 */
export function claimableCredits(creditDesignations: unknown, accreditation?: unknown): ClaimableCredit[] {
  const designations = readList(creditDesignations);
  const lines = designations.length > 0 ? designations : readList(readRecord(accreditation).credits);
  const seen = new Set<string>();
  return lines.flatMap((line) => {
    const record = readRecord(line);
    const maxHours = readNumber(record.credit_hours);
    const profession = readText(record.profession);
    const creditType = readText(record.credit_type) ?? readText(record.name);
    const creditTypeSlug = readText(record.credit_type_slug);
    if (maxHours === null || maxHours <= 0 || (!profession && !creditType)) return [];
    let id = creditTypeSlug ?? `${profession ?? ''}:${creditType ?? ''}`;
    if (seen.has(id)) id = `${id}#${seen.size}`;
    seen.add(id);
    const needs: ClaimIdentifier[] = [];
    if (isPharmacy(profession, creditTypeSlug, creditType)) needs.push('nabpEpid', 'birthDateMmdd');
    if (isMoc(creditTypeSlug, creditType)) needs.push('abimId', 'mocConsent');
    return [{ id, profession, creditType, creditTypeSlug, maxHours, needs }];
  });
}

/** The hours a learner may pick: quarter hours up to the maximum (the maximum itself when it is not a quarter). */
export function claimableHours(maxHours: number): number[] {
  const steps = Math.floor(maxHours / CLAIM_STEP_HOURS + 1e-9);
  const hours = Array.from({ length: steps }, (_, i) => (i + 1) * CLAIM_STEP_HOURS);
  if (hours.length === 0 || Math.abs(hours[hours.length - 1]! - maxHours) > 1e-9) hours.push(maxHours);
  return hours;
}

/** The hours pre-filled from the measured visible time: the nearest quarter hour, at least one, at most the maximum. */
export function suggestedHours(spentMs: number, maxHours: number): number {
  const options = claimableHours(maxHours);
  const spent = Number.isFinite(spentMs) && spentMs > 0 ? spentMs / 3_600_000 : 0;
  return options.reduce((best, option) => (Math.abs(option - spent) < Math.abs(best - spent) ? option : best), options[0]!);
}

/** What the form holds. */
export interface ClaimInput {
  creditId: string;
  hours: number;
  attested: boolean;
  nabpEpid?: string;
  birthDateMmdd?: string;
  abimId?: string;
  mocConsent?: boolean;
}

/** A field of the credit claim form that claimProblems can name as missing or invalid. */
export type ClaimField = 'credit' | 'hours' | 'attested' | ClaimIdentifier;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** MMDD of a real calendar day (29 February included). */
export function isBirthDateMmdd(value: string): boolean {
  const match = /^(\d{2})(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

/**
 * The fields that stop the claim, each with why (docs/assumptions.md: an NABP e-Profile ID is
 * 6 or 7 digits, an ABIM ID 6 digits). An empty list means the claim can be sent.
 */
export function claimProblems(input: ClaimInput, credits: readonly ClaimableCredit[]): Array<{ field: ClaimField; problem: 'missing' | 'invalid' }> {
  const credit = credits.find((c) => c.id === input.creditId);
  if (!credit) return [{ field: 'credit', problem: 'missing' }];
  const problems: Array<{ field: ClaimField; problem: 'missing' | 'invalid' }> = [];
  if (!claimableHours(credit.maxHours).some((h) => Math.abs(h - input.hours) < 1e-9)) problems.push({ field: 'hours', problem: 'invalid' });
  const text = (value: string | undefined) => (value ?? '').trim();
  if (credit.needs.includes('nabpEpid')) {
    if (!text(input.nabpEpid)) problems.push({ field: 'nabpEpid', problem: 'missing' });
    else if (!/^\d{6,7}$/.test(text(input.nabpEpid))) problems.push({ field: 'nabpEpid', problem: 'invalid' });
  }
  if (credit.needs.includes('birthDateMmdd')) {
    if (!text(input.birthDateMmdd)) problems.push({ field: 'birthDateMmdd', problem: 'missing' });
    else if (!isBirthDateMmdd(text(input.birthDateMmdd))) problems.push({ field: 'birthDateMmdd', problem: 'invalid' });
  }
  if (credit.needs.includes('abimId')) {
    if (!text(input.abimId)) problems.push({ field: 'abimId', problem: 'missing' });
    else if (!/^\d{6}$/.test(text(input.abimId))) problems.push({ field: 'abimId', problem: 'invalid' });
  }
  if (credit.needs.includes('mocConsent') && input.mocConsent !== true) problems.push({ field: 'mocConsent', problem: 'missing' });
  if (!input.attested) problems.push({ field: 'attested', problem: 'missing' });
  return problems;
}

/** The claim for the host, or null while something stops it. Identifiers only where the credit needs them. */
export function buildCreditClaim(courseId: string, input: ClaimInput, credits: readonly ClaimableCredit[]): CreditClaim | null {
  const credit = credits.find((c) => c.id === input.creditId);
  if (!credit || claimProblems(input, credits).length > 0) return null;
  const claim: CreditClaim = {
    courseId,
    creditId: credit.id,
    profession: credit.profession,
    creditType: credit.creditType,
    creditTypeSlug: credit.creditTypeSlug,
    hours: input.hours,
    attested: true,
  };
  if (credit.needs.includes('nabpEpid')) claim.nabpEpid = input.nabpEpid!.trim();
  if (credit.needs.includes('birthDateMmdd')) claim.birthDateMmdd = input.birthDateMmdd!.trim();
  if (credit.needs.includes('abimId')) claim.abimId = input.abimId!.trim();
  if (credit.needs.includes('mocConsent')) claim.mocConsent = true;
  return claim;
}
