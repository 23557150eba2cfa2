import { diagnostic, type Diagnostic } from '../../model/diagnostics';
import { scanMarkup, type MarkupFinding } from './scanMarkup';

/** Findings named in one message before "and N more". */
const LISTED = 8;

function listed(findings: readonly MarkupFinding[]): string {
  const counts = new Map<string, number>();
  for (const { text } of findings) counts.set(text, (counts.get(text) ?? 0) + 1);
  const parts = [...counts].map(([text, count]) => (count > 1 ? `${text} ×${count}` : text));
  return parts.length > LISTED ? `${parts.slice(0, LISTED).join(', ')} and ${parts.length - LISTED} more` : parts.join(', ');
}

/** One string's findings: what the sanitizer removes, and the links it drops for their scheme. */
function findingsIn(html: string, path: string): Diagnostic[] {
  const found = scanMarkup(html);
  const markup = found.filter((finding) => finding.what === 'markup');
  const urls = found.filter((finding) => finding.what === 'url');
  const diagnostics: Diagnostic[] = [];
  if (markup.length > 0) diagnostics.push(diagnostic('markup_removed', `the player's sanitizer removes from this HTML: ${listed(markup)}`, path));
  if (urls.length > 0) {
    const what = urls.length === 1 ? '1 link or source' : `${urls.length} links or sources`;
    diagnostics.push(diagnostic('url_refused', `${what} in this HTML the player's sanitizer drops for its scheme: ${listed(urls)}`, path));
  }
  return diagnostics;
}

/** `$.accreditation.statement` at the top, `phases[0].components[2].content` inside phases (normalize's paths). */
const child = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? (key === 'phases' ? key : `$.${key}`) : `${path}.${key}`;

/**
 * Every string of the course that carries markup the sanitizer takes out, wherever it sits: any
 * field may be one the player renders as HTML (block prose, rationales, fallback_html, the course
 * chrome's statements), and a field it shows as text shows such markup as literal text instead.
 */
export function markupFindings(value: unknown, path = '', depth = 0): Diagnostic[] {
  if (typeof value === 'string') return value.includes('<') ? findingsIn(value, path || '$') : [];
  if (depth > 48 || typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => markupFindings(item, child(path || '$', index), depth + 1));
  return Object.entries(value).flatMap(([key, item]) => markupFindings(item, child(path, key), depth + 1));
}
