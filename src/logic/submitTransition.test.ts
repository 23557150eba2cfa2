import { describe, expect, it } from 'vitest';
import { gated } from '../../test/support/playerStoreHarness';
import { applySubmitResult, type SubmitProgress } from './submitTransition';
import type { SubmitResult } from './result';

// gated: phase `gate` (assessment; graded question gq gating `after`, a second screen), then
// `read` and `rest`, content phases with one screen each.
const start: SubmitProgress = Object.freeze({
  position: { phaseId: 'read', screenIndex: 0 },
  answers: { gq: { type: 'selections', byQuestion: { gq: 'a' } } },
  revealed: {}, completed: { gate: true }, results: {}, rationales: {},
  clock: { spentMs: {}, running: { phaseId: 'read', since: 0 } },
  courseComplete: false, reviewingAfterCompletion: false,
}) as SubmitProgress;
const result = (overrides: Partial<SubmitResult> = {}): SubmitResult => ({ score: 90, passed: true, allPhasesComplete: false, rationales: [], ...overrides });
const why = { questionId: 'gq', correct: true, text: 'Yes.', html: null };

describe('applySubmitResult: the one transition for an accepted submission', () => {
  it('a check: keeps its rationales and reveals the anchor, and nothing else', () => {
    const changes = applySubmitResult(gated, start, { key: 'block:gq', phaseId: 'gate', blockIds: ['gq'] }, result({ rationales: [why] }), 5);
    expect(changes).toEqual({ rationales: { gq: why }, revealed: { gq: true } });
  });

  it('a failing verdict: the result is kept (rationales by id), the phase stays open', () => {
    const changes = applySubmitResult(gated, start, { key: 'phase:gate', phaseId: 'gate' }, result({ passed: false, rationales: [why] }), 5);
    expect(changes.results).toEqual({ gate: { score: 90, passed: false, allPhasesComplete: false, rationaleIds: ['gq'] } });
    expect(changes.rationales).toEqual({ gq: why });
    expect(changes.completed).toBeUndefined();
  });

  it('a content phase the learner is on: completed, and the next phase opens with its clock running', () => {
    const changes = applySubmitResult(gated, start, { key: 'phase:read', phaseId: 'read' }, result(), 5);
    expect(changes).toMatchObject({ completed: { gate: true, read: true }, position: { phaseId: 'rest', screenIndex: 0 }, reviewingAfterCompletion: false });
    expect(changes.clock).toEqual({ spentMs: { read: 5 }, running: { phaseId: 'rest', since: 5 } });
  });

  it('the last required phase: the course completes and the clock stops, with no move', () => {
    const last = { ...start, position: { phaseId: 'rest', screenIndex: 0 }, completed: { gate: true, read: true } } as SubmitProgress;
    const changes = applySubmitResult(gated, last, { key: 'phase:rest', phaseId: 'rest' }, result(), 5);
    expect(changes).toMatchObject({ courseComplete: true, clock: { running: null } });
    expect(changes.position).toBeUndefined();
  });

  it('leaves the state it was given as it was', () => {
    applySubmitResult(gated, start, { key: 'phase:read', phaseId: 'read' }, result({ rationales: [why] }), 5);
    expect(start.completed).toEqual({ gate: true });
    expect(start.rationales).toEqual({});
  });
});
