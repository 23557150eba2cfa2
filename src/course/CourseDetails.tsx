import { useId } from 'react';
import type { LandingPagePayload } from '../contract/course';
import { SafeHtml } from '../controls/SafeHtml';
import type { StringsOverride } from '../strings/en';
import { useStringsPart } from '../i18n/useStringsPart';
import type { LocaleProps } from '../i18n/useStringsScope';
import { landingStrings } from '../strings/en-landing';
import { Heading, type HeadingLevel } from './Heading';
import { readRecord, readText, readTextList } from './read';

/** Props of `<CourseDetails>`. */
export interface CourseDetailsProps extends LocaleProps {
  /** `landing_page` of the course. */
  landingPage: LandingPagePayload | null | undefined;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  /** Any part of the `Strings` table, over `<MethodStrings>`. */
  strings?: StringsOverride;
}

/** Estimated time, target audience and hardware/software requirements, as a description list. */
export function CourseDetails({ landingPage, headingLevel = 2, strings, locale, timeZone }: CourseDetailsProps) {
  const text = useStringsPart(landingStrings, strings, { locale, timeZone }).course;
  const headingId = useId();
  const page = readRecord(landingPage);
  const estimatedTime = readText(page.estimatedTime);
  const audience = readTextList(page.targetAudience);
  const requirements = readText(page.hardwareSoftwareRequirements);
  if (!estimatedTime && audience.length === 0 && !requirements) return null;
  return (
    <section className="method-section" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="method-section__heading">
        {text.detailsHeading}
      </Heading>
      <dl className="method-details">
        {estimatedTime ? (
          <div>
            <dt className="method-details__term">{text.estimatedTime}</dt>
            <dd className="method-details__value">{estimatedTime}</dd>
          </div>
        ) : null}
        {audience.length > 0 ? (
          <div>
            <dt className="method-details__term">{text.targetAudience}</dt>
            <dd className="method-details__value">{audience.join(', ')}</dd>
          </div>
        ) : null}
        {requirements ? (
          <div>
            <dt className="method-details__term">{text.requirements}</dt>
            <SafeHtml as="dd" className="method-details__value method-prose" html={requirements} />
          </div>
        ) : null}
      </dl>
    </section>
  );
}
