import { resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';

export const root = resolve(__dirname, '../..');

/** Bare packages the built module graph of `entry` reaches (relative imports followed, packages left unresolved). */
export async function packagesImportedBy(entry: string): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [resolve(root, entry)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    packages: 'external',
    logLevel: 'silent',
  });
  return externalImports(metafile);
}

function externalImports(metafile: Metafile): string[] {
  const found = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const edge of input.imports) if (edge.external) found.add(edge.path);
  }
  return [...found].sort();
}
