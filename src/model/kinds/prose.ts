import { Text, type Reader } from '../read';
import { defineKind } from './definition';

const HTML_KEYS = ['content', 'html', 'body', 'text', 'richText', 'rich_text'] as const;

/** Prose: payload HTML, sanitized where it is drawn. */
export interface ProseData {
  html: string;
}

/** html, content and rich-text are one kind of prose under three names. */
export function proseKind<K extends string>(kind: K, spellings?: readonly string[]) {
  return defineKind({
    kind,
    ...(spellings ? { spellings } : {}),
    read: (source: Readonly<Record<string, unknown>>, reader: Reader): ProseData => ({ html: reader.firstOf(source, HTML_KEYS, Text, '') }),
    html: (data: ProseData) => data.html,
  });
}
