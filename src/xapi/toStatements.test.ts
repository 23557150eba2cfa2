import { describe, expect, it } from 'vitest';
import { methodCourse } from '../../test/fixtures';
import { xapiProblems } from '../../test/support/xapiValidator';
import { normalizeCourse } from '../model/normalizeCourse';
import type { PlayerEvent } from '../store/types';
import { toStatements, type ToStatementsContext } from './toStatements';

const { course } = normalizeCourse(methodCourse);

function context(overrides: Partial<ToStatementsContext> = {}): ToStatementsContext {
  let next = 0;
  return {
    actor: { objectType: 'Agent', account: { homePage: 'https://lms.example.com', name: 'learner-1625378' } },
    activityId: 'https://lms.example.com/xapi/courses/method',
    course,
    now: Date.UTC(2026, 0, 15, 9, 30, 0),
    newId: () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
    sessionId: 'session-1',
    registration: '760e3480-ba55-4991-94b0-01820dbd23a2',
    ...overrides,
  };
}

/** Every PlayerEvent type, once (answer_changed once per answer family and value kind). */
const EVENTS: ReadonlyArray<[string, PlayerEvent]> = [
  ['session_started', { type: 'session_started', sessionId: 'session-1' }],
  ['session_suspended', { type: 'session_suspended', sessionId: 'session-1' }],
  ['session_resumed', { type: 'session_resumed', sessionId: 'session-1' }],
  ['session_ended', { type: 'session_ended', sessionId: 'session-1', durationMs: 3_723_450 }],
  ['screen_viewed', { type: 'screen_viewed', phaseId: 'ph-intro', screenIndex: 0, screenCount: 3 }],
  ['answer_changed mcq', { type: 'answer_changed', blockId: 'pre-mcq', answer: { type: 'selections', byQuestion: { 'pre-q1': 'b', 'pre-q2': 'a' } } }],
  ['answer_changed choice', { type: 'answer_changed', blockId: 'content-bp-choice', answer: { type: 'selections', byQuestion: { 'content-bp-choice': 'ace' } } }],
  ['answer_changed timed-quiz', { type: 'answer_changed', blockId: 'assess-timed', answer: { type: 'timed', byQuestion: { 'tq-1': 2 } } }],
  ['answer_changed drag-drop-match', { type: 'answer_changed', blockId: 'assess-match', answer: { type: 'matches', bySource: { s1: 't2', s2: 't1' } } }],
  ['answer_changed grouping', { type: 'answer_changed', blockId: 'assess-grouping', answer: { type: 'placements', byItem: { i1: 'g1', i2: 'g2' } } }],
  ['answer_changed card-flip', { type: 'answer_changed', blockId: 'assess-cards', answer: { type: 'pairs', pairs: [['c1', 'c4'], ['c2', 'c3']] } }],
  ['answer_changed confidence-check', { type: 'answer_changed', blockId: 'intro-confidence', answer: { type: 'value', value: 4 } }],
  ['answer_changed image-hotspot', { type: 'answer_changed', blockId: 'edu-nephron-hotspot', answer: { type: 'value', value: 'loop-of-henle' } }],
  ['answer_changed reflection', { type: 'answer_changed', blockId: 'edu-reflection', answer: { type: 'value', value: 'I will check eGFR first.' } }],
  ['answer_changed form-input', { type: 'answer_changed', blockId: 'content-goal-input', answer: { type: 'value', value: 'BP under 130/80' } }],
  ['answer_changed evaluation', { type: 'answer_changed', blockId: 'eval-form', answer: { type: 'selections', byQuestion: { 'ev-overall': 'excellent' } } }],
  ['answer_changed unknown block', { type: 'answer_changed', blockId: 'no-such-block', answer: { type: 'value', value: 'x' } }],
  ['submitted', { type: 'submitted', key: 'phase:ph-pre', body: { activity_id: 'method', user_id: 'u', phase_type: 'pre-assessment', phase_id: 'ph-pre', time_spent_minutes: 2 } }],
  ['submission_failed', { type: 'submission_failed', key: 'phase:ph-pre', failure: { kind: 'network', message: 'offline' } as never, willRetry: true }],
  ['phase_completed unjudged', { type: 'phase_completed', phaseId: 'ph-intro', score: null, passed: null, durationMs: 65_000 }],
  ['phase_completed passed', { type: 'phase_completed', phaseId: 'ph-post', score: 85, passed: true, durationMs: 240_000 }],
  ['phase_completed failed without score', { type: 'phase_completed', phaseId: 'ph-assessment', score: null, passed: false, durationMs: 90_500 }],
  ['phase_retaken', { type: 'phase_retaken', phaseId: 'ph-assessment' }],
  ['completed', { type: 'completed', durationMs: 1_800_000 }],
  ['diagnostic', { type: 'diagnostic', message: 'stored progress ignored' }],
  ['diagnostics', { type: 'diagnostics', diagnostics: [] }],
  ['render_failed', { type: 'render_failed', blockId: 'pre-mcq', kind: 'mcq', error: 'boom', fallback: 'fallback' }],
  ['evaluation_submitted', { type: 'evaluation_submitted', answers: { 'ev-overall': 'excellent', 'ev-bias': 'no', 'ev-confidence': '4', 'ev-changes': 'a|c', 'ev-free': 'More cases, please' } }],
  ['disclosure_shown', { type: 'disclosure_shown', via: 'player' }],
  ['accredited_active', { type: 'accredited_active' }],
  ['accredited_inactive', { type: 'accredited_inactive' }],
  ['credit_claimed', { type: 'credit_claimed', creditId: 'acpe', hours: 1.25 }],
];

const goldenName = (name: string) => `./golden/${name.replace(/[^a-z0-9]+/gi, '-')}.json`;

describe('toStatements', () => {
  it.each(EVENTS)('%s: matches its golden statements, each valid xAPI 1.0.3', async (name, event) => {
    const statements = toStatements(event, context());
    for (const statement of statements) expect(xapiProblems(statement), statement.verb.id).toEqual([]);
    await expect(`${JSON.stringify(statements, null, 2)}\n`).toMatchFileSnapshot(goldenName(name));
  });

  it('covers every event type in the table', () => {
    // A new PlayerEvent type fails to compile here until it has a row above.
    const all: Record<PlayerEvent['type'], true> = {
      session_started: true, session_suspended: true, session_resumed: true, session_ended: true, screen_viewed: true, answer_changed: true,
      submitted: true, submission_failed: true, phase_completed: true, phase_retaken: true, completed: true, diagnostic: true, diagnostics: true,
      render_failed: true, evaluation_submitted: true, disclosure_shown: true, accredited_active: true, accredited_inactive: true, credit_claimed: true,
    };
    expect(new Set(EVENTS.map(([, event]) => event.type))).toEqual(new Set(Object.keys(all)));
  });

  it('has a validator that can fail', () => {
    const [initialized] = toStatements({ type: 'session_started', sessionId: 's' }, context());
    expect(xapiProblems({ ...initialized, actor: { mbox: 'not-a-mailto' }, result: { duration: '90s', score: { scaled: 2 } } }).length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['edu-reflection', 'long-fill-in'],
    ['content-goal-input', 'fill-in'],
  ])('leaves what the learner typed in %s out unless free text is on', (blockId, interactionType) => {
    const event: PlayerEvent = { type: 'answer_changed', blockId, answer: { type: 'value', value: 'my own words' } };
    const [off] = toStatements(event, context());
    const [on] = toStatements(event, context({ includeFreeText: true }));
    expect(off!.object.definition?.interactionType).toBe(interactionType);
    expect(off!.result).toBeUndefined();
    expect(on!.result).toEqual({ response: 'my own words' });
  });

  it('stamps every statement with the time given and a fresh id', () => {
    const statements = toStatements({ type: 'phase_completed', phaseId: 'ph-post', score: 85, passed: true, durationMs: 1 }, context());
    expect(statements.map((s) => s.timestamp)).toEqual(['2026-01-15T09:30:00.000Z', '2026-01-15T09:30:00.000Z']);
    expect(new Set(statements.map((s) => s.id)).size).toBe(2);
  });

  it('clamps a score outside 0..100 into scaled 0..1', () => {
    const [, judged] = toStatements({ type: 'phase_completed', phaseId: 'ph-post', score: 120, passed: true, durationMs: 0 }, context());
    expect(judged!.result?.score).toEqual({ scaled: 1 });
  });
});
