import type { CourseContentPayload } from './course';
import { DEFAULT_MEDIA_SAFETY_MARGIN_MS, mediaExpiresAt, needsMediaRefetch } from './mediaExpiry';

const at = (iso: string) => Date.parse(iso);

function payload(mediaExpiresAt: string | undefined, blockExpiries: Array<string | null | undefined>) {
  return {
    media_expires_at: mediaExpiresAt,
    phases: [
      { components: blockExpiries.slice(0, 1).map((expires_at) => ({ id: 'a', expires_at })) },
      { components: blockExpiries.slice(1).map((expires_at) => ({ id: 'b', expires_at })) },
    ],
  };
}

describe('mediaExpiresAt', () => {
  it.each([
    ['nothing expires', payload(undefined, []), null],
    ['only media_expires_at', payload('2026-09-03T12:00:00Z', []), at('2026-09-03T12:00:00Z')],
    ['only a block expiry', payload(undefined, [null, '2026-09-03T11:00:00Z']), at('2026-09-03T11:00:00Z')],
    ['a block expiring before the payload', payload('2026-09-03T12:00:00Z', ['2026-09-03T10:30:00+00:00']), at('2026-09-03T10:30:00Z')],
    ['the payload expiring before every block', payload('2026-09-03T09:00:00Z', ['2026-09-03T10:00:00Z', '2026-09-03T11:00:00Z']), at('2026-09-03T09:00:00Z')],
    ['unparseable dates ignored', payload('soon', ['', 'not a date', '2026-09-03T11:00:00Z']), at('2026-09-03T11:00:00Z')],
  ])('%s', (_name, input, expected) => {
    expect(mediaExpiresAt(input)).toBe(expected);
  });

  it('tolerates a payload without phases', () => {
    expect(mediaExpiresAt({ media_expires_at: '2026-09-03T12:00:00Z' })).toBe(at('2026-09-03T12:00:00Z'));
  });

  it('accepts a full CourseContentPayload', () => {
    const course = { media_expires_at: '2026-09-03T12:00:00Z', phases: [] } as unknown as CourseContentPayload;
    expect(mediaExpiresAt(course)).toBe(at('2026-09-03T12:00:00Z'));
  });
});

describe('needsMediaRefetch', () => {
  const expiring = payload('2026-09-03T12:00:00Z', []);
  const expiry = at('2026-09-03T12:00:00Z');

  it.each([
    ['long before the expiry', expiry - 60 * 60_000, {}, false],
    ['just outside the default margin', expiry - DEFAULT_MEDIA_SAFETY_MARGIN_MS - 1, {}, false],
    ['exactly at the default margin', expiry - DEFAULT_MEDIA_SAFETY_MARGIN_MS, {}, true],
    ['after the expiry', expiry + 1, {}, true],
    ['inside a custom margin', expiry - 9 * 60_000, { safetyMarginMs: 10 * 60_000 }, true],
    ['with no margin, one millisecond before', expiry - 1, { safetyMarginMs: 0 }, false],
    ['with no margin, at the expiry', expiry, { safetyMarginMs: 0 }, true],
  ])('%s', (_name, now, options, expected) => {
    expect(needsMediaRefetch(expiring, now, options)).toBe(expected);
  });

  it('takes a Date as now', () => {
    expect(needsMediaRefetch(expiring, new Date(expiry))).toBe(true);
  });

  it('never asks for a refetch when nothing expires', () => {
    expect(needsMediaRefetch(payload(undefined, [null]), Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('reacts to a block expiring before media_expires_at', () => {
    const early = payload('2026-09-03T12:00:00Z', ['2026-09-03T08:00:00Z']);
    expect(needsMediaRefetch(early, at('2026-09-03T08:00:00Z'), { safetyMarginMs: 0 })).toBe(true);
    expect(needsMediaRefetch(early, at('2026-09-03T07:00:00Z'), { safetyMarginMs: 0 })).toBe(false);
  });
});
