import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Payload HTML reaches the DOM only through SafeHtml (which runs sanitizeHtml). Any other way of
 * writing markup in src/ fails here, so a new component cannot bypass DOMPurify unnoticed.
 */
const src = resolve(__dirname, '../../src');

/** The only files allowed to hold an HTML sink, and the sink each may use. */
const SANCTIONED: Record<string, readonly string[]> = {
  // innerHTML only to read back the markup the server already sent (checked below).
  'controls/SafeHtml.tsx': ['dangerouslySetInnerHTML', '__html', 'innerHTML'],
  // innerHTML to parse a screen's strings into an inert document for DOMPurify, and to read its output (checked below).
  'controls/sanitizeHtmlAhead.ts': ['innerHTML'],
  // innerHTML only to read the native sanitizer's output (checked below).
  'controls/nativeSanitizer.ts': ['innerHTML'],
  // An empty string while hydrating before a lazy chunk came, so React keeps the server's HTML (checked below).
  'registry/lazyComponent.tsx': ['dangerouslySetInnerHTML', '__html'],
};

const SINKS: ReadonlyArray<readonly [string, RegExp]> = [
  ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
  ['__html', /__html/],
  ['innerHTML', /\binnerHTML\b/],
  ['outerHTML', /\bouterHTML\b/],
  ['insertAdjacentHTML', /\binsertAdjacentHTML\b/],
  ['document.write', /\bdocument\s*\.\s*write(ln)?\b/],
  ['createContextualFragment', /\bcreateContextualFragment\b/],
  ['setHTMLUnsafe', /\b(setHTMLUnsafe|parseHTMLUnsafe)\b/],
  ['srcdoc prop', /\bsrcDoc\s*=|\.srcdoc\s*=|setAttribute\(\s*['"]srcdoc/i],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Comments may name a sink to explain it; only code counts. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function sinksIn(text: string): string[] {
  const code = withoutComments(text);
  return SINKS.filter(([, pattern]) => pattern.test(code)).map(([name]) => name);
}

describe('HTML sinks in src/', () => {
  it('finds every sink kind it looks for (the scanner itself works)', () => {
    const samples = [
      '<div dangerouslySetInnerHTML={{ __html: x }} />',
      'el.innerHTML = x',
      'el.outerHTML = x',
      "el.insertAdjacentHTML('beforeend', x)",
      'document.write(x)',
      'range.createContextualFragment(x)',
      'el.setHTMLUnsafe(x)',
      '<iframe srcDoc={x} />',
    ];
    expect(samples.map(sinksIn)).toEqual([
      ['dangerouslySetInnerHTML', '__html'],
      ['innerHTML'],
      ['outerHTML'],
      ['insertAdjacentHTML'],
      ['document.write'],
      ['createContextualFragment'],
      ['setHTMLUnsafe'],
      ['srcdoc prop'],
    ]);
  });

  it('writes HTML only in the sanctioned files, and only with their sink', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) => {
      const name = relative(src, file).split('\\').join('/');
      const allowed = SANCTIONED[name] ?? [];
      return sinksIn(readFileSync(file, 'utf8'))
        .filter((sink) => !allowed.includes(sink))
        .map((sink) => `${name}: ${sink}`);
    });
    expect(offenders).toEqual([]);
  });

  it('the sanctioned SafeHtml only ever writes what sanitizeHtml returned', () => {
    const safeHtml = readFileSync(join(src, 'controls/SafeHtml.tsx'), 'utf8');
    expect(safeHtml).toMatch(/import \{[^}]*\bsanitizeHtml\b[^}]*\} from '\.\/sanitizeHtml'/);
    expect(safeHtml).toMatch(/const sanitized = sanitizeHtml\(html\)/);
    // While hydrating it writes back what the server rendered (the server sanitized it too); otherwise
    // only the sanitized string. innerHTML is only ever read.
    // While the DOMPurify chunk loads it keeps what the element already shows (server markup or nothing).
    expect(safeHtml).toMatch(/const markup = \(keepShown \? serverMarkup\(marker\) : null\) \?\? clean \?\? '';/);
    expect(safeHtml).toMatch(/__html: markup \}/);
    expect(safeHtml).not.toMatch(/innerHTML\s*=[^=]/);
  });

  it('the sanctioned sanitizeHtmlAhead writes markup only into an inert document, for DOMPurify to sanitize', () => {
    const code = withoutComments(readFileSync(join(src, 'controls/sanitizeHtmlAhead.ts'), 'utf8'));
    // The one write: a div made by a document with no browsing context (nothing runs, nothing loads).
    expect(code).toMatch(/inertDocument \?\?= window\.document\.implementation\.createHTMLDocument\(''\);/);
    expect(code).toMatch(/const slot = inertDocument\.createElement\('div'\);/);
    expect(code.match(/\binnerHTML\s*=[^=]/g)).toEqual(['innerHTML = ']);
    expect(code).toMatch(/slot\.innerHTML = policy/);
    // What is kept is what DOMPurify returned: the slots of the body it hands back.
    expect(code).toMatch(/const body = batchPurifier\.sanitize\(root\)/);
    expect(code).toMatch(/slots = body\.firstElementChild!\.children;/);
  });

  it('the sanctioned nativeSanitizer only reads the markup the Sanitizer API parsed and the post-pass finished', () => {
    const code = withoutComments(readFileSync(join(src, 'controls/nativeSanitizer.ts'), 'utf8'));
    expect(code).not.toMatch(/innerHTML\s*=[^=]/);
    expect(code.match(/\binnerHTML\b/g)).toEqual(['innerHTML']);
    // Both parses are the Sanitizer API's own, with our sanitizer: into a div of an inert document, or a whole document.
    expect(code).toMatch(/inert \?\?= page\.implementation\.createHTMLDocument\(''\);/);
    expect(code).toMatch(/setHTML\.call\(root, html, options\);/);
    expect(code).toMatch(/const options = \{ sanitizer: sanitizerFor\(html\) \};/);
    expect(code).toMatch(/const parsed = parseHTML\.call\(Document, html, options\);/);
    expect(code).toMatch(/finishLikePurify\(root, page\);\n\s*return root\.innerHTML;/);
  });

  it('the sanctioned lazyComponent only ever writes an empty string, which keeps the server HTML while hydrating', () => {
    const code = withoutComments(readFileSync(join(src, 'registry/lazyComponent.tsx'), 'utf8'));
    expect(code.match(/__html/g)).toEqual(['__html']);
    expect(code).toMatch(/const KEEP_SERVER_HTML = \{ __html: '' \};/);
    expect(code.match(/dangerouslySetInnerHTML=\{[^}]*\}/g)).toEqual(['dangerouslySetInnerHTML={KEEP_SERVER_HTML}']);
  });
});
