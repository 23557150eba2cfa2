import { looksTruncated } from '../../../src/client/envelopeText';

// Telling a body cut short (MalformedResponseError reason `truncated`) from one that was never JSON,
// where strings, escapes and closing brackets decide it.

describe('looksTruncated at the edges', () => {
  it.each([
    ['an escaped quote keeps the string open', '{"a":"x\\"}', true],
    ['a closed string followed by junk is not truncated', '{"a":"b"} trailing', false],
    ['brackets inside a closed string do not count', '{"k":"}}"', true],
    ['a closed array followed by junk', '[1] x', false],
    ['more closers than openers, then reopened', '{}}{{', false],
    ['JSON-like text that does not start the body', 'x {"a":1', false],
  ])('%s', (_name, text, expected) => {
    expect(looksTruncated(text)).toBe(expected);
  });
});
