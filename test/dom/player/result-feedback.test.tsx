import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SubmitProgressBody } from '../../../src/contract';
import { renderPlayer } from '../../support/renderPlayer';

const mcq = (id: string, screen_index: number, questionId: string, question: string, options: string[]) => ({
  id, type: 'mcq', reveal_after: null, screen_index, screen_role: 'primary', questions: [{ id: questionId, question, options }],
});

const payload = {
  contract_version: '2026-09-03', course_id: 'c-feedback', organization_id: 'org-1', name: 'Feedback', format: 'method',
  phases: [
    {
      id: 'quiz', title: 'Assessment', type: 'assessment', required: true, order: 0, display_mode: 'sequential', screen_count: 2,
      components: [
        mcq('m1', 0, 'q1', 'First-line add-on?', ['Spironolactone', 'Doxazosin']),
        mcq('m2', 1, 'q2', 'Target BP?', ['<130/80', '<150/90']),
      ],
    },
    { id: 'end', title: 'End', type: 'content', required: true, order: 1, display_mode: 'sequential', screen_count: 1, components: [{ id: 'bye', type: 'html', screen_index: 0, content: '<p>Bye</p>' }] },
  ],
};

const failing = vi.fn(async (_body: SubmitProgressBody) => ({
  success: true,
  data: {
    score: 50, passed: false, all_phases_complete: false,
    rationales: [
      { question_id: 'q1', correct: false, rationale_html: '<p>PATHWAY-2 favoured <em>spironolactone</em>.</p><img src="x" onerror="window.hacked=1">' },
      { question_id: 'q2', correct: true, rationale: 'Guidelines target below 130/80.' },
    ],
  },
}));

async function submitWrongFirst() {
  const view = renderPlayer({ payload, onSubmit: failing });
  await view.user.click(screen.getByRole('radio', { name: 'Doxazosin' }));
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  await view.user.click(screen.getByRole('radio', { name: '<130/80' }));
  // A multi-screen assessment lists its answers before they are sent.
  await view.user.click(screen.getByRole('button', { name: 'Review answers' }));
  await view.user.click(screen.getByRole('button', { name: 'Submit answers' }));
  await screen.findByText('Score: 50%');
  return view;
}

describe('result feedback for a multi-screen phase', () => {
  it('lists each earlier question with its text, the learner answer, a verdict in words and the sanitized rationale', async () => {
    await submitWrongFirst();
    const feedback = screen.getByRole('region', { name: 'Feedback on your answers' });
    const items = within(feedback).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    const [first] = items as [HTMLElement];
    expect(within(first).getByText('First-line add-on?')).toBeTruthy();
    expect(within(first).getByText('Your answer: Doxazosin')).toBeTruthy();
    expect(within(first).getByText('Incorrect')).toBeTruthy();
    expect(first.querySelector('em')?.textContent).toBe('spironolactone');
    expect(first.querySelector('img[onerror]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    // The question on this screen keeps its rationale beside it, not repeated in the list.
    expect(within(feedback).queryByText('Target BP?')).toBeNull();
    expect(screen.getByText('Guidelines target below 130/80.')).toBeTruthy();
  });

  it('keeps the learner answers, editable, on retake', async () => {
    const { user } = await submitWrongFirst();
    await user.click(screen.getByRole('button', { name: 'Retake this part' }));
    expect(screen.getByText('Screen 1 of 2')).toBeTruthy();
    const kept = screen.getByRole('radio', { name: 'Doxazosin' });
    expect((kept as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Spironolactone' }));
    expect((screen.getByRole('radio', { name: 'Spironolactone' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Score: 50%')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Feedback on your answers' })).toBeNull();
  });
});

describe('result feedback when two blocks share a question id (a half-deduplicated payload)', () => {
  const match = (id: string, screen_index: number) => ({
    id, type: 'drag_drop_match', reveal_after: null, screen_index, screen_role: 'primary', prompt: `Match ${id}`,
    sourceItems: [{ id: 'src-shared', label: `Finding of ${id}` }], targetItems: [{ id: 'act', label: 'Act' }],
  });
  const shared = {
    ...payload,
    phases: [{
      id: 'quiz', title: 'Assessment', type: 'assessment', required: true, order: 0, display_mode: 'sequential', screen_count: 3,
      components: [match('first', 0), match('second', 1), mcq('m3', 2, 'q3', 'Last?', ['Yes', 'No'])],
    }, payload.phases[1]],
  };

  it('lists each block’s entry once, with a clean console (no duplicate React keys)', async () => {
    const onSubmit = vi.fn(async () => ({ success: true, data: { score: 100, passed: true, rationales: [{ question_id: 'src-shared', correct: true, rationale: 'Right.' }] } }));
    const view = renderPlayer({ payload: shared, onSubmit, degraded: true });
    for (const id of ['first', 'second']) {
      await view.user.selectOptions(screen.getByRole('combobox', { name: `Finding of ${id}` }), 'Act');
      await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    }
    await view.user.click(screen.getByRole('radio', { name: 'Yes' }));
    await view.user.click(screen.getByRole('button', { name: 'Review answers' }));
    await view.user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const feedback = await screen.findByRole('region', { name: 'Feedback on your answers' });
    expect(within(feedback).getAllByRole('listitem').map((item) => within(item).getByText(/^Finding of/).textContent)).toEqual(['Finding of first', 'Finding of second']);
  });
});
