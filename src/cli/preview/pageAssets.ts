import { readFile } from 'node:fs/promises';
import type { PreviewAssets } from './previewServer';

const readBeside = (url: URL) => readFile(url, 'utf8').catch(() => null);

/**
 * The page's script (dist/preview/page.js, which scripts/build-preview-page.mjs bundles at build
 * time, React included) and the package's stylesheet, read from where they sit in the installed
 * package, relative to this module (dist/cli/preview/pageAssets.js). From the sources they are not
 * there: the page then says its script is missing.
 */
export async function readPreviewAssets(): Promise<PreviewAssets> {
  const [script, stylesheet] = await Promise.all([
    readBeside(new URL(/* @vite-ignore */ '../../preview/page.js', import.meta.url)),
    readBeside(new URL(/* @vite-ignore */ '../../../styles/method.css', import.meta.url)),
  ]);
  return { script, stylesheet };
}
