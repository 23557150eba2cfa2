import { useId } from 'react';
import type { StringsOverride } from '../strings/en';
import { useStringsPart } from '../i18n/useStringsPart';
import type { LocaleProps } from '../i18n/useStringsScope';
import { completionStrings } from '../strings/en-completion';
import { claimableHours, type ClaimableCredit, type ClaimField, type CreditClaim } from './creditClaim';
import { describedBy } from './describedBy';
import { EnsureMethodRoot } from './EnsureMethodRoot';
import { Heading, type HeadingLevel } from './Heading';
import { useCreditClaimForm } from './useCreditClaimForm';

/** Props of CreditClaimForm. Rendered state: `data-state="idle|sending|claimed|failed"` on the form. */
export interface CreditClaimFormProps extends LocaleProps {
  /** The course's `course_id`; the claim carries it. */
  courseId: string;
  /** The credits this learner may claim (claimableCredits). */
  credits: readonly ClaimableCredit[];
  /** Measured visible time in the activity: the hours are pre-filled from it. */
  spentMs: number;
  /** Resolve when the claim is recorded; reject to show an error (what was typed is kept). */
  onClaim: (claim: CreditClaim) => Promise<unknown> | void;
  /** Level of the section's heading; its own headings sit one below. @default 2 */
  headingLevel?: HeadingLevel;
  /** Any part of the `Strings` table, over `<MethodStrings>`. */
  strings?: StringsOverride;
}

/**
 * The learner's credit claim (AMA PRA: only the credit commensurate with participation, in quarter
 * hours up to the designated maximum), the attestation, and the identifiers a designation needs
 * (NABP e-Profile ID and birth date for pharmacy, ABIM ID and consent for MOC). Native controls
 * only: every field labelled, hinted and, after an attempt, marked and explained.
 */
export function CreditClaimForm({ courseId, credits, spentMs, onClaim, headingLevel = 2, strings, locale, timeZone }: CreditClaimFormProps) {
  const text = useStringsPart(completionStrings, strings, { locale, timeZone }).course;
  const base = useId();
  const { formRef, input, credit, problems, state, update, submit } = useCreditClaimForm(courseId, credits, spentMs, onClaim);
  const errorOf = (field: ClaimField) => (problems[field] ? text.claimError(field as Parameters<typeof text.claimError>[0], problems[field]!) : null);
  const locked = state === 'sending' || state === 'claimed';
  const needs = credit?.needs ?? [];

  const textField = (field: 'nabpEpid' | 'birthDateMmdd' | 'abimId', label: string, hint: string, maxLength: number) => {
    const id = `${base}-${field}`;
    const error = errorOf(field);
    return (
      <div className="method-field">
        <label className="method-field__label" htmlFor={id}>{label}</label>
        <p className="method-field__hint" id={`${id}-hint`}>{hint}</p>
        <input
          className="method-input"
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={maxLength}
          value={input[field] ?? ''}
          readOnly={locked}
          onChange={(event) => update({ [field]: event.currentTarget.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-hint`, error ? `${id}-error` : null)}
        />
        {error ? <p className="method-error" id={`${id}-error`}>{error}</p> : null}
      </div>
    );
  };
  const checkbox = (field: 'attested' | 'mocConsent', label: string) => {
    const id = `${base}-${field}`;
    const error = errorOf(field);
    return (
      <div className="method-field">
        <label className="method-option" htmlFor={id}>
          <input
            className="method-option__input"
            id={id}
            type="checkbox"
            checked={input[field] === true}
            disabled={locked}
            onChange={(event) => update({ [field]: event.currentTarget.checked })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(error ? `${id}-error` : null)}
          />
          <span>{label}</span>
        </label>
        {error ? <p className="method-error" id={`${id}-error`}>{error}</p> : null}
      </div>
    );
  };
  const creditError = errorOf('credit');
  const hoursId = `${base}-hours`;

  return (
    <EnsureMethodRoot>
      <form ref={formRef} className="method-section method-claim" data-state={state} aria-labelledby={`${base}-heading`} noValidate onSubmit={submit}>
        <Heading level={headingLevel} id={`${base}-heading`} className="method-section__heading">{text.claimHeading}</Heading>
        <p>{text.claimIntro}</p>
        <fieldset className="method-fieldset" data-invalid={creditError ? 'true' : undefined} aria-describedby={describedBy(creditError ? `${base}-credit-error` : null)}>
          <legend className="method-fieldset__legend">{text.claimCreditLegend}</legend>
          {credits.map((option) => (
            <label className="method-option" key={option.id}>
              <input
                className="method-option__input"
                type="radio"
                name={`${base}-credit`}
                value={option.id}
                checked={input.creditId === option.id}
                disabled={locked}
                onChange={() => update({ creditId: option.id })}
                aria-invalid={creditError ? true : undefined}
              />
              <span>{text.claimCreditOption(option.creditType ?? option.id, option.profession, option.maxHours)}</span>
            </label>
          ))}
          {creditError ? <p className="method-error" id={`${base}-credit-error`}>{creditError}</p> : null}
        </fieldset>
        {credit ? (
          <>
            <div className="method-field">
              <label className="method-field__label" htmlFor={hoursId}>{text.claimHoursLabel}</label>
              <p className="method-field__hint" id={`${hoursId}-hint`}>{text.claimHoursHint}</p>
              <select
                className="method-input"
                id={hoursId}
                value={String(input.hours)}
                disabled={locked}
                onChange={(event) => update({ hours: Number(event.currentTarget.value) })}
                aria-invalid={errorOf('hours') ? true : undefined}
                aria-describedby={describedBy(`${hoursId}-hint`, errorOf('hours') ? `${hoursId}-error` : null)}
              >
                {claimableHours(credit.maxHours).map((hours) => (
                  <option key={hours} value={String(hours)}>{text.claimHoursOption(hours)}</option>
                ))}
              </select>
              {errorOf('hours') ? <p className="method-error" id={`${hoursId}-error`}>{errorOf('hours')}</p> : null}
            </div>
            {needs.includes('nabpEpid') && textField('nabpEpid', text.nabpEpidLabel, text.nabpEpidHint, 7)}
            {needs.includes('birthDateMmdd') && textField('birthDateMmdd', text.birthDateLabel, text.birthDateHint, 4)}
            {needs.includes('abimId') && textField('abimId', text.abimIdLabel, text.abimIdHint, 6)}
            {needs.includes('mocConsent') && checkbox('mocConsent', text.mocConsentLabel)}
          </>
        ) : null}
        {checkbox('attested', text.attestationLabel)}
        <div className="method-actions">
          <button type="submit" className="method-button" data-variant="primary" aria-busy={state === 'sending' ? 'true' : undefined} disabled={state === 'claimed'}>
            {state === 'sending' ? text.claimSending : text.claimSubmit}
          </button>
        </div>
        <div role="status" className="method-status">
          {state === 'claimed' && credit ? text.claimSucceeded(input.hours, credit.creditType ?? credit.id) : null}
        </div>
        <div role="alert" className="method-error">
          {state === 'failed' ? text.claimFailed : Object.keys(problems).length > 0 ? text.claimInvalid : null}
        </div>
      </form>
    </EnsureMethodRoot>
  );
}
