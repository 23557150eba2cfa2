import { useId } from 'react';
import type { ReferencePayload } from '../contract/course';
import type { StringsOverride } from '../strings/en';
import { useStringsPart } from '../i18n/useStringsPart';
import type { LocaleProps } from '../i18n/useStringsScope';
import { courseChromeStrings } from '../strings/en-course';
import { EnsureMethodRoot } from './EnsureMethodRoot';
import { Heading, type HeadingLevel } from './Heading';
import { readList, readRecord } from './read';
import { referenceAnchorId } from '../controls/referenceAnchor';
import { ReferenceItem } from './ReferenceItem';
import { referenceLinks } from './referenceLinks';

/** Props of `<References>`: the course's references and whether plain http links are allowed. */
export interface ReferencesProps extends LocaleProps {
  /** `references` of the course. */
  references: readonly ReferencePayload[] | null | undefined;
  /** Accept plain http reference URLs. @default false */
  allowHttp?: boolean;
  /** Level of the list's heading. @default 2 */
  headingLevel?: HeadingLevel;
  /** Any part of the `Strings` table, over `<MethodStrings>`. */
  strings?: StringsOverride;
}

/** The numbered reference list; each item carries the `method-ref-N` anchor `[N]` markers link to. */
export function References({ references, allowHttp = false, headingLevel = 2, strings, locale, timeZone }: ReferencesProps) {
  const text = useStringsPart(courseChromeStrings, strings, { locale, timeZone }).course;
  const headingId = useId();
  const list = readList(references).filter((reference) => typeof reference === 'object' && reference !== null);
  if (list.length === 0) return null;
  const seen = new Set<string>();
  return (
    <EnsureMethodRoot>
      <section className="method-references" aria-labelledby={headingId}>
        <Heading level={headingLevel} id={headingId} className="method-section__heading">
          {text.referencesHeading}
        </Heading>
        <ol className="method-references__list">
          {list.map((reference, index) => {
            const id = referenceAnchorId(readRecord(reference).number);
            // Ids must be unique: a repeated number keeps only its first anchor.
            const anchorId = id && !seen.has(id) ? id : undefined;
            if (anchorId) seen.add(anchorId);
            return (
              <ReferenceItem
                key={index}
                reference={reference}
                anchorId={anchorId}
                links={referenceLinks(reference, { allowHttp })}
                strings={text}
              />
            );
          })}
        </ol>
      </section>
    </EnsureMethodRoot>
  );
}
