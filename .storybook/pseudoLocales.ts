import en from 'ce-course-player/locales/en';
import type { Strings, StringsSection } from 'ce-course-player';

/** Rewrites every text and every message's output of a table; the shape and the locale stay. */
function mapTable(table: Strings, text: (value: string) => string): Strings {
  const section = <S extends StringsSection>(name: S): Strings[S] =>
    Object.fromEntries(
      Object.entries(table[name]).map(([key, value]) => [
        key,
        typeof value === 'function' ? (...args: unknown[]) => text(String((value as (...a: unknown[]) => unknown)(...args))) : text(String(value)),
      ]),
    ) as Strings[S];
  return { ...table, player: section('player'), renderers: section('renderers'), course: section('course'), catalog: section('catalog') };
}

// Latin letters to Hebrew ones (final forms included, 27 for 26): every string reads right to left.
const HEBREW = 'אבגדהוזחטיכלמנסעפצקרשתךםןף';
const toHebrew = (value: string) =>
  value.replace(/[a-z]/gi, (letter) => HEBREW[letter.toLowerCase().charCodeAt(0) - 97] ?? letter);

/** A pseudo-Hebrew table: every English string in Hebrew letters, numbers in `he`. For right-to-left checks, not for learners. */
export const pseudoHebrew: Strings = { ...mapTable(en, toHebrew), locale: 'he' };

/** Each word 60% longer, as German often runs: long unbroken words included. For layout checks. */
export const stretchedStrings: Strings = mapTable(en, (value) =>
  value.replace(/[\p{L}]{3,}/gu, (word) => word + word.slice(0, Math.ceil(word.length * 0.6)).toLowerCase()),
);
