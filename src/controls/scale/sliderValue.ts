import type { Direction } from '../../i18n/direction';

/** Where an unanswered slider's thumb rests: the middle step, so no end is suggested. */
export function restingValue(min: number, max: number, step = 1): number {
  const steps = Math.round((max - min) / step);
  return min + Math.round(steps / 2) * step;
}

/** The label of the end the value sits on, or null in between. */
export function endLabel(value: number, min: number, max: number, minLabel: string, maxLabel: string): string | null {
  if (value === min && minLabel) return minLabel;
  if (value === max && maxLabel) return maxLabel;
  return null;
}

/**
 * The value a slider key moves to (Radix's rules: Home, End, arrows, Page keys and Shift+arrow by
 * ten steps), or null for other keys. Lets an unanswered slider take a key press that would not
 * move the thumb (End at max) as an answer.
 */
export function valueAfterKey(key: string, shiftKey: boolean, value: number, min: number, max: number, step = 1, writing: Direction = 'ltr'): number | null {
  if (key === 'Home') return min;
  if (key === 'End') return max;
  // Right to left the slider runs from the right (Radix's rule too): Left raises, Right lowers.
  const up = writing === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const down = writing === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const direction = [up, 'ArrowUp', 'PageUp'].includes(key) ? 1 : [down, 'ArrowDown', 'PageDown'].includes(key) ? -1 : 0;
  if (direction === 0) return null;
  const multiplier = key.startsWith('Page') || shiftKey ? 10 : 1;
  return Math.min(max, Math.max(min, value + direction * step * multiplier));
}
