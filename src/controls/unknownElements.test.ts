import { describe, expect, it } from 'vitest';
import { unknownElementNames } from './unknownElements';

describe('unknownElementNames', () => {
  it.each([
    ['prose of named elements', '<p>Dose <b>10</b> units<br></p><svg><linearGradient></linearGradient></svg>', ''],
    ['a Word paragraph mark', '<p class="MsoNormal">Dose<o:p>&nbsp;</o:p></p>', 'o:p'],
    ['smart tags, lower-cased as the tokenizer does, once each', '<st1:place><st1:City>Boston</st1:City><st1:City>Lynn</st1:City></st1:place>', 'st1:city st1:place'],
    ['a custom element and an SVG-only name written in HTML', '<x-card>a</x-card><set>b</set><FONT-FACE>c</FONT-FACE>', 'font-face set x-card'],
    ['a name ended by a slash, a tab or a newline', '<a-b/><c-d\tx=1><e-f\n>', 'a-b c-d e-f'],
    ['a NUL in a name, as U+FFFD', '<x\0y>t</x\0y>', 'x\uFFFDy'],
    ['elements whose content is not prose', '<script>a</script><style>b</style><noscript>c</noscript><selectedcontent>d</selectedcontent>', ''],
    ['a name inside a comment too (harmless: it only widens the unwrap list), not an end tag or text', '</x-a><!-- <o:p> -->a < b', 'o:p'],
  ])('%s', (_case, html, names) => {
    expect(unknownElementNames(html)).toBe(names);
  });

  it('keeps ASCII-only lower-casing: a non-ASCII letter stays as the tokenizer leaves it', () => {
    expect(unknownElementNames('<X-Ä>t</X-Ä>')).toBe('x-Ä');
  });
});
