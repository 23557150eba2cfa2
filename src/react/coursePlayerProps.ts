import type { ReactNode } from 'react';
import type { SeriesModulePayload, SubmitProgressBody } from '../contract';
import type { CreditClaim } from '../course/creditClaim';
import type { FollowUpAnswers } from '../course/followUpAnswers';
import type { LocaleProps } from '../i18n/useStringsScope';
import type { Registry, RegistryEntry, TimeLimits } from '../registry/types';
import type { HostMediaCompletion } from '../logic/mediaWatch';
import type { MediaTrackInput } from '../model/fields/readMediaTracks';
import type { InitialProgress, PersistenceOptions, SubmitInit } from '../store/options';
import type { StringsOverride } from '../strings/en';
import type { HostCallbacks } from './hostCallbacks';

/** Props of `<CoursePlayer>`: the course, the learner, `onSubmit`, and how the player behaves (docs/player.md). */
export interface CoursePlayerProps extends LocaleProps, HostCallbacks {
  /** Unknown JSON from GET /api-course-content: the envelope or its `data`. Never trusted. */
  payload: unknown;
  /** The learner's id; goes into every submission body. */
  userId: string;
  /**
   * Receives the exact POST /api-submit-progress body; resolves with the service's answer, rejects on
   * failure. Pass `init.signal` to `fetch`: it aborts when the service has not answered within
   * `submitTimeoutMs`, and the player then offers Try again (and retries on its own).
   */
  onSubmit: (body: SubmitProgressBody, init: SubmitInit) => Promise<unknown>;
  /** How long a submission may wait for the service before it is aborted and retried; `Infinity` waits for ever. @default 30000 */
  submitTimeoutMs?: number;
  /** Re-fetches the course (re-signs media) before signed URLs expire. */
  onRefetch?: () => Promise<unknown>;
  /** From GET /api-progress. */
  initialProgress?: InitialProgress;
  /**
   * GET /api-progress again, asked before the player sends a phase a second time that its first
   * send may have recorded (that send failed after leaving, or its page was reloaded): a phase it
   * names complete is not sent again. The spec has no idempotency key; without this callback such a
   * phase is sent again and the service sees it twice.
   */
  fetchProgress?: (init: SubmitInit) => Promise<InitialProgress>;
  /** Resume answers and position after a reload. */
  persistence?: PersistenceOptions;
  /** Force the degraded fallback of every kind. @default false */
  degraded?: boolean;
  /** Add or replace renderers by kind. */
  renderers?: readonly RegistryEntry<any>[];
  /** Any part of the `Strings` table (e.g. `ce-course-player/locales/es`), deep-merged over English and any `<MethodStrings>` above. */
  strings?: StringsOverride;
  /** Receives the follow-up answers (commitment, survey, recheck); the form shows on completion when set. */
  onFollowUpSubmit?: (answers: FollowUpAnswers) => void | Promise<unknown>;
  /** Certificate state to show on completion (e.g. a `<Certificate>` from this package). */
  certificate?: ReactNode;
  /** Token set of the `.method-player` root: `auto` follows `prefers-color-scheme`. @default 'light' */
  theme?: 'light' | 'dark' | 'auto';
  /** Extra class on the `.method-player` root, e.g. to override tokens for a host brand. */
  className?: string;
  /** A registry to start from. @default defaultRegistry */
  registry?: Registry;
  /** Show the course's landing page with a Start button before the first phase (not when resuming with progress). @default false */
  landing?: boolean;
  /**
   * Who shows an accredited activity's disclosure (financial relationships, commercial support,
   * accreditation statement) before its first content on a fresh start: the player, or the host,
   * which then shows it itself (ACCME Standards 5 and 6). The landing page counts as showing it.
   * @default 'player'
   */
  disclosure?: 'player' | 'host';
  /**
   * Receives the learner's credit claim once every required phase is complete; the claim form
   * shows on the completion page before the certificate when set. Resolve once recorded, reject to
   * show an error (the form keeps what was typed). Identifiers in it are never stored by the player.
   */
  onCreditClaim?: (claim: CreditClaim) => Promise<unknown> | void;
  /** For a module of a series: the address of another module by course id; previous/next show as links. */
  seriesHref?: (courseId: string) => string | null | undefined;
  /** For a module of a series: called with the module the learner picks; previous/next show as buttons. */
  onSeriesNavigate?: (module: SeriesModulePayload) => void;
  /**
   * Accept plain http image, media and link URLs in the payload as well as https (never any other
   * scheme), e.g. for a local preview server. Production payloads are https. @default false
   */
  allowHttp?: boolean;
  /**
   * What a timed quiz's `timeLimit` does. `'enforced'`: a countdown, a warning with "More time" 20 s
   * before the end (at least ten extensions), and a question that runs out locks with its last
   * answer, as WCAG 2.2.1 allows. `'advisory'`: a suggested time only, nothing locks; pass it for a
   * learner whose accommodations remove time limits. @default 'enforced'
   */
  timeLimits?: TimeLimits;
  /**
   * On the last screen of a multi-screen assessment or post-assessment, "Review answers" lists every
   * answer, each with a "Change" link back to its screen, before the learner submits them. Pass
   * false to submit from the last screen directly. @default true
   */
  review?: boolean;
  /**
   * Caption, subtitle and description tracks (WebVTT) the host keeps for media blocks, by block id,
   * added to any the payload carries: `{ 'blk-intro': [{ src: '/vtt/intro.en.vtt', srclang: 'en', label: 'English' }] }`.
   * A relative `src` is read against the page. A caption track in the learner's language shows by default.
   */
  mediaTracks?: Readonly<Record<string, readonly MediaTrackInput[]>>;
  /**
   * When a video or talking-avatar block holds the forward control until watched: `'watched'` (95%
   * of it played, counted over played ranges), `{ watched: 0.8 }`, `'ended'` (that share and the
   * end reached by playing), or `'off'` for every block. Absent: only a block's own rule (its
   * `completion_rule`) applies. Opening the transcript always completes a block; a block that cannot
   * play never holds anything. Nothing of it is sent to the service. @default undefined
   */
  mediaCompletion?: HostMediaCompletion;
  /**
   * With a completion rule, a jump forward past what was played returns to the furthest point
   * played. Never applies once the transcript is open. @default false
   */
  preventForwardSeek?: boolean;
}
