import { describe, expect, it } from 'vitest';
import { advanceSpans, spanSeconds } from './questionClock';

describe('advanceSpans', () => {
  it('starts the running question and stops the one before it', () => {
    const first = advanceSpans({}, 'q1', 1000);
    expect(first).toEqual({ q1: { startedAt: 1000, stoppedAt: null } });
    expect(advanceSpans(first, 'q2', 5000)).toEqual({ q1: { startedAt: 1000, stoppedAt: 5000 }, q2: { startedAt: 5000, stoppedAt: null } });
  });

  it('continues a question that already has a span (a reload), returning the same object', () => {
    const spans = { q1: { startedAt: 1000, stoppedAt: null } };
    expect(advanceSpans(spans, 'q1', 9000)).toBe(spans);
  });

  it('stops everything when nothing runs (answered, or the quiz locked)', () => {
    expect(advanceSpans({ q1: { startedAt: 0, stoppedAt: null } }, null, 2000)).toEqual({ q1: { startedAt: 0, stoppedAt: 2000 } });
  });
});

describe('spanSeconds', () => {
  it('counts whole seconds to now while running, to the stop once stopped, within 0 and the limit', () => {
    expect(spanSeconds({ startedAt: 0, stoppedAt: null }, 12_900, 30)).toBe(12);
    expect(spanSeconds({ startedAt: 0, stoppedAt: 4000 }, 99_000, 30)).toBe(4);
    expect(spanSeconds({ startedAt: 0, stoppedAt: null }, 99_000, 30)).toBe(30);
    expect(spanSeconds({ startedAt: 5000, stoppedAt: null }, 0, 30)).toBe(0);
  });
});
