import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_COURSE_ID } from '../../support/playerCourse';
import { memoryStorage } from '../../support/memoryStorage';
import { renderPlayer } from '../../support/renderPlayer';

// The offline outbox (docs/player.md, "Offline: the outbox"): a phase submitted offline is kept on the device, survives a reload, and is sent
// once the browser is back online; the leave-page warning is armed only while it is unsent.
const base = { activity_id: PLAYER_COURSE_ID, user_id: 'user-1', time_spent_minutes: 0 };
let online = true;

function goOffline() {
  online = false;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
}

/** The phase's own line saying where its answers are (the live region may say the same). */
const outboxLine = async (text: string) => (await screen.findAllByText(text)).find((element) => element.hasAttribute('data-outbox'));

/** Whether leaving the page now would ask the learner first. */
function leaveIsWarned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => {
  online = true;
  vi.restoreAllMocks();
});

describe('the offline outbox', () => {
  it('keeps a phase played offline on the device through a reload, and sends it once when back online', async () => {
    goOffline();
    const storage = memoryStorage();
    const first = renderPlayer({ persistence: { key: 'ce', storage } });
    expect(leaveIsWarned()).toBe(false);
    await first.user.click(screen.getByRole('button', { name: 'Continue' }));
    await first.user.click(screen.getByRole('radio', { name: 'Yes' }));
    await first.user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await outboxLine('Saved on this device')).toBeTruthy();
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Saved on this device')).toBe(true);
    expect(leaveIsWarned()).toBe(true);
    expect(first.bodies).toEqual([]);

    // A reload: the same storage, a new player, still offline.
    first.unmount();
    expect(leaveIsWarned()).toBe(false);
    const second = renderPlayer({ persistence: { key: 'ce', storage } });
    expect(await outboxLine('Saved on this device')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
    expect(leaveIsWarned()).toBe(true);
    expect(second.bodies).toEqual([]);

    // Back online and visible at once: one body.
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await outboxLine('Sent')).toBeTruthy();
    expect(leaveIsWarned()).toBe(false);
    expect(second.bodies).toEqual([
      { ...base, phase_type: 'introduction', phase_id: 'intro', answers: [{ question_id: 'gut', selected: 'yes' }] },
    ]);
    second.unmount();
  });

  it('sends a kept phase once when the page is reloaded online, and not at all when GET /api-progress has it', async () => {
    // Another learner: a phase this page already sent (the test above) is not replayed by a remount.
    const persistence = { key: 'ce-reload' };
    goOffline();
    const storage = memoryStorage();
    const first = renderPlayer({ persistence: { ...persistence, storage } });
    await first.user.click(screen.getByRole('button', { name: 'Continue' }));
    await first.user.click(screen.getByRole('radio', { name: 'Yes' }));
    await first.user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await outboxLine('Saved on this device');
    first.unmount();
    const kept = new Map(storage.data);

    online = true;
    const second = renderPlayer({ persistence: { ...persistence, storage } });
    expect(await outboxLine('Sent')).toBeTruthy();
    expect(second.bodies.map((body) => body.phase_id)).toEqual(['intro']);
    second.unmount();

    const third = renderPlayer({ persistence: { key: 'ce-other-page', storage: memoryStorage(Object.fromEntries([...kept].map(([key, value]) => [key.replace('ce-reload', 'ce-other-page'), value]))) }, initialProgress: { completedPhaseIds: ['intro'] } });
    await screen.findByRole('heading', { level: 2, name: 'Meet the patient' });
    expect(screen.queryByText('Saved on this device')).toBeNull();
    expect(leaveIsWarned()).toBe(false);
    expect(third.bodies).toEqual([]);
  });

  it('says a graded check made offline needs a connection, and checks it once back online', async () => {
    const { user, bodies } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Work-up' });

    goOffline();
    await user.click(screen.getByRole('radio', { name: 'Check aldosterone' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Checking this answer needs a connection. Your answer is kept; try again once you are online.');
    expect(bodies).toHaveLength(1);

    online = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Screen for primary aldosteronism.')).toBeTruthy();
    expect(bodies.map((body) => body.phase_id)).toEqual(['intro', 'learn']);
  });
});
