// Gzip size of the JavaScript a host page adds beyond React, for three ways of using the built
// library (dist/). Each case is a tiny entry bundled by Rolldown (Vite 8's bundler, the one the
// issue's peer harness builds its pages with; minified, React external), so the figure is what a
// Vite host ships, not dist/ file sizes. Not esbuild: with splitting, esbuild keeps in the entry's
// chunk every file the entry re-exports that a lazy chunk also needs, used or not (evanw/esbuild#3704),
// so `index.js` exporting `LandingPage` would put the lazily loaded landing page up front; Rolldown
// honours the package's `sideEffects` and leaves it in its chunk. The default path is code-split
// (what the page loads up front plus the lazy chunks of its kinds); the catalog and the whole
// library are one bundle each (dynamic imports inlined), their bytes without per-chunk overhead.
// Used by `npm run bench` and by test/package/size-budget.test.ts.
import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { rolldown } from 'rolldown';
import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const dist = (file) => JSON.stringify(resolve(root, 'dist', file));
const css = JSON.stringify(resolve(root, 'styles/method.css'));

/**
 * The cases. `kinds` names the renderers the case's course uses: once renderers load lazily,
 * the chunks those kinds pull in are part of the path (matched by output or input file name).
 */
export const SIZE_CASES = [
  {
    id: 'default',
    title: 'default path: CoursePlayer (html + mcq + choice) + styles.css',
    entry: `import { CoursePlayer } from ${dist('index.js')}; import ${css}; export { CoursePlayer };`,
    kinds: ['html', 'mcq', 'choice'],
    split: true,
  },
  {
    id: 'cards',
    title: 'CourseCard + CourseCatalog only',
    entry: `export { CourseCard, CourseCatalog } from ${dist('index.js')};`,
    kinds: [],
    split: false,
  },
  {
    id: 'whole',
    title: 'whole library (every export of ce-course-player)',
    entry: `export * from ${dist('index.js')};`,
    kinds: 'all',
    split: false,
  },
];

const REACT = /^(react|react-dom|scheduler)(\/|$)/;
const gzipKiB = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024;

const kindPattern = (kind) => new RegExp(`(^|[/\\-])${kind}([/\\.-]|Renderer)`, 'i');

/** The case's CSS imports, minified by esbuild (Rolldown bundles JS only) and gzipped. */
async function cssKiB(entry) {
  let kib = 0;
  for (const [, file] of entry.matchAll(/import\s+("[^"]+\.css")/g)) {
    const { code } = await transform(readFileSync(JSON.parse(file), 'utf8'), { loader: 'css', minify: true });
    kib += gzipKiB(Buffer.from(code));
  }
  return kib;
}

/**
 * Bundles one case; returns gzip KiB of JS (static graph + the lazy chunks its kinds need) and CSS,
 * the number of chunks counted, and `modules`: the minified bytes of each module the page loads up
 * front (by path from the root; a chunk's minified size shared pro rata over its modules' sizes).
 */
export async function measureCase({ id, entry, kinds, split }) {
  const bundle = await rolldown({
    input: `case:${id}`,
    cwd: root,
    platform: 'browser',
    logLevel: 'silent',
    external: REACT,
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    plugins: [
      {
        name: 'case-entry',
        resolveId: (source) => (source === `case:${id}` ? `\0case:${id}` : null),
        // The entry without its CSS imports: cssKiB measures those.
        load: (moduleId) => (moduleId === `\0case:${id}` ? entry.replace(/import\s+"[^"]+\.css";?/g, '') : null),
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'esm', minify: true, codeSplitting: split });
  await bundle.close();
  const chunks = new Map(output.filter((o) => o.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const start = [...chunks.values()].find((chunk) => chunk.isEntry);
  const wanted = (chunk) => kinds === 'all' || [chunk.fileName, ...Object.keys(chunk.modules).map((m) => relative(root, m))].some((name) => kinds.some((kind) => kindPattern(kind).test(name)));
  const seen = new Set();
  const upFront = new Set();
  const visit = (chunk, staticOnly) => {
    const set = staticOnly ? upFront : seen;
    if (set.has(chunk)) return;
    set.add(chunk);
    for (const name of chunk.imports) if (chunks.has(name)) visit(chunks.get(name), staticOnly);
    if (staticOnly) return;
    for (const name of chunk.dynamicImports) if (chunks.has(name) && wanted(chunks.get(name))) visit(chunks.get(name), false);
  };
  visit(start, false);
  visit(start, true);
  let js = 0;
  for (const chunk of seen) js += gzipKiB(Buffer.from(chunk.code));
  const modules = {};
  for (const chunk of upFront) {
    const rendered = Object.values(chunk.modules).reduce((sum, m) => sum + m.renderedLength, 0) || 1;
    for (const [input, { renderedLength }] of Object.entries(chunk.modules)) {
      if (renderedLength === 0) continue;
      const key = relative(root, input.replace(/^\0/, ''));
      modules[key] = (modules[key] ?? 0) + Math.round((renderedLength * Buffer.byteLength(chunk.code)) / rendered);
    }
  }
  return { js, css: await cssKiB(entry), chunks: seen.size, modules };
}

/** Minified bytes up front by package (node_modules) or dist folder, largest first: where a case's KiB go. */
export function modulesByGroup(modules) {
  const groups = {};
  for (const [input, bytes] of Object.entries(modules)) {
    const group = input.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1').replace(/^dist\/([^/]+)\/.*$/, 'dist/$1/');
    groups[group] = (groups[group] ?? 0) + bytes;
  }
  return Object.entries(groups).sort((a, b) => b[1] - a[1]);
}

/** Every case, in order: `{ id, title, js, css, chunks }` (sizes in gzip KiB, level 9). */
export async function measureSizes() {
  const out = [];
  for (const c of SIZE_CASES) out.push({ id: c.id, title: c.title, ...(await measureCase(c)) });
  return out;
}
