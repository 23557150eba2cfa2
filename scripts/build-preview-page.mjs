// Bundles the preview page's script (src/cli/preview/page/main.tsx) with the BUILT player
// (dist/index.js, so the page plays what the package ships) and React into one file,
// dist/preview/page.js, which `ce-course-player preview` serves. React travels inside it: the
// command runs from npx, where the package's optional React peer is not installed.
// Run after `vite build`; prints the file's size.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const page = 'src/cli/preview/page/';

/** The page's script as one minified module with no imports, and the files it was made of. */
export async function bundlePreviewPage() {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [`${page}main.tsx`],
    bundle: true,
    // A module script: the player's server-only code reads import.meta, which only ESM keeps.
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    metafile: true,
    // React's licence comments stay, at the end of the file.
    legalComments: 'eof',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // The package by its name is the built package; tsconfig.json's paths (to src/) are not read.
    alias: { 'ce-course-player': './dist/index.js' },
    tsconfigRaw: {},
    logLevel: 'warning',
    // dist/ keeps Vite's bare imports of modules package.json marks side-effect free; dropping them is right.
    logOverride: { 'ignored-bare-import': 'silent' },
  });
  const inputs = Object.keys(result.metafile.inputs);
  // Only the page's own files may come from src/: the player must be the one in dist/.
  const fromSources = inputs.filter((input) => input.startsWith('src/') && !input.startsWith(page) && input !== 'src/cli/preview/pageConfig.ts');
  if (fromSources.length > 0) throw new Error(`the preview page bundled sources instead of dist/: ${fromSources.join(', ')}`);
  return { text: result.outputFiles[0].text, inputs };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL('../dist/preview/page.js', import.meta.url));
  const { text } = await bundlePreviewPage();
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, text);
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  console.log(`build-preview-page: ${relative(root, out)} ${kib(Buffer.byteLength(text))} KiB, ${kib(gzipSync(text).length)} KiB gzip`);
}
