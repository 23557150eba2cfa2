import { describe, expect, it } from 'vitest';
import { PROTOCOL } from '../protocol';
import { createSequenceGate, readHostMessage, readSummary } from './hostMessages';

const summary = { completion: 'completed', success: 'passed', scaled: 0.9, location: 'a#1', sessionSeconds: 12, resume: 'a#1' };

describe('messages from the hosted page', () => {
  it('reads ready and summary in their exact shapes', () => {
    expect(readHostMessage({ type: PROTOCOL, kind: 'ready', seq: 1 })).toEqual({ type: PROTOCOL, kind: 'ready', seq: 1 });
    expect(readHostMessage({ type: PROTOCOL, kind: 'summary', seq: 2, summary })).toEqual({ type: PROTOCOL, kind: 'summary', seq: 2, summary });
  });

  it.each([
    ['not an object', 'ready'],
    ['another protocol', { type: 'other', kind: 'ready', seq: 1 }],
    ['no sequence number', { type: PROTOCOL, kind: 'ready' }],
    ['a sequence number of 0', { type: PROTOCOL, kind: 'ready', seq: 0 }],
    ['a fractional sequence number', { type: PROTOCOL, kind: 'ready', seq: 1.5 }],
    ['an extra field', { type: PROTOCOL, kind: 'ready', seq: 1, x: 1 }],
    ['an unknown kind', { type: PROTOCOL, kind: 'finish', seq: 1 }],
    ['a summary without summary', { type: PROTOCOL, kind: 'summary', seq: 1 }],
    ['an array', [PROTOCOL]],
    ['null', null],
  ])('drops %s', (_what, data) => {
    expect(readHostMessage(data)).toBeNull();
  });

  it.each([
    ['a score above 1', { scaled: 1.01 }],
    ['a negative score', { scaled: -0.1 }],
    ['a score as text', { scaled: '0.9' }],
    ['a status outside the vocabulary', { completion: 'browsed' }],
    ['success outside the vocabulary', { success: 'complete' }],
    ['negative time', { sessionSeconds: -1 }],
    ['infinite time', { sessionSeconds: Number.POSITIVE_INFINITY }],
    ['a long location', { location: 'x'.repeat(256) }],
    ['a long resume pointer', { resume: 'x'.repeat(256) }],
    ['an unknown field', { extra: true }],
  ])('drops a summary with %s', (_what, change) => {
    expect(readSummary({ ...summary, ...change })).toBeNull();
  });

  it('accepts no score (null)', () => {
    expect(readSummary({ ...summary, scaled: null })).toMatchObject({ scaled: null });
  });

  it('lets each sequence number through once, in order: stale and replayed ones are dropped', () => {
    const accepts = createSequenceGate();
    expect([5, 5, 3, 6, 100, 99, 101].map(accepts)).toEqual([true, false, false, true, true, false, true]);
  });
});
