import { useId } from 'react';
import { SafeHtml } from '../controls/SafeHtml';
import { Heading, type HeadingLevel } from './Heading';
import { readText } from './read';

export interface ProseSectionProps {
  heading: string;
  /** Untrusted HTML or text from the payload; nothing renders when blank. */
  html: unknown;
  headingLevel: HeadingLevel;
  className?: string;
}

/** A headed section of payload prose, always through SafeHtml. */
export function ProseSection({ heading, html, headingLevel, className }: ProseSectionProps) {
  const headingId = useId();
  if (typeof html !== 'string' || readText(html) === null) return null;
  return (
    <section className={className ?? 'method-section'} aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="method-section__heading">
        {heading}
      </Heading>
      <SafeHtml className="method-prose" html={html} />
    </section>
  );
}
