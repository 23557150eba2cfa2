import { useId } from 'react';
import type { FacultyPayload } from '../contract/catalog';
import type { StringsOverride } from '../strings/en';
import { useStringsPart } from '../i18n/useStringsPart';
import type { LocaleProps } from '../i18n/useStringsScope';
import { landingStrings } from '../strings/en-landing';
import { Heading, type HeadingLevel } from './Heading';
import { readList, readRecord, readText } from './read';

/** Props of `<Faculty>`. */
export interface FacultyProps extends LocaleProps {
  /** `overview.faculty` of the catalog item. */
  faculty: readonly FacultyPayload[] | null | undefined;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  /** Any part of the `Strings` table, over `<MethodStrings>`. */
  strings?: StringsOverride;
}

/** Faculty names with degree and affiliation; nothing when there are none. */
export function Faculty({ faculty, headingLevel = 2, strings, locale, timeZone }: FacultyProps) {
  const text = useStringsPart(landingStrings, strings, { locale, timeZone }).course;
  const headingId = useId();
  const members = readList(faculty)
    .map((entry) => {
      const record = readRecord(entry);
      return { name: readText(record.name), degree: readText(record.degree), role: readText(record.title_affiliation) };
    })
    .filter((member) => member.name !== null);
  if (members.length === 0) return null;
  return (
    <section className="method-section" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="method-section__heading">
        {text.facultyHeading}
      </Heading>
      <ul className="method-faculty" role="list">
        {members.map((member, index) => (
          <li className="method-faculty__member" key={`${index}-${member.name}`}>
            <span className="method-faculty__name">{member.degree ? `${member.name}, ${member.degree}` : member.name}</span>
            {member.role ? <span className="method-faculty__role">{member.role}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
