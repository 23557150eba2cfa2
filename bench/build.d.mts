/** Where `npm run bench` builds its pages. */
export const OUT: string;
/** The bench pages: `floor` (plain React), `player` and `course` (the built player). */
export const PAGE_NAMES: readonly string[];
/** Builds the library the pages use when src/ or styles/ changed after its last build. */
export function ensureLibraryBuilt(): void;
/** Builds the pages (production, minified, Vite 8) into `outDir` (bench/dist unless told). */
export function buildPages(outDir?: string): Promise<void>;
/** What a page loads up front: gzip KiB of JS beyond React, of React and of CSS, and its JS files. */
export function pageSizes(name: string, outDir?: string): { js: number; react: number; css: number; files: number };
