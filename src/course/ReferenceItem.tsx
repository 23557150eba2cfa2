import type { CourseChromeStrings } from '../strings/en-course';
import { readNumber, readRecord, readText, readTextList } from './read';
import type { ReferenceLinks } from './referenceLinks';

export interface ReferenceItemProps {
  reference: unknown;
  /** Anchor id (`method-ref-N`), or undefined when the number is unusable or taken. */
  anchorId: string | undefined;
  links: ReferenceLinks;
  strings: CourseChromeStrings;
}

/** One citation: authors, title, journal and year as text, then its DOI, PubMed and URL links. */
export function ReferenceItem({ reference, anchorId, links, strings }: ReferenceItemProps) {
  const record = readRecord(reference);
  const numeric = readNumber(record.number);
  const value = numeric !== null && Number.isInteger(numeric) && numeric > 0 ? numeric : undefined;
  const authors = readTextList(record.authors).join(', ');
  const title = readText(record.title);
  const journal = readText(record.journal);
  const year = readNumber(record.year);
  const citation = [authors, title, journal, year === null ? null : String(year)]
    .map((part) => part?.replace(/[.\s]+$/, '') ?? '')
    .filter((part) => part.length > 0)
    .join('. ');
  const hasLinks = links.doi || links.pubmed || links.url;
  return (
    <li className="method-references__item" id={anchorId} value={value} tabIndex={anchorId ? -1 : undefined}>
      {citation ? <span className="method-references__citation">{citation}.</span> : null}
      {hasLinks ? (
        <span className="method-references__links">
          {links.doi ? (
            <a href={links.doi.href} target="_blank" rel="noopener noreferrer">
              {strings.doiLink(links.doi.id)}
              <span className="method-visually-hidden"> {strings.opensInNewTab}</span>
            </a>
          ) : null}
          {links.pubmed ? (
            <a href={links.pubmed.href} target="_blank" rel="noopener noreferrer">
              {strings.pubmedLink(links.pubmed.id)}
              <span className="method-visually-hidden"> {strings.opensInNewTab}</span>
            </a>
          ) : null}
          {links.url ? (
            <a href={links.url} target="_blank" rel="noopener noreferrer">
              {strings.urlLink}
              <span className="method-visually-hidden"> {strings.opensInNewTab}</span>
            </a>
          ) : null}
        </span>
      ) : null}
    </li>
  );
}
