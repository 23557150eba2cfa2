import { useId } from 'react';
import type { AccreditationPayload } from '../contract/course';
import { SafeHtml } from '../controls/SafeHtml';
import type { StringsOverride } from '../strings/en';
import { useStringsPart } from '../i18n/useStringsPart';
import type { LocaleProps } from '../i18n/useStringsScope';
import { landingStrings } from '../strings/en-landing';
import { EnsureMethodRoot } from './EnsureMethodRoot';
import { Heading, subLevel, type HeadingLevel } from './Heading';
import { readAccreditation } from './readAccreditation';

/** Props of Disclosure. Rendered state: `data-provided` lists which of the three parts the payload gave. */
export interface DisclosureProps extends LocaleProps {
  /** `accreditation` of the course: `disclosure_summary`, `commercial_support`, `accreditation_statement`. */
  accreditation: AccreditationPayload | null | undefined;
  /** The one way on, to the activity. */
  onContinue: () => void;
  /** Level of the section's heading; its own headings sit one below. @default 2 */
  headingLevel?: HeadingLevel;
  /** Any part of the `Strings` table, over `<MethodStrings>`. */
  strings?: StringsOverride;
}

/**
 * What an accredited provider must show before the activity begins (ACCME Standards for Integrity
 * and Independence 5 and 6): the relevant financial relationships of everyone in control of
 * content, or that there are none; commercial support; the accreditation statement. A part the
 * payload leaves out says so in words, never an empty box.
 */
export function Disclosure({ accreditation, onContinue, headingLevel = 2, strings, locale, timeZone }: DisclosureProps) {
  const text = useStringsPart(landingStrings, strings, { locale, timeZone }).course;
  const headingId = useId();
  const view = readAccreditation(accreditation);
  const inner = subLevel(headingLevel);
  const parts = [
    { key: 'relationships', heading: text.disclosureRelationshipsHeading, html: view.disclosureSummary },
    { key: 'support', heading: text.commercialSupport, html: view.commercialSupport },
    { key: 'statement', heading: text.accreditationStatement, html: view.statement },
  ];
  return (
    <EnsureMethodRoot>
      <section className="method-section method-disclosure" aria-labelledby={headingId} data-provided={parts.filter((p) => p.html).map((p) => p.key).join(' ') || undefined}>
        <Heading level={headingLevel} id={headingId} className="method-section__heading" tabIndex={-1}>
          {text.disclosureHeading}
        </Heading>
        <p>{text.disclosureIntro}</p>
        {parts.map((part) => (
          <div key={part.key} className="method-disclosure__part">
            <Heading level={inner} className="method-accreditation__heading">{part.heading}</Heading>
            {part.html ? <SafeHtml className="method-prose" html={part.html} /> : <p className="method-disclosure__missing">{text.disclosureNotProvided}</p>}
          </div>
        ))}
        <div className="method-actions">
          <button type="button" className="method-button" data-variant="primary" onClick={onContinue}>
            {text.disclosureContinue}
          </button>
        </div>
      </section>
    </EnsureMethodRoot>
  );
}
