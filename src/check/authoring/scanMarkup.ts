import { isAllowedScheme } from '../../controls/nativePostPass';
import { PURIFY_CONFIG } from '../../controls/purifyConfig';

/**
 * What the player's sanitizer will take out of one HTML string, found by a tokenizer-level scan
 * instead of a parse: `ce-course-player check` runs in Node, where a DOM (jsdom) is an optional
 * peer the host may not have, and the same input must give the same report everywhere. The scan
 * reads tags and attributes as the HTML tokenizer does (quoted and bare values, comments, raw-text
 * elements, character references in values) and judges them by the sanitizer's own lists
 * (purifyConfig.ts, nativePostPass.ts). It names what an author meant to ship
 * and will lose; mutation-XSS tricks that only a parse reveals are the sanitizer's business, not
 * this report's (scanMarkup.test.ts compares it with DOMPurify over the XSS corpus).
 */
export interface MarkupFinding {
  /** `markup`: an element or attribute removed; `url`: a link or source dropped for its scheme. */
  what: 'markup' | 'url';
  /** `<script>`, `onclick attribute on <p>`, `href "javascript:alert(1)" on <a>`. */
  text: string;
}

/** Elements removed whatever they hold: scripts, embedded browsing contexts, forms, styles, document metadata. */
const REMOVED_ELEMENTS = new Set<string>(['script', 'applet', 'portal', 'fencedframe', ...PURIFY_CONFIG.FORBID_TAGS]);
const FORBIDDEN_ATTRIBUTES = new Set<string>(PURIFY_CONFIG.FORBID_ATTR);
/** Elements whose content the tokenizer reads as text up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title']);
/** HTML start tags that end <svg> or <math> content where they appear (the parser's breakout list); `</p>` and `</br>` do too. */
const BREAKOUT = new Set('b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var'.split(' '));

const NAMED_REFERENCES: Readonly<Record<string, string>> = { colon: ':', tab: '\t', newline: '\n', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', lpar: '(', rpar: ')', sol: '/', period: '.', comma: ',' };

/** An attribute value as the parser hands it over: numeric and the common named references decoded. */
function decode(value: string): string {
  return value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));?/gi, (whole, decimal: string, hex: string, name: string) => {
    if (name) return NAMED_REFERENCES[name.toLowerCase()] ?? whole;
    const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

const shown = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}…` : value);

/** Reads one start tag's attributes from `from` (just after its name); returns them and where the tag ends. */
function readAttributes(html: string, from: number): { attributes: [string, string][]; end: number } {
  const attributes: [string, string][] = [];
  let at = from;
  for (;;) {
    while (at < html.length && /[\s/]/.test(html[at]!)) at += 1;
    if (at >= html.length || html[at] === '>') return { attributes, end: at + 1 };
    const name = /[^\s/>][^\s/>=]*/y;
    name.lastIndex = at;
    const match = name.exec(html)!;
    at = name.lastIndex;
    while (at < html.length && /\s/.test(html[at]!)) at += 1;
    let value = '';
    if (html[at] === '=') {
      at += 1;
      while (at < html.length && /\s/.test(html[at]!)) at += 1;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        value = html.slice(at + 1, close < 0 ? html.length : close);
        at = close < 0 ? html.length : close + 1;
      } else {
        const bare = /[^\s>]*/y;
        bare.lastIndex = at;
        value = bare.exec(html)![0];
        at = bare.lastIndex;
      }
    }
    attributes.push([match[0].toLowerCase(), decode(value)]);
  }
}

function judgeAttribute(tag: string, name: string, value: string, findings: MarkupFinding[]): void {
  if (name.startsWith('on') || FORBIDDEN_ATTRIBUTES.has(name)) {
    findings.push({ what: 'markup', text: `${name} attribute on <${tag}>` });
    return;
  }
  // Any attribute: an unknown one (`dynsrc`, `lowsrc`) goes anyway, but its author meant a link.
  const trimmed = value.trim();
  if (!isAllowedScheme(tag, name, trimmed)) findings.push({ what: 'url', text: `${name} "${shown(trimmed)}" on <${tag}>` });
}

/** Where a comment that starts at `at` (`<!--`) ends: `-->`, `--!>`, or at once for `<!-->` and `<!--->`. */
function commentEnd(html: string, at: number): number {
  const close = /--!?>/g;
  close.lastIndex = at + 2;
  const match = close.exec(html);
  return match ? match.index + match[0].length : html.length;
}

/** Everything the sanitizer removes from `html` that its author would miss, in document order. */
export function scanMarkup(html: string): MarkupFinding[] {
  const findings: MarkupFinding[] = [];
  // Inside <svg> or <math> there is no raw text and a CDATA section is real.
  let foreign = 0;
  let at = html.indexOf('<');
  while (at >= 0 && at < html.length) {
    const rest = html.slice(at, at + 9);
    if (rest.startsWith('<!--')) {
      at = commentEnd(html, at);
    } else if (foreign > 0 && rest === '<![CDATA[') {
      const close = html.indexOf(']]>', at + 9);
      at = close < 0 ? html.length : close + 3;
    } else if (rest[1] === '!' || rest[1] === '?' || (rest[1] === '/' && /[a-z]/i.test(rest[2] ?? ''))) {
      if (foreign > 0 && /^<\/(svg|math)[\s/>]/i.test(html.slice(at, at + 7))) foreign -= 1;
      if (/^<\/(p|br)[\s/>]/i.test(html.slice(at, at + 5))) foreign = 0;
      const close = html.indexOf('>', at + 2);
      at = close < 0 ? html.length : close + 1;
    } else if (/[a-z]/i.test(rest[1] ?? '')) {
      const name = /[a-z][^\s/>]*/iy;
      name.lastIndex = at + 1;
      const tag = name.exec(html)![0].toLowerCase();
      const { attributes, end } = readAttributes(html, name.lastIndex);
      if (REMOVED_ELEMENTS.has(tag)) findings.push({ what: 'markup', text: `<${tag}>` });
      else for (const [attribute, value] of attributes) judgeAttribute(tag, attribute, value, findings);
      at = end;
      if (BREAKOUT.has(tag)) foreign = 0;
      if ((tag === 'svg' || tag === 'math') && html[end - 2] !== '/') foreign += 1;
      else if (foreign === 0 && RAW_TEXT.has(tag)) {
        const close = new RegExp(`</${tag}`, 'ig');
        close.lastIndex = at;
        at = close.exec(html)?.index ?? html.length;
      }
    } else {
      at += 1;
    }
    at = html.indexOf('<', at);
  }
  return findings;
}
