import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SubmitProgressBody } from '../../../src/contract';
import { makePlayerPayload, playerScorer } from '../../support/playerCourse';
import { renderPlayer } from '../../support/renderPlayer';

/** onSubmit that answers `first` to the first body and the scorer's envelope after that. */
function answersFirstWith(first: unknown) {
  const bodies: SubmitProgressBody[] = [];
  const onSubmit = vi.fn(async (body: SubmitProgressBody) => {
    bodies.push(structuredClone(body));
    return bodies.length === 1 ? first : playerScorer(body);
  });
  return { bodies, onSubmit };
}

async function answerIntro(user: ReturnType<typeof renderPlayer>['user']) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('button', { name: 'Submit answers' }));
}

const resubmitButtons = () => screen.queryAllByRole('button', { name: /^(Submit answers|Try again)$/ });

describe('a submission the service did not confirm', () => {
  it.each([
    ['undefined', undefined],
    ['a string', 'ok'],
    ['an HTTP error body', { status: 502, code: 'bad_gateway' }],
    ['success false with an error_code', { success: false, error: 'Not accepted.', error_code: 'course_not_found' }],
    ['success false without an error_code', { success: false, error: 'Bad request.' }],
  ])('resolving with %s leaves the phase open, says so, keeps the answers and resends the same body on Try again', async (_name, first) => {
    const onEvent = vi.fn();
    const { bodies, onSubmit } = answersFirstWith(first);
    const { user } = renderPlayer({ onSubmit, onEvent });
    await answerIntro(user);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your answers could not be sent. They are kept here; nothing is lost.');
    expect(screen.getByRole('status').textContent).toBe('Your answers could not be sent.');
    // Not completed: still on the phase, nothing announced as passed, no way past it but resending.
    expect(screen.getByRole('heading', { level: 2, name: 'Meet the patient' })).toBeTruthy();
    expect(screen.queryByText('Passed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(onEvent.mock.calls.filter(([event]) => event.type === 'phase_completed')).toEqual([]);
    const radio = screen.getByRole('radio', { name: 'Yes' });
    expect((radio as HTMLInputElement).checked).toBe(true);

    expect(resubmitButtons().map((button) => button.textContent)).toEqual(['Try again']);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Work-up' })).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ phase_id: 'intro', answers: [{ question_id: 'gut', selected: 'yes' }] });
    expect(onEvent.mock.calls.filter(([event]) => event.type === 'phase_completed').map(([event]) => event.phaseId)).toEqual(['intro']);
  }, 20_000);

  it('says an answer without a pass verdict was recorded, never that it passed', async () => {
    const { user } = renderPlayer({
      initialProgress: { completedPhaseIds: ['intro', 'learn'], currentPhaseId: 'quiz' },
      onSubmit: async () => ({ success: true, data: { score: 80 } }),
    });
    await user.click(screen.getByRole('radio', { name: 'Spironolactone' }));
    await user.click(screen.getByRole('radio', { name: '<130/80' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const region = screen.getByRole('region', { name: 'Assessment' });
    expect(await within(region).findByText('Your answers were recorded.')).toBeTruthy();
    expect(within(region).getByText('Score: 80%')).toBeTruthy();
    expect(within(region).queryByText('Passed')).toBeNull();
  }, 20_000);
});

describe('the screen action', () => {
  const SLOW = 20_000;

  it('ignores the second click of a double click that lands after the answer arrived', async () => {
    const log: string[] = [];
    const onSubmit = vi.fn(async (body: SubmitProgressBody) => {
      const answer = playerScorer(body);
      log.push('answered');
      return answer;
    });
    const { user } = renderPlayer({ onSubmit, initialProgress: { completedPhaseIds: ['intro', 'learn'], currentPhaseId: 'quiz' } });
    await user.click(screen.getByRole('radio', { name: 'Spironolactone' }));
    await user.click(screen.getByRole('radio', { name: '<130/80' }));
    const record = (event: MouseEvent) => log.push(`click ${event.detail} on ${(event.target as HTMLElement).textContent}`);
    document.addEventListener('click', record, true);
    try {
      await user.dblClick(screen.getByRole('button', { name: 'Submit answers' }));
    } finally {
      document.removeEventListener('click', record, true);
    }
    // The service answered between the clicks and the button already read Continue for the second.
    expect(log).toEqual(['click 1 on Submit answers', 'answered', 'click 2 on Continue']);
    expect(screen.getByRole('heading', { level: 2, name: 'Assessment' })).toBeTruthy();
    expect(screen.getByText('Score: 100%')).toBeTruthy();
    expect(screen.getByText('PATHWAY-2 favoured spironolactone.')).toBeTruthy();
    // A deliberate click afterwards moves on.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Wrap-up' })).toBeTruthy();
  }, SLOW);

  it('names the action that completes the course "Finish course", and the completion says the course is complete', async () => {
    const { user } = renderPlayer({ initialProgress: { completedPhaseIds: ['intro', 'learn', 'quiz'], currentPhaseId: 'done' } });
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Finish course' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'You have completed this course.' })).toBeTruthy();
    expect(screen.getByText('Your completion has been recorded.')).toBeTruthy();
  }, SLOW);

  it('says "Sending your answers…" once while a submission is pending, beside the busy action', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const { user } = renderPlayer({ onSubmit: () => new Promise((r) => (resolve = r)) });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const busy = screen.getByRole('button', { name: 'Submit answers' });
    expect(screen.getAllByText('Sending your answers…')).toHaveLength(1);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(document.getElementById(busy.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Sending your answers…');
    await act(async () => resolve(playerScorer({ answers: [{ question_id: 'gut', selected: 'yes' }] })));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByText('Sending your answers…')).toBeNull();
  }, SLOW);

  it('offers one resubmit after a rejected submission: the action button becomes Try again', async () => {
    let fail = true;
    const onSubmit = vi.fn(async (body: SubmitProgressBody) => {
      if (fail) throw Object.assign(new Error('Bad request'), { status: 400 });
      return playerScorer(body);
    });
    const { user } = renderPlayer({ onSubmit });
    await answerIntro(user);
    await screen.findByRole('alert');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(resubmitButtons()).toEqual([retry]);
    // Focus stays on the action the learner pressed: it is the same button, now the retry.
    expect(document.activeElement).toBe(retry);
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  }, SLOW);

  it('keeps Try again in the error on an earlier screen of the phase, where the action is Continue', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = renderPlayer({ onSubmit });
    await answerIntro(user);
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Screen 1 of 2')).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
  }, SLOW);

  it('makes the retake the one primary action after a failed assessment, with no disabled Submit beside it', async () => {
    const { user } = renderPlayer({ initialProgress: { completedPhaseIds: ['intro', 'learn'], currentPhaseId: 'quiz' } });
    await user.click(screen.getByRole('radio', { name: 'Doxazosin' }));
    await user.click(screen.getByRole('radio', { name: '<130/80' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText('Not passed yet. Review the feedback and retake this part.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull();
    const retakes = screen.getAllByRole('button', { name: 'Retake this part' });
    expect(retakes).toHaveLength(1);
    expect(retakes[0]?.getAttribute('aria-disabled')).toBeNull();
    await user.click(retakes[0]!);
    await screen.findByRole('button', { name: 'Submit answers' });
    // A retake starts from the previous answers, kept and editable (docs/assumptions.md).
    const previous = screen.getByRole('radio', { name: 'Doxazosin' });
    expect((previous as HTMLInputElement).checked).toBe(true);
    expect(previous.matches(':disabled')).toBe(false);
  }, SLOW);
});

describe('the result of a phase that takes a baseline', () => {
  it('says a pre-test with a pass mark of 0 recorded the answers and where the learner started, not "Score: 0%" and "Passed"', async () => {
    const course = makePlayerPayload();
    course.phases[2] = { ...course.phases[2]!, title: 'Pre-test', type: 'pre-assessment' };
    const { user } = renderPlayer({
      payload: course,
      initialProgress: { completedPhaseIds: ['intro', 'learn'], currentPhaseId: 'quiz' },
      onSubmit: async () => ({ success: true, data: { score: 0, passed: true, all_phases_complete: false, rationales: [] } }),
    });
    await user.click(screen.getByRole('radio', { name: 'Doxazosin' }));
    await user.click(screen.getByRole('radio', { name: '<150/90' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const region = screen.getByRole('region', { name: 'Pre-test' });
    expect(await within(region).findByText('Your answers were recorded.')).toBeTruthy();
    expect(within(region).getByText('Your starting score: 0%')).toBeTruthy();
    expect(within(region).queryByText('Passed')).toBeNull();
    expect(within(region).queryByText(/^Score:/)).toBeNull();
    expect(within(region).getByRole('button', { name: 'Continue' })).toBeTruthy();
  }, 20_000);

  it('shows the score a pre-test returned as the starting score, with no verdict, on screen and in the live region', async () => {
    const course = makePlayerPayload();
    course.phases[2] = { ...course.phases[2]!, title: 'Pre-test', type: 'pre-assessment' };
    const { user } = renderPlayer({
      payload: course,
      initialProgress: { completedPhaseIds: ['intro', 'learn'], currentPhaseId: 'quiz' },
      onSubmit: async () => ({ success: true, data: { score: 40, passed: true, all_phases_complete: false, rationales: [] } }),
    });
    await user.click(screen.getByRole('radio', { name: 'Doxazosin' }));
    await user.click(screen.getByRole('radio', { name: '<150/90' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const region = screen.getByRole('region', { name: 'Pre-test' });
    expect(await within(region).findByText('Your starting score: 40%')).toBeTruthy();
    expect(within(region).getByText('Your answers were recorded.')).toBeTruthy();
    expect(within(region).queryByText(/^(Passed|Not passed)/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Answers sent. Your starting score: 40%.');
    expect(within(region).getByRole('button', { name: 'Continue' })).toBeTruthy();
  }, 20_000);

  it('keeps a pre-test the service failed open, with its score and the retake', async () => {
    const course = makePlayerPayload();
    course.phases[2] = { ...course.phases[2]!, title: 'Pre-test', type: 'pre-assessment' };
    const { user } = renderPlayer({
      payload: course,
      initialProgress: { completedPhaseIds: ['intro', 'learn'], currentPhaseId: 'quiz' },
      onSubmit: async () => ({ success: true, data: { score: 20, passed: false, all_phases_complete: false, rationales: [] } }),
    });
    await user.click(screen.getByRole('radio', { name: 'Doxazosin' }));
    await user.click(screen.getByRole('radio', { name: '<150/90' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const region = screen.getByRole('region', { name: 'Pre-test' });
    expect(await within(region).findByText('Not passed yet. Review the feedback and retake this part.')).toBeTruthy();
    expect(within(region).getByText('Score: 20%')).toBeTruthy();
    expect(within(region).queryByText(/^Your starting score/)).toBeNull();
    expect(within(region).getByRole('button', { name: 'Retake this part' })).toBeTruthy();
  }, 20_000);

  it('shows no score on an introduction, even when the service sent one', async () => {
    const { user } = renderPlayer({ onSubmit: async () => ({ success: true, data: { score: 80, passed: true, all_phases_complete: false, rationales: [] } }) });
    await answerIntro(user);
    const region = screen.getByRole('region', { name: 'Meet the patient' });
    expect(await within(region).findByText('Your answers were recorded.')).toBeTruthy();
    expect(within(region).queryByText(/score/i)).toBeNull();
    expect(within(region).queryByText('Passed')).toBeNull();
  }, 20_000);

  it('still shows the score and "Passed" on an assessment', async () => {
    const { user } = renderPlayer({ initialProgress: { completedPhaseIds: ['intro', 'learn'], currentPhaseId: 'quiz' } });
    await user.click(screen.getByRole('radio', { name: 'Spironolactone' }));
    await user.click(screen.getByRole('radio', { name: '<130/80' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const region = screen.getByRole('region', { name: 'Assessment' });
    expect(await within(region).findByText('Score: 100%')).toBeTruthy();
    expect(within(region).getByText('Passed')).toBeTruthy();
    expect(within(region).queryByText('Your answers were recorded.')).toBeNull();
  }, 20_000);
});

describe('a failed submission of a phase with nothing to answer', () => {
  const atWrapUp = { completedPhaseIds: ['intro', 'learn', 'quiz'], currentPhaseId: 'done' };

  it.each([
    ['a 429 whose wait is too long to retry on its own', () => Promise.reject(Object.assign(new Error('Too Many Requests'), { status: 429, code: 'rate_limited', retryAfterMs: 120_000 }))],
    ['a refusal', async () => ({ success: false, error: 'Bad request.' })],
  ])('says the progress, not answers, could not be saved after %s', async (_name, onSubmit) => {
    const { user } = renderPlayer({ onSubmit, initialProgress: atWrapUp });
    await user.click(screen.getByRole('button', { name: 'Finish course' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your progress could not be saved. Nothing is lost.');
    expect(alert.textContent).not.toMatch(/answers/);
    expect(screen.getByRole('status').textContent).toBe('Your progress could not be saved.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('tells an unauthorised learner their progress could not be saved and what to do', async () => {
    const onSubmit = async () => Promise.reject(Object.assign(new Error('Unauthorized'), { status: 401, code: 'invalid_api_key' }));
    const { user } = renderPlayer({ onSubmit, initialProgress: atWrapUp });
    await user.click(screen.getByRole('button', { name: 'Finish course' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your progress could not be saved because your session is not authorised. Sign in again, then try again.');
  });
});
