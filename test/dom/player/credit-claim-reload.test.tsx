import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoursePlayer, type CoursePlayerProps } from '../../../src';
import { en } from '../../../src/strings/en';
import { memoryStorage } from '../../support/memoryStorage';
import { PLAYER_COURSE_ID, makePlayerPayload, playerScorer } from '../../support/playerCourse';
import { loadPersistenceCode } from '../../support/persistenceCode';

// What persistence does once its code is here (persistence-loading.test.tsx: before it is).
beforeAll(loadPersistenceCode);

/** The small course, finished, with a pharmacy credit: the claim needs the NABP e-Profile ID and birth date. */
const payload = {
  ...makePlayerPayload(),
  credit_designations: [
    { credit_type: 'AMA PRA Category 1 Credit™', credit_type_slug: 'ama-pra-1', credit_hours: 1.5, profession: 'physician', source: 'certificate_settings' as const },
    { credit_type: 'ACPE Contact Hours', credit_type_slug: 'acpe', credit_hours: 1.5, profession: 'pharmacist', source: 'certificate_settings' as const },
  ],
};
const EPID = '9876543';
const BIRTH_DATE = '0704';
const CLAIMED_AT = '2026-11-28T09:00:00.000Z';
const KEY = `cep:${PLAYER_COURSE_ID}:learner-1`;

function mountFinished(storage: ReturnType<typeof memoryStorage>, onCreditClaim: CoursePlayerProps['onCreditClaim']) {
  return render(
    <StrictMode>
      <CoursePlayer
        payload={payload}
        userId="learner-1"
        onSubmit={async (body) => playerScorer(body)}
        initialProgress={{ completedPhaseIds: ['intro', 'learn', 'quiz', 'done'], courseComplete: true }}
        persistence={{ key: 'cep', storage }}
        onCreditClaim={onCreditClaim}
        certificate={<p>Your certificate is ready.</p>}
        disclosure="host"
      />
    </StrictMode>,
  );
}

// Only the clock is fixed, so the claim's date is known; timers run as they do.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(CLAIMED_AT));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a credit claim after a reload', () => {
  it('shows the certificate with the claimed credit, not the claim form, and stores no identifier', async () => {
    const storage = memoryStorage();
    const onCreditClaim = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    const first = mountFinished(storage, onCreditClaim);
    expect(screen.queryByText('Your certificate is ready.')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'ACPE Contact Hours (pharmacist), up to 1.5 hours' }));
    await user.selectOptions(screen.getByRole('combobox', { name: en.course.claimHoursLabel }), '1.25');
    await user.type(screen.getByRole('textbox', { name: en.course.nabpEpidLabel }), EPID);
    await user.type(screen.getByRole('textbox', { name: en.course.birthDateLabel }), BIRTH_DATE);
    await user.click(screen.getByRole('checkbox', { name: en.course.attestationLabel }));
    await user.click(screen.getByRole('button', { name: en.course.claimSubmit }));
    expect(await screen.findByText('Your certificate is ready.')).toBeTruthy();
    expect(onCreditClaim).toHaveBeenCalledTimes(1);
    first.unmount();

    const stored = storage.data.get(KEY)!;
    expect(stored).not.toContain(EPID);
    expect(stored).not.toContain(BIRTH_DATE);
    expect(JSON.parse(stored).state.creditClaim).toEqual({
      creditId: 'acpe', profession: 'pharmacist', creditType: 'ACPE Contact Hours', creditTypeSlug: 'acpe', hours: 1.25, claimedAt: CLAIMED_AT,
    });

    mountFinished(storage, onCreditClaim);
    const completion = screen.getByRole('region', { name: 'You have completed this course.' });
    expect(within(completion).getByText('Your certificate is ready.')).toBeTruthy();
    expect(within(completion).getByText(en.course.claimRecorded(1.25, 'ACPE Contact Hours', new Date(CLAIMED_AT)))).toBeTruthy();
    expect(within(completion).queryByRole('form', { name: en.course.claimHeading })).toBeNull();
    expect(within(completion).queryByRole('button', { name: en.course.claimSubmit })).toBeNull();
    expect(onCreditClaim).toHaveBeenCalledTimes(1);
  });

  it('loads progress stored before claims were remembered, and still asks for the claim', () => {
    const before = { position: null, answers: {}, revealed: {}, completed: { intro: true, learn: true, quiz: true, done: true }, results: {}, rationales: {}, clock: { spentMs: {}, running: null }, courseComplete: true };
    const storage = memoryStorage({ [KEY]: JSON.stringify({ state: before, version: 1 }) });
    mountFinished(storage, vi.fn());
    expect(screen.getByRole('form', { name: en.course.claimHeading })).toBeTruthy();
    expect(screen.queryByText('Your certificate is ready.')).toBeNull();
  });

  it('drops identifiers planted in a stored claim, and a malformed claim costs only itself', () => {
    const base = { position: null, answers: {}, revealed: {}, completed: { intro: true, learn: true, quiz: true, done: true }, results: {}, rationales: {}, clock: { spentMs: {}, running: null }, courseComplete: true };
    const planted = { creditId: 'acpe', profession: 'pharmacist', creditType: 'ACPE Contact Hours', creditTypeSlug: 'acpe', hours: 1.25, claimedAt: CLAIMED_AT, nabpEpid: EPID };
    const storage = memoryStorage({ [KEY]: JSON.stringify({ state: { ...base, creditClaim: planted }, version: 1 }) });
    const view = mountFinished(storage, vi.fn());
    expect(screen.getByText(en.course.claimRecorded(1.25, 'ACPE Contact Hours', new Date(CLAIMED_AT)))).toBeTruthy();
    view.unmount();
    expect(storage.data.get(KEY)).not.toContain(EPID);

    const malformed = memoryStorage({ [KEY]: JSON.stringify({ state: { ...base, creditClaim: { ...planted, claimedAt: 'yesterday-ish' } }, version: 1 }) });
    mountFinished(malformed, vi.fn());
    expect(screen.getByRole('region', { name: 'You have completed this course.' })).toBeTruthy();
    expect(screen.getByRole('form', { name: en.course.claimHeading })).toBeTruthy();
  });
});
