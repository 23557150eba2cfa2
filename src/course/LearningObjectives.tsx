import { useId } from 'react';
import type { StringsOverride } from '../strings/en';
import { useStringsPart } from '../i18n/useStringsPart';
import type { LocaleProps } from '../i18n/useStringsScope';
import { landingStrings } from '../strings/en-landing';
import { Heading, type HeadingLevel } from './Heading';
import { readTextList } from './read';

/** Props of `<LearningObjectives>`. */
export interface LearningObjectivesProps extends LocaleProps {
  /** `learning_objectives` of the course. */
  objectives: readonly string[] | null | undefined;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  /** Any part of the `Strings` table, over `<MethodStrings>`. */
  strings?: StringsOverride;
}

/** The numbered learning objectives; nothing when there are none. */
export function LearningObjectives({ objectives, headingLevel = 2, strings, locale, timeZone }: LearningObjectivesProps) {
  const text = useStringsPart(landingStrings, strings, { locale, timeZone }).course;
  const headingId = useId();
  const items = readTextList(objectives);
  if (items.length === 0) return null;
  return (
    <section className="method-section" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="method-section__heading">
        {text.objectivesHeading}
      </Heading>
      <ol className="method-objectives">
        {items.map((objective, index) => (
          <li key={`${index}-${objective}`}>{objective}</li>
        ))}
      </ol>
    </section>
  );
}
