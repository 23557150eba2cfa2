import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from './distGraph';

const work = mkdtempSync(join(tmpdir(), 'ce-treeshake-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Bundles a host page that imports `names` from the built React entry, the way a host's bundler would. */
async function bundleHostImporting(names: string[]) {
  const entry = join(work, `${names.join('-')}.js`);
  writeFileSync(entry, `import { ${names.join(', ')} } from ${JSON.stringify(resolve(root, 'dist/index.js'))};\nexport default [${names.join(', ')}];\n`);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    // Peers are the host's own; everything the library brings is counted.
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  // Modules with bytes in the output: esbuild reads every re-exported module, then drops the unused.
  const [output] = Object.values(result.metafile.outputs);
  const inputs = Object.entries(output!.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => relative(root, resolve(path)));
  return { code, inputs, gzip: gzipSync(code).length };
}

describe('tree shaking the React entry', () => {
  it.each([['CourseCard'], ['CourseCatalog']])('a page importing only %s pulls no player, Radix, dnd-kit or DOMPurify', async (name) => {
    const { code, inputs, gzip } = await bundleHostImporting([name]);
    console.info(`${name} alone: ${(gzip / 1024).toFixed(1)} KiB gzip`);
    expect(inputs.filter((path) => /node_modules\/(@radix-ui|@dnd-kit|dompurify|zustand)\//.test(path))).toEqual([]);
    expect(inputs.filter((path) => /dist\/(react|renderers|registry|controls\/drag-board|controls\/scale)\//.test(path))).toEqual([]);
    expect(code).not.toContain('method-progress');
    expect(code).not.toContain('method-screen');
    expect(gzip).toBeLessThan(12 * 1024);
  }, 30_000);

  it('still bundles the whole player when CoursePlayer is imported (the check above can fail)', async () => {
    const { inputs } = await bundleHostImporting(['CoursePlayer']);
    expect(inputs.some((path) => path.includes('node_modules/dompurify/'))).toBe(true);
    expect(inputs.some((path) => path.includes('node_modules/@dnd-kit/'))).toBe(true);
    // The server's DOM (jsdom) is loaded by Node at run time, never bundled for the browser.
    expect(inputs.filter((path) => /node_modules\/(jsdom|parse5|tough-cookie)\//.test(path))).toEqual([]);
  }, 30_000);
});
