/** Tones a badge or stripe can take; each maps to semantic colour tokens in the stylesheet. */
export type CardTone = 'accent' | 'info' | 'success' | 'warning' | 'danger' | 'neutral';

const TONE_BY_WORD: Readonly<Record<string, CardTone>> = {
  accent: 'accent',
  primary: 'accent',
  brand: 'accent',
  blue: 'accent',
  info: 'info',
  teal: 'info',
  cyan: 'info',
  success: 'success',
  positive: 'success',
  green: 'success',
  warning: 'warning',
  caution: 'warning',
  amber: 'warning',
  yellow: 'warning',
  orange: 'warning',
  danger: 'danger',
  error: 'danger',
  critical: 'danger',
  red: 'danger',
  neutral: 'neutral',
  muted: 'neutral',
  subtle: 'neutral',
  secondary: 'neutral',
  gray: 'neutral',
  grey: 'neutral',
};

/**
 * A tone from a payload `tone` or `color` word. Raw colour values (hex, rgb) are not applied:
 * every colour on the page comes from tokens, so unknown words fall back to `accent`.
 */
export function toCardTone(word: string | null): CardTone {
  if (!word) return 'accent';
  return TONE_BY_WORD[word.trim().toLowerCase()] ?? 'accent';
}
