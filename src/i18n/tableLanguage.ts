import type { StringsScope } from './stringsContext';

/**
 * The language the scope's strings table says it is written in (the last table that names a
 * `locale`), for the `lang` of a root: the player's own words may not be in the host page's
 * language (WCAG 3.1.2). Undefined for the English default, which names none and follows the page.
 * The `locale` prop is not read: it says how numbers and dates are formatted, not what language
 * the words are in.
 */
export function tableLanguage(scope: StringsScope): string | undefined {
  for (let index = scope.layers.length - 1; index >= 0; index -= 1) {
    const locale = scope.layers[index]?.locale;
    if (typeof locale === 'string' && locale !== '') return locale;
  }
  return undefined;
}
