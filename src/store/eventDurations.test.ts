import { describe, expect, it } from 'vitest';
import { gated, ok, setup } from '../../test/support/playerStoreHarness';
import type { PlayerEvent } from './types';

/**
 * phase_completed and completed say how long the learner spent, in visible time, the clock that
 * feeds time_spent_minutes (docs/player.md, `onEvent`): a host can report durations without a clock of its own.
 */
describe('durations on completion events', () => {
  it('phase_completed carries the phase’s visible time, completed the whole course’s', async () => {
    const { actions, events, advance } = setup({ course: gated, onSubmit: async () => ok(), initialProgress: { completedPhaseIds: ['gate'], currentPhaseId: 'read' } });
    actions.resumeClock();
    advance(4_000);
    await actions.continue();
    advance(6_000);
    await actions.continue();
    const completions = events.filter((e): e is Extract<PlayerEvent, { type: 'phase_completed' | 'completed' }> => e.type === 'phase_completed' || e.type === 'completed');
    expect(completions).toEqual([
      { type: 'phase_completed', phaseId: 'read', score: 100, passed: true, durationMs: 4_000 },
      { type: 'phase_completed', phaseId: 'rest', score: 100, passed: true, durationMs: 6_000 },
      { type: 'completed', durationMs: 10_000 },
    ]);
  });
});
