import type { Diagnostic } from '../../model/diagnostics';
import { snapshot } from '../../model/snapshot';
import { captionFindings } from './captionFindings';
import { courseRecord, deliveredComponents } from './deliveredComponents';
import { markupFindings } from './markupFindings';
import { urlFindings } from './urlFindings';

/** Options of the authoring checks: judge URLs as a player with these settings does. */
export interface AuthoringOptions {
  /** Judge URLs as a player with `allowHttp` does. @default false */
  allowHttp?: boolean;
}

/**
 * What the player will refuse, strip or cannot make accessible in a course payload, for its
 * authors (docs/checking.md): URLs outside the allowlist, markup the sanitizer removes, media with
 * no captions or transcript. Normalize's own diagnostics (an image without alt among them) are not
 * repeated. Never throws: the payload is read through a snapshot, as normalize reads it.
 */
export function authoringFindings(payload: unknown, { allowHttp = false }: AuthoringOptions = {}): Diagnostic[] {
  const course = courseRecord(snapshot(payload).value);
  const blocks = deliveredComponents(course).flatMap((component) => [...urlFindings(component, allowHttp), ...captionFindings(component, allowHttp)]);
  return [...blocks, ...markupFindings(course)];
}
