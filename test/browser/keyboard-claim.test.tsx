import '../../styles/method.css';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CoursePlayer, defaultStrings as strings, type PlayerEvent } from '../../src';
import { normalizeCourse } from '../../src/model/normalizeCourse';
import { en } from '../../src/strings/en';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { reportFigureFromBrowser } from '../reliability/figureFromBrowser';
import { inPageEngineLabel } from '../support/engines/inPageEngine';
import { keyboardUser } from '../support/keyboardUser';
import { mount } from '../support/mount';
import { playCourse } from '../support/playSampleCourse';
import { asOnSubmit, createReferenceScorer } from '../support/referenceScorer';

/**
 * Accredited delivery's "done when" (docs/player.md), in Chromium with the keyboard alone: a fresh start shows the provider's
 * disclosure before any content; the learner plays the whole sample course with the full renderers
 * (drag boards, sliders, cards and hotspots by keys), reviews each multi-screen assessment's answers
 * before submitting them, claims 1.25 of 1.5 pharmacy hours with an NABP e-Profile ID and birth
 * date, and sees the certificate. The host receives the exact claim; the identifiers are in neither
 * storage nor events. Not one pointer event is fired.
 */

/** The sample course with a pharmacy designation of 1.5 hours, as the learner claims. */
const payload = {
  ...methodCourse,
  credit_designations: [
    { credit_type: 'AMA PRA Category 1 Credit™', credit_type_slug: 'ama-pra-1', credit_hours: 1.5, profession: 'physician', source: 'certificate_settings' as const },
    { credit_type: 'ACPE Contact Hours', credit_type_slug: 'acpe', credit_hours: 1.5, profession: 'pharmacist', source: 'certificate_settings' as const },
  ],
};
const course = normalizeCourse(payload).course;
const EPID = '7350914';
const BIRTH_MMDD = '0917';
const STORAGE_KEY = 'keyboard-claim';

/** Everything the page keeps: local and session storage, every key and value. */
function storedText(): string {
  const all = (storage: Storage) => Array.from({ length: storage.length }, (_, index) => storage.key(index)!).map((key) => `${key}=${storage.getItem(key)}`);
  return [...all(localStorage), ...all(sessionStorage)].join('\n');
}

const pointerEvents: string[] = [];
const recordPointer = (event: Event) => pointerEvents.push(`${event.type} on ${(event.target as Element).tagName}`);
const POINTER_TYPES = ['pointerdown', 'mousedown', 'touchstart'] as const;

beforeAll(() => {
  // testing-library's import marks the page a React act() environment; real key presses settle on their own.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  for (const type of POINTER_TYPES) document.addEventListener(type, recordPointer, true);
});

afterAll(() => {
  for (const type of POINTER_TYPES) document.removeEventListener(type, recordPointer, true);
});

describe(`the sample course by keyboard alone, to a credit claim, in ${inPageEngineLabel}`, () => {
  it('shows the disclosure first, plays every phase with its reviews, claims 1.25 of 1.5 pharmacy hours and shows the certificate', async () => {
    localStorage.clear();
    sessionStorage.clear();
    const events: PlayerEvent[] = [];
    const onCreditClaim = vi.fn(() => Promise.resolve());
    const { container, unmount } = await mount(
      <CoursePlayer
        payload={payload}
        userId="0c3f6a1e-2b7d-4e59-8a14-6d2e9b0f7c35"
        onSubmit={asOnSubmit(createReferenceScorer(methodCourse, methodCourseKeys))}
        onEvent={(event) => events.push(structuredClone(event))}
        persistence={{ key: STORAGE_KEY }}
        onCreditClaim={onCreditClaim}
        certificate={<p>Your certificate is ready to download.</p>}
      />,
    );
    try {
      // A fresh start: the disclosure, and no content of the activity before it.
      expect(screen.getByRole('heading', { level: 2, name: en.course.disclosureHeading })).toBeTruthy();
      expect(container.querySelector('.method-block')).toBeNull();
      expect(screen.queryByRole('heading', { level: 2, name: course.phases[0]!.title })).toBeNull();
      expect(events.filter((event) => event.type === 'disclosure_shown')).toEqual([{ type: 'disclosure_shown', via: 'player' }]);

      const user = keyboardUser();
      await user.click(screen.getByRole('button', { name: en.course.disclosureContinue }));
      const first = await screen.findByRole('heading', { level: 2, name: course.phases[0]!.title });
      expect(document.activeElement).toBe(first);

      const log = await playCourse({ user, course, keys: methodCourseKeys, mode: 'full', maxSteps: 80 });
      expect(log.stuckReason).toBeNull();
      expect(log.outcome).toBe('completed');
      // Both multi-screen assessments listed every answer, focused, before "Submit answers" (the walker checks the focus).
      expect(Object.fromEntries(log.reviews)).toEqual({ 'ph-assessment': { questions: 10, unanswered: 0 }, 'ph-post': { questions: 3, unanswered: 0 } });
      for (const phaseId of ['ph-assessment', 'ph-post']) expect(log.results.get(phaseId), phaseId).toEqual({ score: 'Score: 100%', verdict: strings.resultPassed });

      // The claim comes before the certificate.
      expect(screen.queryByText('Your certificate is ready to download.')).toBeNull();
      await user.click(screen.getByRole('radio', { name: 'ACPE Contact Hours (pharmacist), up to 1.5 hours' }));
      await user.selectOptions(screen.getByRole('combobox', { name: en.course.claimHoursLabel }), '1.25');
      await user.type(screen.getByRole('textbox', { name: en.course.nabpEpidLabel }), EPID);
      await user.type(screen.getByRole('textbox', { name: en.course.birthDateLabel }), BIRTH_MMDD);
      await user.click(screen.getByRole('checkbox', { name: en.course.attestationLabel }));
      await user.click(screen.getByRole('button', { name: en.course.claimSubmit }));
      expect(await screen.findByText('Your certificate is ready to download.')).toBeTruthy();
      expect(within(container).getByText(en.course.claimSucceeded(1.25, 'ACPE Contact Hours')).closest('[role="status"]')).not.toBeNull();

      expect(onCreditClaim).toHaveBeenCalledTimes(1);
      expect(onCreditClaim.mock.calls[0]).toEqual([{
        courseId: course.id, creditId: 'acpe', profession: 'pharmacist', creditType: 'ACPE Contact Hours', creditTypeSlug: 'acpe',
        hours: 1.25, attested: true, nabpEpid: EPID, birthDateMmdd: BIRTH_MMDD,
      }]);
      expect(events.filter((event) => event.type === 'credit_claimed')).toEqual([{ type: 'credit_claimed', creditId: 'acpe', hours: 1.25 }]);

      // The identifiers reached the host's onCreditClaim and nothing else the page keeps or tells.
      const stored = storedText();
      expect(stored).toContain(STORAGE_KEY);
      for (const identifier of [EPID, BIRTH_MMDD]) {
        expect(stored, 'storage').not.toContain(identifier);
        expect(JSON.stringify(events), 'events').not.toContain(identifier);
      }
      expect(pointerEvents).toEqual([]);
      expect(user.presses).toBeGreaterThan(100);
      await reportFigureFromBrowser(`Sample course by keyboard alone to a credit claim in ${inPageEngineLabel}: ${log.screens.length} screens, ${user.presses} key presses, 0 pointer events, claim and certificate shown`);
    } finally {
      await unmount();
      localStorage.clear();
    }
  }, 240_000);
});
