import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CoursePlayer, defaultStrings as strings } from '../../../src';
import type { SubmitProgressBody } from '../../../src/contract';
import { installDomPolyfills } from '../renderers/support';

/**
 * Spec 4 gives narrative-escape "no standardized submission": a service may accept a puzzle check
 * and say nothing about the puzzle. Such an answer cannot be improved on, so it must open the next
 * scene; only an explicit wrong verdict keeps a puzzle open (the learner was trapped: docs/reliability.md, "A learner is never trapped").
 */
const at = { reveal_after: null, screen_index: 0, screen_role: 'primary' };
const payload = {
  contract_version: '2026-09-03', course_id: 'escape', organization_id: 'o', name: 'Escape', format: 'method', total_phases: 1,
  learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {}, series: null, references: [],
  phases: [{
    id: 'p', title: 'The escape', type: 'education', required: true, order: 0, display_mode: 'stacked', screen_count: 1,
    components: [{
      id: 'esc', type: 'narrative_escape', ...at,
      scenes: [
        { id: 's1', title: 'The phone call', puzzles: [{ id: 'z1', prompt: 'What now?', options: [{ id: 'a', label: 'Pause it' }, { id: 'b', label: 'Double it' }] }] },
        { id: 's2', title: 'The labs', puzzles: [{ id: 'z2', prompt: 'Next step?', options: [{ id: 'c', label: 'Continue' }, { id: 'd', label: 'Stop' }] }] },
      ],
    }],
  }],
};

type Verdict = (body: SubmitProgressBody) => unknown;

function play(answer: Verdict, degraded: boolean) {
  const bodies: SubmitProgressBody[] = [];
  render(
    <StrictMode>
      <CoursePlayer payload={payload} userId="u" degraded={degraded} onSubmit={async (body) => (bodies.push(body), answer(body))} />
    </StrictMode>,
  );
  return { bodies, user: userEvent.setup() };
}

const pick = (group: HTMLElement, label: string, degraded: boolean) => within(group).getByRole(degraded ? 'radio' : 'button', { name: label });

beforeAll(installDomPolyfills);

describe.each([false, true])('a puzzle check the service accepts without a verdict (degraded: %s)', (degraded) => {
  it.each([
    ['an empty rationale list', () => ({ success: true, data: { passed: true, rationales: [] } })],
    ['no rationales at all', () => ({ success: true, data: {} })],
    ['rationales for other questions only', () => ({ success: true, data: { rationales: [{ question_id: 'elsewhere', correct: true }] } })],
    ['a rationale with text but no verdict', (body: SubmitProgressBody) => ({ success: true, data: { rationales: body.answers?.map((a) => ({ question_id: a.question_id, rationale: 'Noted.' })) } })],
  ])('%s counts the puzzle as solved and opens the next scene', async (_name, answer) => {
    const { user } = play(answer, degraded);
    const first = screen.getByRole('group', { name: 'What now?' });
    await user.click(pick(first, 'Pause it', degraded));
    await user.click(within(first).getByRole('button', { name: strings.checkAnswerLabel }));
    expect(await screen.findByRole('heading', { name: 'The labs' })).toBeTruthy();
    expect(within(first).getByText(strings.puzzleSolved)).toBeTruthy();

    const second = screen.getByRole('group', { name: 'Next step?' });
    await user.click(pick(second, 'Continue', degraded));
    await user.click(within(second).getByRole('button', { name: strings.checkAnswerLabel }));
    await waitFor(() => expect(within(second).getByText(strings.puzzleSolved)).toBeTruthy());
    // The course's one phase has nothing else to answer: its forward control finishes the course.
    const finish = screen.getByRole('button', { name: strings.finishCourseLabel });
    expect(finish.getAttribute('aria-disabled')).toBeNull();
    await user.click(finish);
    expect(await screen.findByRole('heading', { level: 2, name: strings.courseComplete })).toBeTruthy();
  });

  it('keeps a puzzle open on an explicit wrong verdict, and the learner can pick again and solve it', async () => {
    const answer: Verdict = (body) => ({
      success: true,
      data: { rationales: body.answers?.map((a) => ({ question_id: a.question_id, is_correct: 'selected' in a && a.selected === 'a' ? undefined : false })) },
    });
    const { user } = play(answer, degraded);
    const first = screen.getByRole('group', { name: 'What now?' });
    await user.click(pick(first, 'Double it', degraded));
    await user.click(within(first).getByRole('button', { name: strings.checkAnswerLabel }));
    expect(await within(first).findByText(strings.puzzleTryAgain)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The labs' })).toBeNull();

    await user.click(pick(first, 'Pause it', degraded));
    await user.click(within(first).getByRole('button', { name: strings.checkAnswerLabel }));
    expect(await screen.findByRole('heading', { name: 'The labs' })).toBeTruthy();
  });
});
