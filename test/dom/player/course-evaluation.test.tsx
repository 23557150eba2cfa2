import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { asyncStorage } from '../../support/asyncStorage';
import { renderPlayer } from '../../support/renderPlayer';
import { loadPersistenceCode } from '../../support/persistenceCode';

// What persistence does once its code is here (persistence-loading.test.tsx: before it is).
beforeAll(loadPersistenceCode);

const yesNo = (id: string, question: string, required = true) => ({ id, question, type: 'yes-no', required, response_type: 'boolean', response_options: null, scale: null });

const payload = (withComponent: boolean) => ({
  contract_version: '2026-09-03', course_id: 'c-eval', organization_id: 'org-1', name: 'Eval', format: 'method',
  evaluation_questions: [yesNo('e1', 'Was it useful?'), yesNo('e2', 'Were disclosures provided?')],
  phases: [
    {
      id: 'eval', title: 'Evaluation', type: 'evaluation', required: true, order: 0, display_mode: 'sequential', screen_count: 1,
      components: withComponent
        ? [{ id: 'eval-form', type: 'evaluation', reveal_after: null, screen_index: 0, screen_role: 'primary', questions: [yesNo('e1', 'Was it useful?')] }]
        : [{ id: 'thanks', type: 'html', reveal_after: null, screen_index: 0, screen_role: 'primary', content: '<p>Tell us how it went.</p>' }],
    },
    { id: 'end', title: 'End', type: 'content', required: true, order: 1, display_mode: 'sequential', screen_count: 1, components: [{ id: 'bye', type: 'html', screen_index: 0, content: '<p>Bye</p>' }] },
  ],
});

describe('course-level evaluation_questions', () => {
  it('shows them in the evaluation phase when no evaluation component does, and hands the answers to the host', async () => {
    const onEvaluationSubmit = vi.fn();
    const onEvent = vi.fn();
    const { user, bodies } = renderPlayer({ payload: payload(false), onEvaluationSubmit, onEvent });
    expect(screen.getByRole('radiogroup', { name: 'Was it useful? (required)' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Were disclosures provided? (required)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getAllByRole('radio', { name: 'Yes' })[0]!);
    await user.click(screen.getAllByRole('radio', { name: 'No' })[1]!);
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'answer_changed', answer: { type: 'selections', byQuestion: { e1: 'yes', e2: 'no' } } }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'End' });
    // The spec shows no submit shape for them, so they are not posted; the host gets them.
    expect(bodies[0]).not.toHaveProperty('answers');
    expect(onEvaluationSubmit).toHaveBeenCalledTimes(1);
    expect(onEvaluationSubmit).toHaveBeenCalledWith({ e1: 'yes', e2: 'no' });
  });

  it('shows only the questions an evaluation component does not already show', () => {
    renderPlayer({ payload: payload(true) });
    expect(screen.getAllByRole('radiogroup', { name: 'Was it useful? (required)' })).toHaveLength(1);
    expect(screen.getByRole('radiogroup', { name: 'Were disclosures provided? (required)' })).toBeTruthy();
  });

  it('sends nothing again when progress read from an async storage has the evaluation done', async () => {
    const onEvaluationSubmit = vi.fn();
    const state = {
      position: { phaseId: 'end', screenIndex: 0 }, answers: {}, revealed: {}, completed: { eval: true }, results: {}, rationales: {},
      clock: { spentMs: {}, running: null }, courseComplete: false,
    };
    const storage = asyncStorage({ 'ce:c-eval:user-1': JSON.stringify({ state, version: 1 }) });
    renderPlayer({ payload: payload(false), onEvaluationSubmit, persistence: { key: 'ce', storage } });
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));
    expect(screen.getByRole('heading', { level: 2, name: 'End' })).toBeTruthy();
    expect(onEvaluationSubmit).not.toHaveBeenCalled();
  });
});
