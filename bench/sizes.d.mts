/** One way of using the library whose shipped size is measured (see sizes.mjs). */
export interface SizeCase {
  id: 'default' | 'cards' | 'whole';
  title: string;
  entry: string;
  kinds: readonly string[] | 'all';
  /** Code-split (the default path) or one bundle. */
  split: boolean;
}

/** Gzip KiB (level 9) of JS beyond React and of CSS for one case; `chunks` JS files counted. */
export interface SizeFigure {
  js: number;
  css: number;
  chunks: number;
  /** Minified bytes of each input module the page loads up front (before any lazy chunk). */
  modules: Record<string, number>;
}

export const SIZE_CASES: readonly SizeCase[];
export function modulesByGroup(modules: Record<string, number>): Array<[string, number]>;
export function measureCase(sizeCase: SizeCase): Promise<SizeFigure>;
export function measureSizes(): Promise<Array<SizeFigure & { id: SizeCase['id']; title: string }>>;
