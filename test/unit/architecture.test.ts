import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = resolve(__dirname, '../../src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Every module a file names, as the compiler's own scanner reads them: `import` and `import type`,
 * `export … from` and `export type * from`, side-effect imports, `import()` calls and `import()` types.
 */
const importsOf = (file: string) => ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((imported) => imported.fileName);

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * ARCHITECTURE.md "src/ layout and who may import whom": every folder of src/ (and the root
 * index.ts) with the folders it may import, type-only imports included. Rows go lowest first and a
 * row names only rows above it, so the table is an order and no two folders can import each other.
 *
 * - contract <- model <- logic: the wire, the normalized Course (Screen[] included), pure rules.
 * - store and strings both sit on logic and not on each other: the store holds no text, and a
 *   string table reads only logic's vocabulary (ContinueBlocker) and its own Intl formatting
 *   (strings/format.ts, strings/bindMessages.ts).
 * - i18n (the React side of strings: context, hooks, resolving overrides) sits on strings.
 * - registry (the mechanism) and controls (shared controls, the sanitizer, safe links and
 *   reference markers) sit on i18n and not on each other.
 * - renderers (with the built-in list, renderers/defaultRegistry.ts) and course sit on both;
 *   catalog also on course, whose root, heading and tolerant readers its cards reuse. None of the
 *   three imports another otherwise.
 * - react is the player: everything below but catalog (a catalog page pulls no player code, and
 *   the player no catalog code).
 * - entries holds the non-React entries (contract); index.ts is the React entry.
 * - locales, client and webhooks are entries of their own that nothing imports: locales reads
 *   strings only, the server toolkit the contract only.
 * - check is what `checkCourse` and `ce-course-player check` report: normalize's diagnostics and, for
 *   authors, what the player will refuse or strip, judged by the controls' own URL and sanitizer rules.
 * - scorm is the SCORM dispatch packages' three parts: the hosted page's bridge (the
 *   `ce-course-player/scorm` entry, reusing xapi's course verdict), the launch page's shell
 *   (scorm/shell, bundled alone) and the packager (scorm/package, Node only).
 * - cli is the `ce-course-player check`, `scorm` and `preview` commands: Node only, it reads payloads
 *   as the model does; preview serves the development service, so cli may import dev.
 * - dev is the development service (`ce-course-player/dev-service`, `ce-course-player/vite`): the
 *   sample course, its answer keys and the reference scorer, on a server only; only the CLI's
 *   preview imports it.
 */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  contract: [],
  model: ['contract'],
  logic: ['contract', 'model'],
  store: ['contract', 'model', 'logic'],
  strings: ['contract', 'model', 'logic'],
  i18n: ['contract', 'model', 'logic', 'store', 'strings'],
  registry: ['contract', 'model', 'logic', 'store', 'strings', 'i18n'],
  controls: ['contract', 'model', 'logic', 'store', 'strings', 'i18n'],
  check: ['contract', 'model', 'controls'],
  renderers: ['contract', 'model', 'logic', 'store', 'strings', 'i18n', 'registry', 'controls'],
  course: ['contract', 'model', 'logic', 'store', 'strings', 'i18n', 'registry', 'controls'],
  catalog: ['contract', 'model', 'logic', 'store', 'strings', 'i18n', 'registry', 'controls', 'course'],
  react: ['contract', 'model', 'logic', 'store', 'strings', 'i18n', 'registry', 'controls', 'renderers', 'course'],
  entries: ['contract', 'model', 'logic', 'store', 'strings', 'i18n', 'registry', 'controls', 'check', 'renderers', 'course', 'catalog'],
  'index.ts': ['contract', 'model', 'logic', 'store', 'strings', 'i18n', 'registry', 'controls', 'check', 'renderers', 'course', 'catalog', 'react', 'entries'],
  locales: ['strings'],
  client: ['contract'],
  webhooks: ['contract'],
  xapi: ['model', 'store'],
  scorm: ['model', 'store', 'xapi'],
  dev: ['contract', 'model'],
  cli: ['contract', 'model', 'check', 'scorm', 'dev'],
};

/** The top-level entries of src/: its folders and its root files (index.ts). */
const units = readdirSync(src).filter((name) => statSync(join(src, name)).isDirectory() || /\.tsx?$/.test(name));

/** The entry of src/ a resolved import path lies in, or null outside src/ (test fixtures and support). */
function unitOf(path: string): string | null {
  const inside = relative(src, path);
  if (inside === '..' || inside.startsWith(`..${sep}`)) return null;
  const first = inside.split(sep)[0] || 'index';
  return units.find((unit) => unit === first || unit.replace(/\.tsx?$/, '') === first) ?? first;
}

/** `file -> spec` for every relative import of the files that leaves their entry for one its row does not name. */
function wrongWayImports(unit: string): string[] {
  const files = statSync(join(src, unit)).isDirectory() ? filesUnder(join(src, unit)) : [join(src, unit)];
  return files.flatMap((file) =>
    importsOf(file)
      .filter((spec) => spec.startsWith('.'))
      .filter((spec) => {
        const target = unitOf(resolve(dirname(file), spec));
        // Only a test beside its module reaches out of src/, for the shared fixtures and support.
        if (target === null) return !isTest(file);
        return target !== unit && !MAY_IMPORT[unit]!.includes(target);
      })
      .map((spec) => `${relative(src, file)} -> ${spec}`),
  );
}

/** ARCHITECTURE.md: import direction, enforced here in place of a lint rule. */
describe('import direction', () => {
  it('has a row for every folder of src/ and the root index.ts, and none for anything else', () => {
    expect([...units].sort()).toEqual(Object.keys(MAY_IMPORT).sort());
  });

  it('names every folder of src/, and nothing else, in docs/architecture.md', () => {
    const doc = readFileSync(resolve(__dirname, '../../docs/architecture.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Folders of `src/`'), doc.indexOf('## Data flow'));
    const named = [...section.matchAll(/^\| `src\/([a-z0-9]+)\/` \|/gm)].map((match) => match[1]);
    const folders = readdirSync(src).filter((name) => statSync(join(src, name)).isDirectory());
    expect(named.sort()).toEqual(folders.sort());
  });

  it('is an order: a row names only rows above it', () => {
    const rows = Object.keys(MAY_IMPORT);
    const backwards = rows.flatMap((unit, index) => MAY_IMPORT[unit]!.filter((allowed) => !rows.slice(0, index).includes(allowed)).map((allowed) => `${unit} -> ${allowed}`));
    expect(backwards).toEqual([]);
  });

  it.each(Object.keys(MAY_IMPORT))('src/%s imports only the folders its row names', (unit) => {
    expect(wrongWayImports(unit)).toEqual([]);
  });

  it.each([
    ['contract', /^(react|react-dom|zustand)(\/|$)/],
    ['model', /^(react|react-dom|zustand)(\/|$)/],
    ['logic', /^(react|react-dom|zustand)(\/|$)/],
    ['check', /^(react|react-dom|zustand)(\/|$)/],
    ['strings', /^(react|react-dom|zustand)(\/|$)/],
    ['locales', /^(react|react-dom|zustand)(\/|$)/],
    // zustand's vanilla core and middleware only: the bare `zustand` entry is its React binding.
    ['store', /^(react|react-dom)(\/|$)|^zustand$/],
  ])('src/%s imports no React (and below store/, no zustand)', (unit, banned) => {
    const offenders = filesUnder(join(src, unit)).flatMap((file) => importsOf(file).filter((spec) => banned.test(spec)).map((spec) => `${relative(src, file)} -> ${spec}`));
    expect(offenders).toEqual([]);
  });

  it('keeps the server toolkit free of React and Node-only modules', () => {
    const offenders = ['client', 'webhooks'].flatMap((layer) =>
      filesUnder(join(src, layer)).flatMap((file) =>
        importsOf(file)
          .filter((spec) => /^(react|react-dom|zustand|node:|fs|crypto|http)(\/|$)/.test(spec))
          .map((spec) => `${relative(src, file)} -> ${spec}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('never evaluates strings as code (hosts with a strict CSP must work)', () => {
    const offenders = filesUnder(src).filter((file) => !file.endsWith('.test.ts') && /\beval\(|new Function\(/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => relative(src, f))).toEqual([]);
  });

  it('names no two files in one folder alike but for case (the package ships one file per module)', () => {
    const folders = [src, ...filesUnder(src).map((file) => join(file, '..'))];
    const clashes = [...new Set(folders)].flatMap((dir) => {
      const stems = readdirSync(dir).map((name) => name.replace(/\.(test\.)?tsx?$/, '').toLowerCase() + (name.includes('.test.') ? '.test' : ''));
      return stems.filter((stem, index) => stems.indexOf(stem) !== index).map((stem) => `${relative(src, dir)}/${stem}`);
    });
    expect(clashes).toEqual([]);
  });
});
