import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPlayer } from '../../support/renderPlayer';

const component = (id: string, type: string, screen_index: number, extra: Record<string, unknown> = {}) => ({
  id, type, reveal_after: null, screen_index, screen_role: 'primary', ...extra,
});

const payload = {
  contract_version: '2026-09-03', course_id: 'c-gates', organization_id: 'org-1', name: 'Gates', format: 'method',
  phases: [
    {
      id: 'warm-up', title: 'Warm-up', type: 'introduction', required: true, order: 0, display_mode: 'sequential', screen_count: 3,
      components: [
        component('sure', 'confidence_check', 0, { statement: 'How sure are you?', min: 1, max: 5 }),
        component('think', 'reflection', 0, { prompt: 'What would you do?', required: false }, ),
        component('goal', 'form_input', 0, { label: 'Your goal', screen_role: 'attached' }),
        component('spot', 'image_hotspot', 0, { prompt: 'Pick a segment.', image_url: 'https://cdn.example.org/n.png', alt: 'Nephron', hotspots: [{ id: 'a', label: 'Glomerulus' }], screen_role: 'attached' }),
        component('must', 'reflection', 1, { prompt: 'Name one barrier.', required: true }),
        component('optional-q', 'mcq', 2, { optional: true, questions: [{ id: 'oq', question: 'Optional quiz?', options: ['Yes', 'No'] }] }),
      ],
    },
    {
      id: 'end', title: 'End', type: 'content', required: true, order: 1, display_mode: 'sequential', screen_count: 1,
      components: [component('bye', 'html', 0, { content: '<p>Bye</p>' })],
    },
  ],
};

const forward = (name: string) => screen.getByRole('button', { name });

describe('Continue and ungraded blocks', () => {
  it('lets the learner past unanswered confidence checks, optional reflections, form inputs and hotspots', async () => {
    const { user } = renderPlayer({ payload });
    expect(screen.getByRole('heading', { level: 2, name: 'Warm-up' })).toBeTruthy();
    expect(forward('Continue').getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText('Answer every question on this screen to continue.')).toBeNull();
    await user.click(forward('Continue'));
    expect(screen.getByText('Screen 2 of 3')).toBeTruthy();
  });

  it('holds Continue back on a reflection marked required until it is answered', async () => {
    const { user } = renderPlayer({ payload });
    await user.click(forward('Continue'));
    expect(forward('Continue').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Answer every question on this screen to continue.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Name one barrier\./ }), 'Cost');
    expect(forward('Continue').getAttribute('aria-disabled')).toBeNull();
  });

  it('does not hold back on a scored block the payload marks optional', async () => {
    const { user, bodies } = renderPlayer({ payload });
    await user.click(forward('Continue'));
    await user.type(screen.getByRole('textbox', { name: /Name one barrier\./ }), 'Cost');
    await user.click(forward('Continue'));
    expect(screen.getByText('Screen 3 of 3')).toBeTruthy();
    const submit = forward('Submit answers');
    expect(submit.getAttribute('aria-disabled')).toBeNull();
    await user.click(submit);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.answers).toEqual([{ question_id: 'must', selected: 'Cost' }]);
  });
});
