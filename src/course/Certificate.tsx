import { useId } from 'react';
import type { StringsOverride } from '../strings/en';
import { useStringsPart } from '../i18n/useStringsPart';
import type { LocaleProps } from '../i18n/useStringsScope';
import { completionStrings } from '../strings/en-completion';
import { EnsureMethodRoot } from './EnsureMethodRoot';
import { Heading, type HeadingLevel } from './Heading';
import { readCertificate, type CertificateInfo } from './readCertificate';

/** Props of Certificate. Rendered state: `data-status="not-earned|pending|issued"` on `.method-certificate`. */
export interface CertificateProps extends LocaleProps {
  /** The learner's certificate as the host knows it; missing means not yet earned. */
  certificate: CertificateInfo | null | undefined;
  /** Accept plain http verification and download links. @default false */
  allowHttp?: boolean;
  /** Level of the section's heading; its own headings sit one below. @default 2 */
  headingLevel?: HeadingLevel;
  /** Any part of the `Strings` table, over `<MethodStrings>`. */
  strings?: StringsOverride;
}

/** The learner's certificate: not yet earned, pending, or issued with number, credit and verification link. */
export function Certificate({ certificate, allowHttp = false, headingLevel = 2, strings, locale, timeZone }: CertificateProps) {
  const text = useStringsPart(completionStrings, strings, { locale, timeZone }).course;
  const headingId = useId();
  const view = readCertificate(certificate, { allowHttp });
  const message = view.status === 'issued' ? text.certificateIssued : view.status === 'pending' ? text.certificatePending : text.certificateNotEarned;
  const issued = view.status === 'issued';
  return (
    <EnsureMethodRoot>
      <section className="method-certificate" data-status={view.status} aria-labelledby={headingId}>
        <Heading level={headingLevel} id={headingId} className="method-section__heading">
          {text.certificateHeading}
        </Heading>
        <p className={issued ? undefined : 'method-status'} role={view.status === 'pending' ? 'status' : undefined}>
          {message}
        </p>
        {issued && (view.number || view.creditHours !== null || view.issuedAt) ? (
          <dl className="method-details method-certificate__details">
            {view.number ? (
              <div>
                <dt className="method-details__term">{text.certificateNumber}</dt>
                <dd className="method-details__value method-certificate__number">{view.number}</dd>
              </div>
            ) : null}
            {view.creditHours !== null ? (
              <div>
                <dt className="method-details__term">{text.creditHours}</dt>
                <dd className="method-details__value">{text.creditHoursValue(view.creditHours, view.creditType)}</dd>
              </div>
            ) : null}
            {view.issuedAt ? (
              <div>
                <dt className="method-details__term">{text.issuedOn}</dt>
                <dd className="method-details__value">{text.formatDate(view.issuedAt)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {issued && (view.verificationUrl || view.downloadUrl) ? (
          <div className="method-actions">
            {view.downloadUrl ? (
              <a className="method-button" data-variant="primary" href={view.downloadUrl} target="_blank" rel="noopener noreferrer">
                {text.downloadCertificate}
                <span className="method-visually-hidden"> {text.opensInNewTab}</span>
              </a>
            ) : null}
            {view.verificationUrl ? (
              <a className="method-button method-certificate__link" data-variant="secondary" href={view.verificationUrl} target="_blank" rel="noopener noreferrer">
                {text.verifyCertificate}
                <span className="method-visually-hidden"> {text.opensInNewTab}</span>
              </a>
            ) : null}
          </div>
        ) : null}
      </section>
    </EnsureMethodRoot>
  );
}
