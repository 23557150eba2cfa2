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

describe('linkReferenceMarkers reads a references list once when it cannot change', () => {
  it('a frozen list (the normalized course’s) is read on the first call only', () => {
    let reads = 0;
    const list = Object.freeze([Object.freeze({ number: 1 }), Object.freeze({ number: 2 })]);
    const counted = new Proxy(list, { get: (target, key, receiver) => ((reads += 1), Reflect.get(target, key, receiver)) });
    expect(linkReferenceMarkers('<p>See [1] and [3].</p>', counted)).toContain('href="#method-ref-1"');
    const afterFirst = reads;
    expect(afterFirst).toBeGreaterThan(0);
    expect(linkReferenceMarkers('<p>Also [2].</p>', counted)).toContain('href="#method-ref-2"');
    expect(reads).toBe(afterFirst);
  });

  it('a list a host may still change is read again on each call', () => {
    const list: Array<{ number: number }> = [{ number: 1 }];
    expect(linkReferenceMarkers('<p>[2]</p>', list)).toBe('<p>[2]</p>');
    list.push({ number: 2 });
    expect(linkReferenceMarkers('<p>[2]</p>', list)).toContain('href="#method-ref-2"');
  });
});
