import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmitProgressBody } from '../../../src/contract';
import { memoryStorage } from '../../support/memoryStorage';
import { PLAYER_COURSE_ID, playerScorer } from '../../support/playerCourse';
import { renderPlayer } from '../../support/renderPlayer';

// Once a learner submits a phase its answers are final: kept on the device or on their way, the
// phase shows them read-only, so what the page shows is what the service is sent.
const base = { activity_id: PLAYER_COURSE_ID, user_id: 'user-1', time_spent_minutes: 0 };
const INTRO_BODY = { ...base, phase_type: 'introduction', phase_id: 'intro', answers: [{ question_id: 'gut', selected: 'yes' }] };
const WAITING = 'Submitted, waiting to send. These answers can no longer be changed.';
let online = true;

function goOffline() {
  online = false;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
}

/** The phase's own line saying where its answers are (the live region may say the same). */
const outboxLine = async (text: string) => (await screen.findAllByText(text)).find((element) => element.hasAttribute('data-outbox'));

/** Submits the intro phase ("Yes") offline: it is kept on the device. */
async function queueIntro(persistence: { key: string; storage: ReturnType<typeof memoryStorage> }) {
  goOffline();
  const first = renderPlayer({ persistence });
  await first.user.click(screen.getByRole('button', { name: 'Continue' }));
  await first.user.click(screen.getByRole('radio', { name: 'Yes' }));
  await first.user.click(screen.getByRole('button', { name: 'Submit answers' }));
  await outboxLine('Saved on this device');
  return first;
}

/** An onSubmit whose answers the test releases: the race between a send and an edit, held open. */
function heldService() {
  const bodies: SubmitProgressBody[] = [];
  const waiting: Array<() => void> = [];
  const onSubmit = vi.fn((body: SubmitProgressBody) => {
    bodies.push(structuredClone(body));
    return new Promise((resolve) => waiting.push(() => resolve(playerScorer(body))));
  });
  return { bodies, onSubmit, release: () => act(() => waiting.splice(0).forEach((answer) => answer())) };
}

afterEach(() => {
  online = true;
  vi.restoreAllMocks();
});

describe('a submitted phase waiting to be sent', () => {
  it('is read-only while kept on the device, before and after a reload', async () => {
    const storage = memoryStorage();
    const first = await queueIntro({ key: 'ce-queued', storage });
    expect(screen.getByText(WAITING)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'No' }).matches(':disabled')).toBe(true);
    await first.user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
    first.unmount();

    const second = renderPlayer({ persistence: { key: 'ce-queued', storage } });
    await outboxLine('Saved on this device');
    expect(screen.getByText(WAITING)).toBeTruthy();
    await second.user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
    expect(second.bodies).toEqual([]);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await outboxLine('Sent')).toBeTruthy();
    expect(second.bodies).toEqual([INTRO_BODY]);
    second.unmount();
  });

  it('sends and then shows for review exactly what it showed: an edit tried between the reload and the answer changes nothing', async () => {
    const storage = memoryStorage();
    (await queueIntro({ key: 'ce-race', storage })).unmount();

    online = true;
    const service = heldService();
    const reloaded = renderPlayer({ persistence: { key: 'ce-race', storage }, onSubmit: service.onSubmit });
    await waitFor(() => expect(service.bodies).toEqual([INTRO_BODY]));
    // The send is on its way and its answer held back: the learner tries to change the answer.
    await reloaded.user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'No' })).toHaveProperty('checked', false);

    service.release();
    expect(await screen.findByText('You have completed this part. Your answers are shown for review.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
    // What the stored progress keeps (a later reload's review) is what was sent.
    const stored = [...storage.data.values()].join('\n');
    expect(stored).toContain('"gut":"yes"');
    expect(stored).not.toContain('"gut":"no"');
    expect(service.bodies).toEqual([INTRO_BODY]);
    reloaded.unmount();
  });

  it('opens again for changes when the service refused the answers (a send again cannot fix it)', async () => {
    const onSubmit = vi.fn(async () => {
      throw Object.assign(new Error('Unprocessable'), { status: 422, code: 'invalid_answers' });
    });
    const { user } = renderPlayer({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await screen.findByRole('alert');
    expect(screen.queryByText(WAITING)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
  });
});
