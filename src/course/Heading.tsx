import type { ReactNode } from 'react';

/** Heading levels a component may be told to start at, so it fits the host's outline. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps {
  level: HeadingLevel;
  className?: string;
  id?: string;
  /** -1 where a view moves focus to its heading when it opens. */
  tabIndex?: number;
  children: ReactNode;
}

/** A heading whose level is chosen by the host page (h1..h6, clamped). */
export function Heading({ level, className, id, tabIndex, children }: HeadingProps) {
  const clamped = Math.min(6, Math.max(1, Math.round(level) || 2)) as HeadingLevel;
  const Tag = `h${clamped}` as const;
  return (
    <Tag className={className} id={id} tabIndex={tabIndex}>
      {children}
    </Tag>
  );
}

/** The level below `level`, at most 6. */
export function subLevel(level: HeadingLevel): HeadingLevel {
  return Math.min(6, level + 1) as HeadingLevel;
}
