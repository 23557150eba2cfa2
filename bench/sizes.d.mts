/** One way of using the library whose shipped size is measured (see sizes.mjs). */
export interface SizeCase {
  id: 'default' | 'cards' | 'whole';
  title: string;
  entry: string;
  kinds: readonly string[] | 'all';
}

/** Gzip KiB (level 9) of JS beyond React and of CSS for one case; `chunks` JS files counted. */
export interface SizeFigure {
  js: number;
  css: number;
  chunks: number;
}

export const SIZE_CASES: readonly SizeCase[];
export function measureCase(sizeCase: SizeCase): Promise<SizeFigure>;
export function measureSizes(): Promise<Array<SizeFigure & { id: SizeCase['id']; title: string }>>;
