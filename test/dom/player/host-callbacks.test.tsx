import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CoursePlayer, type PlayerEvent } from '../../../src';
import { makePlayerPayload } from '../../support/playerCourse';
import { renderPlayer } from '../../support/renderPlayer';

/**
 * Every outcome reaches the host as a PlayerEvent through `onEvent`, and one table hands some of
 * them to their own callback as well (docs/player.md, "From player outcomes to host callbacks"): normalize's findings to `onDiagnostics`, the
 * course evaluation's answers to `onEvaluationSubmit`.
 */
const yesNo = (id: string, question: string) => ({ id, question, type: 'yes-no', required: true, response_type: 'boolean', response_options: null, scale: null });
const evaluationCourse = {
  contract_version: '2026-09-03', course_id: 'c-eval', organization_id: 'org-1', name: 'Eval', format: 'method',
  evaluation_questions: [yesNo('e1', 'Was it useful?')],
  phases: [
    { id: 'eval', title: 'Evaluation', type: 'evaluation', required: true, order: 0, display_mode: 'sequential', screen_count: 1, components: [{ id: 'thanks', type: 'html', screen_index: 0, content: '<p>Tell us.</p>' }] },
    { id: 'end', title: 'End', type: 'content', required: true, order: 1, display_mode: 'sequential', screen_count: 1, components: [{ id: 'bye', type: 'html', screen_index: 0, content: '<p>Bye</p>' }] },
  ],
};
const of = <T extends PlayerEvent['type']>(onEvent: ReturnType<typeof vi.fn>, type: T) =>
  onEvent.mock.calls.map(([event]) => event as PlayerEvent).filter((event): event is Extract<PlayerEvent, { type: T }> => event.type === type);

describe('host callbacks', () => {
  it('hands normalize’s findings to onDiagnostics and to onEvent once per payload, even when the host passes new callbacks each render', () => {
    const payload = { ...makePlayerPayload(), screen_count_mismatch: true, phases: [...makePlayerPayload().phases, { id: 'intro', title: 'Again', type: 'content', order: 9, components: [] }] };
    const onDiagnostics = vi.fn();
    const onEvent = vi.fn();
    const view = renderPlayer({ payload, onDiagnostics: (list) => onDiagnostics(list), onEvent: (event) => onEvent(event) });
    view.rerender(
      <StrictMode>
        <CoursePlayer {...view.props} onDiagnostics={(list) => onDiagnostics(list)} onEvent={(event) => onEvent(event)} />
      </StrictMode>,
    );
    expect(onDiagnostics).toHaveBeenCalledTimes(1);
    const [list] = onDiagnostics.mock.calls[0]!;
    expect(list.map((d: { code: string }) => d.code)).toContain('duplicate_id');
    expect(of(onEvent, 'diagnostics')).toEqual([{ type: 'diagnostics', diagnostics: list }]);
  });

  it('hands the course evaluation’s answers to onEvaluationSubmit and to onEvent as evaluation_submitted', async () => {
    const onEvaluationSubmit = vi.fn();
    const onEvent = vi.fn();
    const { user } = renderPlayer({ payload: evaluationCourse, onEvaluationSubmit, onEvent });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'End' });
    expect(onEvaluationSubmit.mock.calls).toEqual([[{ e1: 'yes' }]]);
    expect(of(onEvent, 'evaluation_submitted')).toEqual([{ type: 'evaluation_submitted', answers: { e1: 'yes' } }]);
  });

  it('a host callback that throws does not stop the learner: the error is reported, the course goes on', async () => {
    const reported: unknown[] = [];
    globalThis.reportError ??= () => undefined;
    const report = vi.spyOn(globalThis, 'reportError').mockImplementation((error) => void reported.push(error));
    const { user } = renderPlayer({ onEvent: () => { throw new Error('host bug'); } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('radiogroup', { name: 'Is this resistant hypertension?' })).toBeTruthy();
    expect(reported.length).toBeGreaterThan(0);
    expect((reported[0] as Error).message).toBe('host bug');
    report.mockRestore();
  });
});
