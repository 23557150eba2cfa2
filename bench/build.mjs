// Builds the bench pages (production, minified) into bench/dist with Vite, `ce-course-player`
// resolving to this repo's built dist/ (what a host installs). React, react-dom and scheduler go
// into one `react` chunk so each page's JS beyond React can be told apart.
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const here = import.meta.dirname;
const root = resolve(here, '..');
export const OUT = join(here, 'dist');
export const PAGE_NAMES = ['floor', 'player', 'course'];

/** Builds the library the pages use when src/ or styles/ changed after its last build. */
export function ensureLibraryBuilt() {
  const newest = (dir) => readdirSync(dir, { recursive: true }).reduce((t, f) => Math.max(t, statSync(join(dir, f)).mtimeMs), 0);
  const built = join(root, 'dist/index.js');
  if (!existsSync(built) || Math.max(newest(join(root, 'src')), newest(join(root, 'styles'))) > statSync(built).mtimeMs) {
    console.log('bench: building the library (vite build)');
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  }
}

/** Builds the pages into `outDir` (bench/dist unless told). */
export async function buildPages(outDir = OUT) {
  await build({
    configFile: false,
    root: here,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^ce-course-player$/, replacement: join(root, 'dist/index.js') },
        { find: /^ce-course-player\/styles\.css$/, replacement: join(root, 'styles/method.css') },
      ],
    },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
      rolldownOptions: {
        checks: { bundlerTimings: false }, // a busy machine makes the plugin-timing warning noise
        input: Object.fromEntries(PAGE_NAMES.map((name) => [name, join(here, 'pages', `${name}.html`)])),
        output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
      },
    },
  });
}

const gzipKiB = (file, outDir = OUT) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;

/**
 * What a page loads up front (from the Vite manifest): gzip KiB of JS beyond React, of the React
 * chunk and of CSS, and `files`, the JS files it loads (its entry and every static import).
 */
export function pageSizes(name, outDir = OUT) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const sizes = { js: 0, react: 0, css: 0, files: 0 };
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    sizes[chunk.name === 'react' ? 'react' : 'js'] += gzipKiB(chunk.file, outDir);
    sizes.files += 1;
    for (const css of chunk.css ?? []) if (!seen.has(css)) seen.add(css), (sizes.css += gzipKiB(css, outDir));
    (chunk.imports ?? []).forEach(walk);
  };
  walk(Object.keys(manifest).find((key) => manifest[key].isEntry && manifest[key].name === name));
  return sizes;
}
