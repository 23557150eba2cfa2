import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { buildCreditClaim, claimProblems, suggestedHours, type ClaimableCredit, type ClaimField, type ClaimInput, type CreditClaim } from './creditClaim';

/** Where a claim stands: the host resolving `onClaim` means claimed; rejecting, failed (the form keeps what was typed). */
export type ClaimState = 'idle' | 'sending' | 'claimed' | 'failed';

export interface CreditClaimForm {
  formRef: RefObject<HTMLFormElement | null>;
  input: ClaimInput;
  credit: ClaimableCredit | undefined;
  /** Problems shown since the last attempt to send, by field. */
  problems: Partial<Record<ClaimField, 'missing' | 'invalid'>>;
  state: ClaimState;
  update: (patch: Partial<ClaimInput>) => void;
  submit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The claim's draft, its validation and its hand-over. Identifiers live only in this component's
 * state: never in the store, storage or events. A failed attempt focuses the first invalid field.
 */
export function useCreditClaimForm(courseId: string, credits: readonly ClaimableCredit[], spentMs: number, onClaim: (claim: CreditClaim) => Promise<unknown> | void): CreditClaimForm {
  const only = credits.length === 1 ? credits[0] : undefined;
  const [input, setInput] = useState<ClaimInput>(() => ({ creditId: only?.id ?? '', hours: only ? suggestedHours(spentMs, only.maxHours) : 0, attested: false }));
  const [problems, setProblems] = useState<CreditClaimForm['problems']>({});
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ClaimState>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const credit = credits.find((c) => c.id === input.creditId);

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const update = (patch: Partial<ClaimInput>) => {
    setInput((current) => {
      const next = { ...current, ...patch };
      // Another credit: its own maximum, and hours suggested from the time spent again.
      const chosen = credits.find((c) => c.id === next.creditId);
      if (patch.creditId !== undefined && patch.creditId !== current.creditId && chosen) next.hours = suggestedHours(spentMs, chosen.maxHours);
      return next;
    });
    setProblems((current) => {
      const rest = { ...current };
      for (const key of Object.keys(patch) as Array<keyof ClaimInput>) delete rest[key === 'creditId' ? 'credit' : (key as ClaimField)];
      return rest;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending' || state === 'claimed') return;
    const found = claimProblems(input, credits);
    setProblems(Object.fromEntries(found.map(({ field, problem }) => [field, problem])));
    const claim = buildCreditClaim(courseId, input, credits);
    if (!claim) {
      setAttempt((count) => count + 1);
      return;
    }
    setState('sending');
    Promise.resolve()
      .then(() => onClaim(claim))
      .then(
        () => setState('claimed'),
        () => setState('failed'),
      );
  };

  return { formRef, input, credit, problems, state, update, submit };
}
