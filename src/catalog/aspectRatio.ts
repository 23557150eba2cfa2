const RATIO = /^(\d{1,4}(?:\.\d{1,4})?)\s*(?:[/:x]\s*(\d{1,4}(?:\.\d{1,4})?))?$/i;

/**
 * A CSS `aspect-ratio` value ("16 / 9") from a payload ratio ("16/9", "16:9", "1.5"), or null
 * when the text is not a positive ratio. Only this normalized value reaches the CSS variable.
 */
export function toAspectRatio(value: string | null): string | null {
  if (!value) return null;
  const match = RATIO.exec(value.trim());
  if (!match) return null;
  const width = Number(match[1]);
  const height = match[2] === undefined ? 1 : Number(match[2]);
  if (!(width > 0) || !(height > 0)) return null;
  return `${width} / ${height}`;
}
