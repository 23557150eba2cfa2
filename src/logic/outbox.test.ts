import { describe, expect, it } from 'vitest';
import { hasUnsent, isAwaitingSend, OFFLINE_FAILURE, phasesToSend, restoredOutbox, withoutOutboxEntry, withOutboxState } from './outbox';

describe('the outbox rules', () => {
  it.each([
    [{}, false],
    [{ a: 'sent' as const }, false],
    [{ a: 'sent' as const, b: 'saved' as const }, true],
    [{ a: 'sending' as const }, true],
  ])('hasUnsent(%j) is %s', (outbox, unsent) => {
    expect(hasUnsent(outbox)).toBe(unsent);
  });

  it('sets and removes one phase', () => {
    expect(withOutboxState({ a: 'sent' }, 'b', 'saved')).toEqual({ a: 'sent', b: 'saved' });
    expect(withoutOutboxEntry({ a: 'sent', b: 'saved' }, 'a')).toEqual({ b: 'saved' });
  });

  it('keeps on the device what was on its way in the old page, and drops what the service has', () => {
    expect(restoredOutbox({ a: 'sending', b: 'saved', c: 'sent', d: 'saved' }, { d: true })).toEqual({ a: 'saved', b: 'saved', c: 'sent' });
  });

  it.each([
    ['never sent', undefined, ['a']],
    ['offline', OFFLINE_FAILURE, ['a']],
    ['the network', { message: 'Failed to fetch' }, ['a']],
    ['a 503', { status: 503, message: 'Unavailable' }, ['a']],
    ['a refused session', { status: 401, message: 'Unauthorized' }, []],
    ['a rejected body', { status: 400, message: 'Bad Request' }, []],
  ])('sends a saved phase again when its last send failed on %s: %j', (_name, failure, expected) => {
    expect(phasesToSend({ a: 'saved', b: 'sent', c: 'sending' }, {}, () => failure)).toEqual(expected);
  });

  it('does not send a phase already complete', () => {
    expect(phasesToSend({ a: 'saved' }, { a: true }, () => undefined)).toEqual([]);
  });

  it.each([
    ['kept on the device, never sent', 'saved', undefined, true],
    ['on its way', 'sending', undefined, true],
    ['kept after an offline send', 'saved', OFFLINE_FAILURE, true],
    ['kept after a 503 (sent again by itself)', 'saved', { status: 503, message: 'Unavailable' }, true],
    ['refused as a body (the learner changes it)', 'saved', { status: 400, message: 'Bad Request' }, false],
    ['sent', 'sent', undefined, false],
    ['never submitted', undefined, undefined, false],
  ] as const)('holds a phase read-only while it awaits its send: %s', (_name, state, failure, expected) => {
    expect(isAwaitingSend(state ? { a: state } : {}, {}, 'a', failure)).toBe(expected);
  });

  it('does not hold a complete phase as awaiting its send (the review shows it)', () => {
    expect(isAwaitingSend({ a: 'saved' }, { a: true }, 'a', undefined)).toBe(false);
  });
});
