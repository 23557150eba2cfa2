import { useId } from 'react';
import type { DebriefPayload } from '../contract/course';
import type { StringsOverride } from '../strings/en';
import { useStringsPart } from '../i18n/useStringsPart';
import type { LocaleProps } from '../i18n/useStringsScope';
import { completionStrings } from '../strings/en-completion';
import { EnsureMethodRoot } from './EnsureMethodRoot';
import { Heading, subLevel, type HeadingLevel } from './Heading';
import { ProseSection } from './ProseSection';
import { readRecord } from './read';

/** Props of `<Debrief>`. */
export interface DebriefProps extends LocaleProps {
  /** `debrief` of the course; null for activities without one (nothing renders). */
  debrief: DebriefPayload | null | undefined;
  /** Level of the section's heading; its own headings sit one below. @default 2 */
  headingLevel?: HeadingLevel;
  /** Any part of the `Strings` table, over `<MethodStrings>`. */
  strings?: StringsOverride;
}

/** Case takeaway, answer key and next steps, each payload HTML string through SafeHtml. */
export function Debrief({ debrief, headingLevel = 2, strings, locale, timeZone }: DebriefProps) {
  const text = useStringsPart(completionStrings, strings, { locale, timeZone }).course;
  const headingId = useId();
  const source = readRecord(debrief);
  const parts = [
    { key: 'takeaway', heading: text.caseTakeawayHeading, html: source.caseTakeaway },
    { key: 'answer-key', heading: text.answerKeyHeading, html: source.answerKeyHtml },
    { key: 'next-steps', heading: text.nextStepsHeading, html: source.nextStepsHtml },
  ].filter((part) => typeof part.html === 'string' && part.html.trim() !== '');
  if (parts.length === 0) return null;
  return (
    <EnsureMethodRoot>
      <section className="method-debrief" aria-labelledby={headingId}>
        <Heading level={headingLevel} id={headingId} className="method-section__heading">
          {text.debriefHeading}
        </Heading>
        {parts.map((part) => (
          <ProseSection
            key={part.key}
            className="method-debrief__section"
            heading={part.heading}
            html={part.html}
            headingLevel={subLevel(headingLevel)}
          />
        ))}
      </section>
    </EnsureMethodRoot>
  );
}
