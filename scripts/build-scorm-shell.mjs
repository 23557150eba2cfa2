// Bundles the SCORM launch page's script (src/scorm/shell/main.ts) into one self-contained file,
// dist/scorm/shell.js, which the packager copies into every dispatch package. esbuild, not Vite:
// the library build keeps one file per module, and the shell must be one file with no imports.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The shell's code as one minified script (an IIFE: the launch page loads it as a classic script). */
export async function bundleScormShell() {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../src/scorm/shell/main.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    // Old LMS frames still run in the browsers the player supports: es2020 is far enough back.
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
  });
  return result.outputFiles[0].text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL('../dist/scorm/shell.js', import.meta.url));
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, await bundleScormShell());
}
