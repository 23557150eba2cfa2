import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { CoursePlayer, defaultStrings as strings, type PlayerEvent } from '../../src';
import { normalizeCourse } from '../../src/model/normalizeCourse';
import { en } from '../../src/strings/en';
import { methodCourse, methodCourseKeys } from '../fixtures';
import type { KeyboardUser } from './keyboardLearner';
import { playCourse } from './playSampleCourse';
import { asOnSubmit, createReferenceScorer } from './referenceScorer';

/**
 * Accredited delivery's "done when" (docs/player.md) with the keyboard alone, the same in an
 * in-page suite (test/browser/keyboard-claim.test.tsx) and in a page of its own driven from Node
 * (test/reliability/keyboard-claim.node.test.ts): a fresh start shows the provider's disclosure
 * before any content; the learner plays the whole sample course with the full renderers, reviews
 * each multi-screen assessment's answers before submitting them, claims 1.25 of 1.5 pharmacy
 * hours with an NABP e-Profile ID and birth date, and sees the certificate. The walk returns what
 * it saw as plain data (a node test reads it from the page); `expectCreditClaimWalk` judges it.
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
const CERTIFICATE = 'Your certificate is ready to download.';
const POINTER_TYPES = ['pointerdown', 'mousedown', 'touchstart'] as const;

/** What the host page hears: the player's events and each credit claim handed to `onCreditClaim`. */
export interface ClaimHost {
  events: PlayerEvent[];
  claims: unknown[];
}

/** The player as the claim walk needs it, reporting to `host`. */
export function claimPlayer(host: ClaimHost): ReactElement {
  return (
    <CoursePlayer
      payload={payload}
      userId="0c3f6a1e-2b7d-4e59-8a14-6d2e9b0f7c35"
      onSubmit={asOnSubmit(createReferenceScorer(methodCourse, methodCourseKeys))}
      onEvent={(event) => host.events.push(structuredClone(event))}
      persistence={{ key: STORAGE_KEY }}
      onCreditClaim={(claim) => {
        host.claims.push(structuredClone(claim));
        return Promise.resolve();
      }}
      certificate={<p>{CERTIFICATE}</p>}
    />
  );
}

/** Everything the page keeps: local and session storage, every key and value. */
function storedText(): string {
  const all = (storage: Storage) => Array.from({ length: storage.length }, (_, index) => storage.key(index)!).map((key) => `${key}=${storage.getItem(key)}`);
  return [...all(localStorage), ...all(sessionStorage)].join('\n');
}

/** What the keyboard walk saw, as plain data. */
export interface CreditClaimWalk {
  /** Before the first key: the disclosure heading shown, any block or phase heading shown, the disclosure events. */
  start: { disclosure: boolean; contentShown: boolean; disclosureEvents: PlayerEvent[] };
  firstHeadingFocused: boolean;
  outcome: string;
  stuckReason: string | null;
  screens: number;
  reviews: Record<string, unknown>;
  results: Record<string, unknown>;
  certificateBeforeClaim: boolean;
  certificateShown: boolean;
  claimStatusShown: boolean;
  claims: unknown[];
  claimedEvents: PlayerEvent[];
  stored: string;
  eventsText: string;
  pointerEvents: string[];
  presses: number;
  /** What `checkScreen` found, screen state by screen state (empty without one). */
  screenFindings: Record<string, string[]>;
}

/** Looks at the page as a screen is shown and once it is answered (axe, in a page of its own); returns what fails. */
export type ScreenCheck = (container: HTMLElement) => Promise<string[]>;

/** Plays the mounted `claimPlayer` (in `container`, storage cleared before) to the certificate with `user`'s keys. */
export async function walkToCreditClaim(user: KeyboardUser, container: HTMLElement, host: ClaimHost, checkScreen?: ScreenCheck): Promise<CreditClaimWalk> {
  const screenFindings: Record<string, string[]> = {};
  const check = async (here: string) => {
    if (checkScreen) screenFindings[here] = await checkScreen(container);
  };
  const pointerEvents: string[] = [];
  const recordPointer = (event: Event) => pointerEvents.push(`${event.type} on ${(event.target as Element).tagName}`);
  for (const type of POINTER_TYPES) document.addEventListener(type, recordPointer, true);
  try {
    const start = {
      disclosure: screen.queryByRole('heading', { level: 2, name: en.course.disclosureHeading }) !== null,
      contentShown: container.querySelector('.method-block') !== null || screen.queryByRole('heading', { level: 2, name: course.phases[0]!.title }) !== null,
      disclosureEvents: host.events.filter((event) => event.type === 'disclosure_shown'),
    };
    await check('disclosure');
    await user.click(screen.getByRole('button', { name: en.course.disclosureContinue }));
    // The first screen may wait for a chunk (persistence, a lazily drawn kind): a learner waits too, longer than 1 s under load.
    const first = await screen.findByRole('heading', { level: 2, name: course.phases[0]!.title }, { timeout: 10_000 });
    const firstHeadingFocused = document.activeElement === first;

    const log = await playCourse({ user, course, keys: methodCourseKeys, mode: 'full', maxSteps: 80, onScreen: (here, state) => check(`${here} ${state}`) });
    const certificateBeforeClaim = screen.queryByText(CERTIFICATE) !== null;
    if (log.outcome === 'completed') {
      await user.click(screen.getByRole('radio', { name: 'ACPE Contact Hours (pharmacist), up to 1.5 hours' }));
      await user.selectOptions(screen.getByRole('combobox', { name: en.course.claimHoursLabel }), '1.25');
      await user.type(screen.getByRole('textbox', { name: en.course.nabpEpidLabel }), EPID);
      await user.type(screen.getByRole('textbox', { name: en.course.birthDateLabel }), BIRTH_MMDD);
      await user.click(screen.getByRole('checkbox', { name: en.course.attestationLabel }));
      await user.click(screen.getByRole('button', { name: en.course.claimSubmit }));
    }
    const certificateShown = await screen.findByText(CERTIFICATE).then(() => true, () => false);
    if (certificateShown) await check('certificate');
    return {
      start,
      firstHeadingFocused,
      outcome: log.outcome,
      stuckReason: log.stuckReason,
      screens: log.screens.length,
      reviews: Object.fromEntries(log.reviews),
      results: Object.fromEntries(log.results),
      certificateBeforeClaim,
      certificateShown,
      claimStatusShown: within(container).queryByText(en.course.claimSucceeded(1.25, 'ACPE Contact Hours'))?.closest('[role="status"]') != null,
      claims: host.claims,
      claimedEvents: host.events.filter((event) => event.type === 'credit_claimed'),
      stored: storedText(),
      eventsText: JSON.stringify(host.events),
      pointerEvents,
      presses: user.presses,
      screenFindings,
    };
  } finally {
    for (const type of POINTER_TYPES) document.removeEventListener(type, recordPointer, true);
  }
}

/** The walk reached the certificate as accredited delivery requires, by keys alone, and the identifiers went to the host's claim only. */
export function expectCreditClaimWalk(walk: CreditClaimWalk): void {
  // A fresh start: the disclosure, and no content of the activity before it; the first phase's heading takes focus after it.
  expect(walk.start).toEqual({ disclosure: true, contentShown: false, disclosureEvents: [{ type: 'disclosure_shown', via: 'player' }] });
  expect(walk.firstHeadingFocused).toBe(true);
  expect(walk.stuckReason).toBeNull();
  expect(walk.outcome).toBe('completed');
  // Both multi-screen assessments listed every answer, focused, before "Submit answers" (the walker checks the focus).
  expect(walk.reviews).toEqual({ 'ph-assessment': { questions: 10, unanswered: 0 }, 'ph-post': { questions: 3, unanswered: 0 } });
  for (const phaseId of ['ph-assessment', 'ph-post']) expect(walk.results[phaseId], phaseId).toEqual({ score: 'Score: 100%', verdict: strings.resultPassed });
  // The claim comes before the certificate.
  expect(walk.certificateBeforeClaim).toBe(false);
  expect(walk.certificateShown).toBe(true);
  expect(walk.claimStatusShown).toBe(true);
  expect(walk.claims).toEqual([{
    courseId: course.id, creditId: 'acpe', profession: 'pharmacist', creditType: 'ACPE Contact Hours', creditTypeSlug: 'acpe',
    hours: 1.25, attested: true, nabpEpid: EPID, birthDateMmdd: BIRTH_MMDD,
  }]);
  expect(walk.claimedEvents).toEqual([{ type: 'credit_claimed', creditId: 'acpe', hours: 1.25 }]);
  // The identifiers reached the host's onCreditClaim and nothing else the page keeps or tells.
  expect(walk.stored).toContain(STORAGE_KEY);
  for (const identifier of [EPID, BIRTH_MMDD]) {
    expect(walk.stored, 'storage').not.toContain(identifier);
    expect(walk.eventsText, 'events').not.toContain(identifier);
  }
  expect(walk.pointerEvents).toEqual([]);
  expect(walk.presses).toBeGreaterThan(100);
}

/** The walk's figure line, "in <engine>". */
export const creditClaimFigure = (walk: CreditClaimWalk, label: string) =>
  `Sample course by keyboard alone to a credit claim in ${label}: ${walk.screens} screens, ${walk.presses} key presses, ${walk.pointerEvents.length} pointer events, claim and certificate shown`;
