import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CoursePlayer, defaultStrings as strings, type PlayerEvent } from '../../../src';
import { normalizeCourse } from '../../../src/model/normalizeCourse';
import { en } from '../../../src/strings/en';
import { methodCourse, methodCourseKeys } from '../../fixtures';
import { memoryStorage } from '../../support/memoryStorage';
import { playCourse } from '../../support/playSampleCourse';
import { asOnSubmit, createReferenceScorer } from '../../support/referenceScorer';
import { installDomPolyfills } from '../renderers/support';
import { loadPersistenceCode } from '../../support/persistenceCode';

// What persistence does once its code is here (persistence-loading.test.tsx: before it is).
beforeAll(loadPersistenceCode);

/** The sample course with a pharmacy designation of 1.5 hours, as the learner claims. */
const payload = {
  ...methodCourse,
  credit_designations: [
    { credit_type: 'AMA PRA Category 1 Credit™', credit_type_slug: 'ama-pra-1', credit_hours: 1.5, profession: 'physician', source: 'certificate_settings' as const },
    { credit_type: 'ACPE Contact Hours', credit_type_slug: 'acpe', credit_hours: 1.5, profession: 'pharmacist', source: 'certificate_settings' as const },
  ],
};
const course = normalizeCourse(payload).course;
const FIRST_PHASE = course.phases[0]!.title;

function renderAccredited(extra: Partial<Parameters<typeof CoursePlayer>[0]> = {}) {
  const events: PlayerEvent[] = [];
  const storage = memoryStorage();
  const onCreditClaim = vi.fn(() => Promise.resolve());
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <CoursePlayer
        payload={payload}
        userId="learner-1"
        onSubmit={asOnSubmit(createReferenceScorer(methodCourse, methodCourseKeys))}
        onEvent={(event) => events.push(event)}
        persistence={{ key: 'cep', storage }}
        onCreditClaim={onCreditClaim}
        certificate={<p>Your certificate is ready.</p>}
        degraded
        {...extra}
      />
    </StrictMode>,
  );
  const root = () => view.container.querySelector('.method-player')!;
  return { ...view, events, storage, onCreditClaim, user, root };
}

beforeAll(installDomPolyfills);

describe('accredited delivery', () => {
  it('shows the disclosure before any content, then runs the course, claims 1.25 of 1.5 pharmacy hours and shows the certificate', async () => {
    const { user, events, storage, onCreditClaim, root } = renderAccredited();
    expect(screen.getByRole('heading', { level: 2, name: en.course.disclosureHeading })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: FIRST_PHASE })).toBeNull();
    expect(root().hasAttribute('data-accredited-education')).toBe(false);
    expect(events.filter((e) => e.type === 'disclosure_shown')).toEqual([{ type: 'disclosure_shown', via: 'player' }]);

    await user.click(screen.getByRole('button', { name: en.course.disclosureContinue }));
    const heading = await screen.findByRole('heading', { level: 2, name: FIRST_PHASE });
    expect(document.activeElement).toBe(heading);
    expect(root().getAttribute('data-accredited-education')).toBe('active');

    const log = await playCourse({ user, course, keys: methodCourseKeys, mode: 'degraded' });
    expect(log.outcome).toBe('completed');
    expect(root().hasAttribute('data-accredited-education')).toBe(false);
    // The certificate follows the claim.
    expect(screen.queryByText('Your certificate is ready.')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'ACPE Contact Hours (pharmacist), up to 1.5 hours' }));
    await user.selectOptions(screen.getByRole('combobox', { name: en.course.claimHoursLabel }), '1.25');
    await user.type(screen.getByRole('textbox', { name: en.course.nabpEpidLabel }), '1234567');
    await user.type(screen.getByRole('textbox', { name: en.course.birthDateLabel }), '0704');
    await user.click(screen.getByRole('checkbox', { name: en.course.attestationLabel }));
    await user.click(screen.getByRole('button', { name: en.course.claimSubmit }));
    expect(await screen.findByText('Your certificate is ready.')).toBeTruthy();

    expect(onCreditClaim).toHaveBeenCalledTimes(1);
    expect(onCreditClaim).toHaveBeenCalledWith({
      courseId: course.id, creditId: 'acpe', profession: 'pharmacist', creditType: 'ACPE Contact Hours', creditTypeSlug: 'acpe',
      hours: 1.25, attested: true, nabpEpid: '1234567', birthDateMmdd: '0704',
    });
    const accredited = events.filter((e) => e.type === 'accredited_active' || e.type === 'accredited_inactive').map((e) => e.type);
    expect(accredited.slice(-2)).toEqual(['accredited_active', 'accredited_inactive']);
    expect(events.filter((e) => e.type === 'credit_claimed')).toEqual([{ type: 'credit_claimed', creditId: 'acpe', hours: 1.25 }]);
    // The identifiers reach the host's onCreditClaim and nothing else.
    const kept = JSON.stringify([...storage.data.values()]) + JSON.stringify(events);
    expect(kept).not.toContain('1234567');
    expect(kept).not.toContain('0704');
  }, 60_000);

  it('leaves the disclosure to a host that shows it itself', () => {
    const { events } = renderAccredited({ disclosure: 'host' });
    expect(screen.getByRole('heading', { level: 2, name: FIRST_PHASE })).toBeTruthy();
    expect(events.some((e) => e.type === 'disclosure_shown')).toBe(false);
  });

  it('counts the landing page as showing it, and resumes without it', async () => {
    const first = renderAccredited({ landing: true });
    expect(first.events.filter((e) => e.type === 'disclosure_shown')).toEqual([{ type: 'disclosure_shown', via: 'landing' }]);
    expect(screen.queryByRole('heading', { level: 2, name: en.course.disclosureHeading })).toBeNull();
    await first.user.click(await screen.findByRole('button', { name: en.player.startCourseLabel }));
    await screen.findByRole('heading', { level: 2, name: FIRST_PHASE });
    first.unmount();

    const storage = memoryStorage({ [`cep:${course.id}:learner-1`]: JSON.stringify({ state: { position: { phaseId: course.phases[1]!.id, screenIndex: 0 }, answers: {}, revealed: {}, completed: { [course.phases[0]!.id]: true }, results: {}, rationales: {}, clock: { spentMs: {}, running: null }, courseComplete: false }, version: 1 }) });
    const back = renderAccredited({ persistence: { key: 'cep', storage } });
    expect(screen.getByRole('heading', { level: 2, name: course.phases[1]!.title })).toBeTruthy();
    expect(back.events.some((e) => e.type === 'disclosure_shown')).toBe(false);
  });
});
