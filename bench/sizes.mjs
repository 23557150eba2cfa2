// Gzip size of the JavaScript a host page adds beyond React, for three ways of using the built
// library (dist/). Each case is a tiny entry bundled by esbuild (minified, React external), so the
// figure is what a host's bundler would ship, not dist/ file sizes. Only the default path is
// code-split (what the page loads up front plus the lazy chunks of its kinds): esbuild's splitting
// keeps in shared chunks code that only lazy chunks use (DOMPurify in the catalog's, say), and for
// the whole library one bundle counts its bytes without per-chunk overhead.
// Used by `npm run bench` and by test/package/size-budget.test.ts.
import { build } from 'esbuild';
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

/** Bundles one case; returns gzip KiB of JS (static graph + the lazy chunks its kinds need) and CSS. */
export async function measureCase({ id, entry, kinds, split }) {
  const result = await build({
    entryPoints: [`case:${id}`],
    bundle: true,
    minify: true,
    splitting: split,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    absWorkingDir: root,
    outdir: resolve(root, 'size-case'), // never written (write: false); esbuild needs an outdir to split
    write: false,
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'externals-and-entry',
        setup(b) {
          b.onResolve({ filter: /^case:/ }, (args) => ({ path: args.path, namespace: 'case' }));
          b.onLoad({ filter: /.*/, namespace: 'case' }, () => ({ contents: entry, loader: 'js', resolveDir: root }));
          b.onResolve({ filter: REACT }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  const outputs = result.metafile.outputs;
  const files = new Map(result.outputFiles.map((file) => [relative(root, file.path), file.contents]));
  const start = Object.keys(outputs).find((k) => outputs[k].entryPoint?.endsWith(`case:${id}`));
  const wanted = (k) => kinds === 'all' || [k, ...Object.keys(outputs[k].inputs)].some((name) => kinds.some((kind) => new RegExp(`(^|[/\\\\-])${kind}([/\\\\.-]|Renderer)`, 'i').test(name)));
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const next of outputs[k].imports) {
      if (next.external || !outputs[next.path]) continue;
      if (next.kind !== 'dynamic-import' || wanted(next.path)) visit(next.path);
    }
  };
  visit(start);
  let js = 0;
  let styles = 0;
  for (const k of Object.keys(outputs)) {
    const bytes = files.get(k);
    if (k.endsWith('.css')) styles += gzipKiB(bytes);
    else if (seen.has(k)) js += gzipKiB(bytes);
  }
  // What the page loads before any kind's chunk: the modules of the entry's static graph, by minified bytes.
  const upFront = new Set();
  const visitStatic = (k) => {
    if (upFront.has(k)) return;
    upFront.add(k);
    for (const next of outputs[k].imports) if (!next.external && outputs[next.path] && next.kind !== 'dynamic-import') visitStatic(next.path);
  };
  visitStatic(start);
  const modules = {};
  for (const k of upFront) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[k].inputs)) if (bytesInOutput > 0) modules[input] = (modules[input] ?? 0) + bytesInOutput;
  }
  return { js, css: styles, chunks: seen.size, modules };
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
