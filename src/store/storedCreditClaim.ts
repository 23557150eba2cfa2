import * as v from 'valibot';
import type { ClaimedCredit } from '../logic/claimedCredit';

// v.object keeps only the named entries: an identifier planted in a stored claim is dropped on reading.
const ClaimedCreditSchema = v.object({
  creditId: v.string(),
  profession: v.nullable(v.string()),
  creditType: v.nullable(v.string()),
  creditTypeSlug: v.nullable(v.string()),
  hours: v.pipe(v.number(), v.minValue(0)),
  // Shown as a date: one that does not parse would throw where it is formatted.
  claimedAt: v.pipe(v.string(), v.check((value) => !Number.isNaN(Date.parse(value)), 'claimedAt is not a date')),
});

/**
 * The stored credit claim, or undefined: absent from progress stored before claims were kept, and
 * dropped with a diagnostic when malformed, the rest of the progress kept either way (the learner
 * is asked for the claim again).
 */
export function readStoredCreditClaim(stored: unknown, report: (message: string) => void): ClaimedCredit | undefined {
  if (stored === undefined) return undefined;
  const parsed = v.safeParse(ClaimedCreditSchema, stored);
  if (parsed.success) return parsed.output;
  report(`stored credit claim ignored: ${parsed.issues[0]?.message ?? 'unreadable'}`);
  return undefined;
}
