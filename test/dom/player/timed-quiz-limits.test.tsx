import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoursePlayer, type CoursePlayerProps } from '../../../src';
import type { SubmitProgressBody } from '../../../src/contract';
import { installDomPolyfills } from '../renderers/support';
import { expectAccessible } from '../../support/expectAccessible';

/**
 * A timed quiz inside the player: what its time limits do to Continue, to a graded check and to
 * the body posted, enforced (the default) and advisory (the host's accommodation).
 */
const component = (id: string, type: string, screen_index: number, extra: Record<string, unknown> = {}) => ({
  id, type, reveal_after: null, screen_index, screen_role: 'primary', ...extra,
});

const questions = [
  { id: 'q1', question: 'Metformin stops below which eGFR?', options: ['60', '45', '30'], timeLimit: 30 },
  // A numeric string is a limit too (read as 30 seconds).
  { id: 'q2', question: 'Counsel on which SGLT2 effect?', options: ['Genital infection', 'Weight gain'], timeLimit: '30' },
];
const quiz = component('tq', 'timed_quiz', 0, { questions });

function course(components: unknown[], screen_count = 1) {
  return {
    contract_version: '2026-09-03', course_id: 'timed-limits', organization_id: 'org-1', name: 'Timed', format: 'method',
    phases: [
      { id: 'check', title: 'Quick check', type: 'assessment', required: true, order: 0, display_mode: 'sequential', screen_count, components },
      { id: 'end', title: 'End', type: 'content', required: true, order: 1, display_mode: 'sequential', screen_count: 1, components: [component('bye', 'html', 0, { content: '<p>Bye</p>' })] },
    ],
  };
}

function mount(payload: unknown, extra: Partial<CoursePlayerProps> = {}) {
  const bodies: SubmitProgressBody[] = [];
  const onSubmit = vi.fn(async (body: SubmitProgressBody) => {
    bodies.push(structuredClone(body));
    return { success: true, data: { score: 100, passed: true, rationales: [] } };
  });
  const view = render(
    <StrictMode>
      <CoursePlayer payload={payload} userId="u" onSubmit={onSubmit} {...extra} />
    </StrictMode>,
  );
  return { ...view, bodies, user: userEvent.setup() };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const button = (name: string) => screen.getByRole('button', { name });
const item = (prompt: string) => screen.getByText(prompt).closest<HTMLElement>('.method-mcq__item')!;
const isDisabled = (radio: HTMLElement) => radio.matches(':disabled') || radio.hasAttribute('data-disabled');

beforeAll(installDomPolyfills);
beforeEach(() => {
  // Only the clock and the countdown's interval: Testing Library and user-event wait on real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(Date.parse('2026-11-23T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('a timed quiz in the player, time limits enforced (the default)', () => {
  it('does not hold Submit back for a question that ran out unanswered, and posts only what was answered', async () => {
    const { user, bodies, container } = mount(course([quiz]));
    expect(button('Submit answers').getAttribute('aria-disabled')).toBe('true');
    await advance(30_000);
    expect(within(item('Metformin stops below which eGFR?')).getAllByRole('radio').every(isDisabled)).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Weight gain' }));
    expect(button('Submit answers').getAttribute('aria-disabled')).toBeNull();
    await expectAccessible(container);
    await user.click(button('Submit answers'));
    expect(bodies).toEqual([
      { activity_id: 'timed-limits', user_id: 'u', phase_type: 'assessment', phase_id: 'check', time_spent_minutes: 1, answers: [{ question_id: 'q2', selected_index: 1 }] },
    ]);
  });

  it('lets a learner whose every question ran out finish the phase', async () => {
    const { user, bodies } = mount(course([quiz]));
    await advance(30_000);
    // The second question's time starts when the first one's ends.
    expect(within(item('Counsel on which SGLT2 effect?')).getByRole('timer').textContent).toBe('Time left: 30 seconds');
    await advance(30_000);
    expect(screen.getAllByRole('radio').every(isDisabled)).toBe(true);
    expect(button('Submit answers').getAttribute('aria-disabled')).toBeNull();
    await user.click(button('Submit answers'));
    expect(bodies.map((body) => body.answers)).toEqual([[]]);
    expect(await screen.findByText('You have completed this part. Your answers are shown for review.')).toBeTruthy();
    expect(button('Continue').getAttribute('aria-disabled')).toBeNull();
  });

  it('lets a graded check through when the anchor’s questions ran out, and opens what it gates', async () => {
    const anchor = component('tq', 'timed_quiz', 0, { questions: [questions[0]] });
    const gated = { ...component('why', 'html', 0, { content: '<p>Below 30 it is contraindicated.</p>' }), reveal_after: 'tq' };
    const { user, bodies } = mount(course([anchor, gated, component('more', 'html', 1, { content: '<p>Next screen.</p>' })], 2));
    expect(button('Check answer').getAttribute('aria-disabled')).toBe('true');
    await advance(30_000);
    expect(button('Check answer').getAttribute('aria-disabled')).toBeNull();
    await user.click(button('Check answer'));
    expect(await screen.findByText('Below 30 it is contraindicated.')).toBeTruthy();
    expect(bodies.map((body) => [body.phase_type, body.answers])).toEqual([['timed-quiz', []]]);
    expect(button('Continue').getAttribute('aria-disabled')).toBeNull();
  });
});

describe('a timed quiz in the player, timeLimits="advisory"', () => {
  it('keeps the earlier behaviour: suggested times, nothing locks, Submit waits for every answer', async () => {
    const { user } = mount(course([quiz]), { timeLimits: 'advisory' });
    expect(screen.getAllByRole('timer').map((timer) => timer.textContent)).toEqual(['Suggested time left: 30 seconds', 'Suggested time: 30 seconds']);
    await advance(60_000);
    expect(screen.getAllByRole('radio').some(isDisabled)).toBe(false);
    expect(screen.queryByRole('button', { name: /More time/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Weight gain' }));
    expect(button('Submit answers').getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('radio', { name: '45' }));
    expect(button('Submit answers').getAttribute('aria-disabled')).toBeNull();
  });
});
