import { describe, expect, it } from 'vitest';
import { linkReferenceMarkers } from './referenceMarkers';

const references = [{ number: '1' }, { number: '2' }, { number: 3 }, { number: '<b>' }, {}, null];

const link = (n: string) => `<a href="#method-ref-${n}" class="method-reference-marker">[${n}]</a>`;

describe('linkReferenceMarkers', () => {
  it.each([
    ['<p>Shown in trials [1].</p>', `<p>Shown in trials ${link('1')}.</p>`],
    ['<p>[1][2] and [3]</p>', `<p>${link('1')}${link('2')} and ${link('3')}</p>`],
    ['<p>No such [9] reference</p>', '<p>No such [9] reference</p>'],
    ['<p>[ 1 ] and [1a] and [x]</p>', '<p>[ 1 ] and [1a] and [x]</p>'],
    ['<img alt="[1]" title="see [2]"> text', '<img alt="[1]" title="see [2]"> text'],
    ['<a href="https://x.example">see [1]</a> then [2]', `<a href="https://x.example">see [1]</a> then ${link('2')}`],
    ['<abbr title="a">[1]</abbr>', `<abbr title="a">${link('1')}</abbr>`],
    ['plain [2]', `plain ${link('2')}`],
    ['', ''],
  ])('%s', (html, expected) => {
    expect(linkReferenceMarkers(html, references)).toBe(expected);
  });

  it('leaves html alone when there are no usable references', () => {
    expect(linkReferenceMarkers('<p>[1]</p>', [])).toBe('<p>[1]</p>');
    expect(linkReferenceMarkers('<p>[1]</p>', 'nope')).toBe('<p>[1]</p>');
    expect(linkReferenceMarkers('<p>[1]</p>', [{ number: '1 onclick=x' }])).toBe('<p>[1]</p>');
  });

  it('returns an empty string for non-string input', () => {
    expect(linkReferenceMarkers(42 as unknown as string, references)).toBe('');
  });
});
