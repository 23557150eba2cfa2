import { useId } from 'react';
import type { CreditDesignationPayload } from '../contract/catalog';
import type { AccreditationPayload } from '../contract/course';
import { SafeHtml } from '../controls/SafeHtml';
import type { StringsOverride } from '../strings/en';
import { useStringsPart } from '../i18n/useStringsPart';
import type { LocaleProps } from '../i18n/useStringsScope';
import { landingStrings } from '../strings/en-landing';
import { CreditTable } from './CreditTable';
import { isExpired } from './expiry';
import { Heading, subLevel, type HeadingLevel } from './Heading';
import { readAccreditation } from './readAccreditation';

/** Props of Accreditation. Rendered state: `data-expired="true|false"` on `.method-accreditation`. */
export interface AccreditationProps extends LocaleProps {
  /** `accreditation` of the course (null for none). */
  accreditation: AccreditationPayload | null | undefined;
  /** Structured credit lines used when `accreditation.credits` is empty. */
  creditDesignations?: readonly CreditDesignationPayload[] | null;
  /** The moment to judge expiry at. @default new Date() */
  now?: Date;
  /** Leave the expiry notice to a page that shows it higher up. @default false */
  hideExpiredNotice?: boolean;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  /** Any part of the `Strings` table, over `<MethodStrings>`. */
  strings?: StringsOverride;
}

/** Credits, accreditation statement, commercial support, disclosures and dates; expiry is marked. */
export function Accreditation({
  accreditation,
  creditDesignations,
  now,
  hideExpiredNotice = false,
  headingLevel = 2,
  strings,
  locale,
  timeZone,
}: AccreditationProps) {
  const text = useStringsPart(landingStrings, strings, { locale, timeZone }).course;
  const headingId = useId();
  const view = readAccreditation(accreditation, creditDesignations);
  const expired = isExpired(view.expirationRaw, now ?? new Date());
  const hasDates = view.releaseDate !== null || view.expirationDate !== null;
  const hasContent =
    view.credits.length > 0 || view.totalHours !== null || view.statement || view.commercialSupport || view.disclosureSummary || hasDates;
  if (!hasContent) return null;
  const inner = subLevel(headingLevel);
  return (
    <section className="method-section method-accreditation" data-expired={expired ? 'true' : 'false'} aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="method-section__heading">
        {text.accreditationHeading}
      </Heading>
      {expired && view.expirationDate && !hideExpiredNotice ? (
        <p className="method-notice" data-tone="warning" role="note">
          {text.expiredNotice(text.formatDate(view.expirationDate))}
        </p>
      ) : null}
      {view.credits.length > 0 ? <CreditTable credits={view.credits} strings={text} /> : null}
      {view.totalHours !== null ? <p className="method-accreditation__total">{text.totalCreditHours(view.totalHours)}</p> : null}
      {hasDates ? (
        <dl className="method-details method-accreditation__dates">
          {view.releaseDate ? (
            <div>
              <dt className="method-details__term">{text.releaseDate}</dt>
              <dd className="method-details__value">{text.formatDate(view.releaseDate)}</dd>
            </div>
          ) : null}
          {view.expirationDate ? (
            <div>
              <dt className="method-details__term">{text.expirationDate}</dt>
              <dd className="method-details__value">{text.formatDate(view.expirationDate)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {view.statement ? (
        <>
          <Heading level={inner} className="method-accreditation__heading">
            {text.accreditationStatement}
          </Heading>
          <SafeHtml className="method-prose method-accreditation__statement" html={view.statement} />
        </>
      ) : null}
      {view.commercialSupport ? (
        <>
          <Heading level={inner} className="method-accreditation__heading">
            {text.commercialSupport}
          </Heading>
          <SafeHtml className="method-prose" html={view.commercialSupport} />
        </>
      ) : null}
      {view.disclosureSummary ? (
        <>
          <Heading level={inner} className="method-accreditation__heading">
            {text.disclosureSummary}
          </Heading>
          <SafeHtml className="method-prose" html={view.disclosureSummary} />
        </>
      ) : null}
    </section>
  );
}
