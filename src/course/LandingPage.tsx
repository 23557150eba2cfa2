import { useId } from 'react';
import type { CreditDesignationPayload, FacultyPayload } from '../contract/catalog';
import type { AccreditationPayload, LandingPagePayload } from '../contract/course';
import { SafeHtml } from '../controls/SafeHtml';
import type { StringsOverride } from '../strings/en';
import { useStringsPart } from '../i18n/useStringsPart';
import type { LocaleProps } from '../i18n/useStringsScope';
import { landingStrings } from '../strings/en-landing';
import { Accreditation } from './Accreditation';
import { CourseDetails } from './CourseDetails';
import { EnsureMethodRoot } from './EnsureMethodRoot';
import { isExpired } from './expiry';
import { Faculty } from './Faculty';
import { Heading, subLevel, type HeadingLevel } from './Heading';
import { LearningObjectives } from './LearningObjectives';
import { ProseSection } from './ProseSection';
import { readDate, readRecord, readText } from './read';

/** Props of LandingPage. Rendered state: `data-expired="true|false"` on `.method-landing`. */
export interface LandingPageProps extends LocaleProps {
  /** Course `name`. */
  title?: string | null;
  /** Course `description` (HTML or text). */
  description?: string | null;
  /** `landing_page` of the course. */
  landingPage?: LandingPagePayload | null;
  /** `learning_objectives` of the course. */
  learningObjectives?: readonly string[] | null;
  /** `accreditation` of the course. */
  accreditation?: AccreditationPayload | null;
  /** `credit_designations`, used when accreditation lists no credits. */
  creditDesignations?: readonly CreditDesignationPayload[] | null;
  /** `overview.faculty` from the catalog item. */
  faculty?: readonly FacultyPayload[] | null;
  /** The moment to judge expiry at. @default new Date() */
  now?: Date;
  /** Level of the course title; sections sit one below. @default 1 */
  headingLevel?: HeadingLevel;
  /** Any part of the `Strings` table, over `<MethodStrings>`. */
  strings?: StringsOverride;
}

/** What a learner reads before starting: regulated CE content rendered as authored. */
export function LandingPage({
  title,
  description,
  landingPage,
  learningObjectives,
  accreditation,
  creditDesignations,
  faculty,
  now,
  headingLevel = 1,
  strings,
  locale,
  timeZone,
}: LandingPageProps) {
  const text = useStringsPart(landingStrings, strings, { locale, timeZone }).course;
  const titleId = useId();
  const moment = now ?? new Date();
  const expirationRaw = readRecord(accreditation).expiration_date;
  const expired = isExpired(expirationRaw, moment);
  const expirationDate = readDate(expirationRaw);
  const page = readRecord(landingPage);
  const section = subLevel(headingLevel);
  return (
    <EnsureMethodRoot>
      <article className="method-landing" data-expired={expired ? 'true' : 'false'} aria-labelledby={titleId}>
        <Heading level={headingLevel} id={titleId} className="method-landing__title">
          {readText(title) ?? text.untitledCourse}
        </Heading>
        {expired && expirationDate ? (
          <p className="method-notice" data-tone="warning" role="note">
            {text.expiredNotice(text.formatDate(expirationDate))}
          </p>
        ) : null}
        {typeof description === 'string' && readText(description) ? <SafeHtml className="method-prose method-landing__description" html={description} /> : null}
        <CourseDetails landingPage={landingPage} headingLevel={section} strings={strings} locale={locale} timeZone={timeZone} />
        <ProseSection heading={text.statementOfNeedHeading} html={page.statementOfNeed} headingLevel={section} />
        <LearningObjectives objectives={learningObjectives} headingLevel={section} strings={strings} locale={locale} timeZone={timeZone} />
        <Accreditation
          accreditation={accreditation}
          creditDesignations={creditDesignations}
          now={moment}
          hideExpiredNotice
          headingLevel={section}
          strings={strings}
          locale={locale}
          timeZone={timeZone}
        />
        <Faculty faculty={faculty} headingLevel={section} strings={strings} locale={locale} timeZone={timeZone} />
        <ProseSection heading={text.howToEarnCreditHeading} html={page.howToEarnCredit} headingLevel={section} />
      </article>
    </EnsureMethodRoot>
  );
}
