import { Text, type Reader } from '../read';
import type { Spelling } from '../spellings';
import { defineKind } from './definition';

const HTML_KEYS = ['content', 'html', 'body', 'text', 'richText', 'rich_text'] as const satisfies Spelling<'HtmlComponentPayload', 'content'>;
/** Prose longer than this (characters) is shown, but an author should know: phones are slow to lay it out. */
export const LARGE_PROSE_CHARS = 200_000;

/** Prose: payload HTML, sanitized where it is drawn. */
export interface ProseData {
  html: string;
}

/** html, content and rich-text are one kind of prose under three names. */
export function proseKind<K extends string>(kind: K, spellings?: readonly string[]) {
  return defineKind({
    kind,
    ...(spellings ? { spellings } : {}),
    read: (source: Readonly<Record<string, unknown>>, reader: Reader, path: string): ProseData => {
      const html = reader.firstOf(source, HTML_KEYS, Text, '');
      if (html.length > LARGE_PROSE_CHARS) reader.report('large_content', `prose of ${html.length} characters; it shows, but slowly on a phone`, path, 'info');
      return { html };
    },
    html: (data: ProseData) => data.html,
  });
}
