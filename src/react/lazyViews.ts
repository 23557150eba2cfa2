import type { ComponentProps } from 'react';
import { viewCode } from '#view-code';
import { lazyComponent, type LazyComponent } from '../registry/lazyComponent';
import type { CompletionView } from './CompletionView';
import type { PlayerDisclosure } from './PlayerDisclosure';
import type { PlayerLanding } from './PlayerLanding';
import type { PhaseReadout } from './PhaseReadout';
import type { PhaseReview } from './PhaseReview';
import type { ResultFeedbackList } from './ResultFeedbackList';
import { ViewLoading } from './ViewLoading';

/*
 * The landing page (course details, accreditation, faculty), the accredited provider's disclosure
 * and the completion page (debrief, follow-up form) are each shown at most once per visit, so each
 * is a chunk of its own in a browser, not part of what a page of questions waits for. The landing
 * page and the disclosure are fetched as the course opens (either may be its first page), the
 * completion page once the first screen is drawn and the page is idle (`useCoursePreload`). The
 * views typed `LazyComponent<…>` below are so that the published declarations name their props'
 * types rather than inlining them. A server's build has their code up front
 * (`#view-code`), so its HTML holds the page the learner sees first; hydrating before the chunk has
 * arrived keeps that HTML until it does (`lazyComponent`).
 */
export const LazyPlayerLanding = lazyComponent<ComponentProps<typeof PlayerLanding>>(
  () => import('./PlayerLanding').then((module) => module.PlayerLanding),
  ViewLoading,
  { ready: viewCode?.landing },
);

export const LazyPlayerDisclosure = lazyComponent<ComponentProps<typeof PlayerDisclosure>>(
  () => import('./PlayerDisclosure').then((module) => module.PlayerDisclosure),
  ViewLoading,
  { ready: viewCode?.disclosure },
);

/*
 * A phase's before-and-after readout (its table, the confidence comparison and their rules) shows
 * on one screen of the few courses that carry one, after the learner has answered: a chunk fetched
 * once the first screen is drawn and the page is idle, only for a course that has a readout
 * (`useCoursePreload`).
 */
export const LazyPhaseReadout: LazyComponent<ComponentProps<typeof PhaseReadout>> = lazyComponent(
  () => import('./PhaseReadout').then((module) => module.PhaseReadout),
  ViewLoading,
  { ready: viewCode?.readout },
);

/*
 * What a phase shows after its questions: the review of its answers before they are sent, and the
 * feedback list beside its result. Neither is on a page of questions as it opens, so each is a
 * chunk fetched once the first screen is drawn and the page is idle (`useCoursePreload`). The
 * feedback list waits for its code with nothing shown: the result above it and the announcement
 * already say what happened.
 */
export const LazyPhaseReview: LazyComponent<ComponentProps<typeof PhaseReview>> = lazyComponent(
  () => import('./PhaseReview').then((module) => module.PhaseReview),
  ViewLoading,
  { ready: viewCode?.review },
);

const NothingYet = () => null;
export const LazyResultFeedbackList: LazyComponent<ComponentProps<typeof ResultFeedbackList>> = lazyComponent(
  () => import('./ResultFeedbackList').then((module) => module.ResultFeedbackList),
  NothingYet,
  { ready: viewCode?.feedback },
);

export const LazyCompletionView = lazyComponent<ComponentProps<typeof CompletionView>>(
  () => import('./CompletionView').then((module) => module.CompletionView),
  ViewLoading,
  { ready: viewCode?.completion },
);

/**
 * Fetches the code of every page and view the player loads by use at once: landing, disclosure,
 * review, feedback list, phase readout and completion. Not needed for server rendering (a server's
 * build has that code up front, and hydration keeps the server's HTML until the browser has it) nor
 * offline (the player fetches what a course needs once it opens); kept for hosts that call it, and
 * for a page that wants every view there before the player mounts.
 */
export const preloadPlayerViews = (): Promise<unknown> =>
  Promise.all([LazyPlayerLanding, LazyPlayerDisclosure, LazyPhaseReview, LazyResultFeedbackList, LazyPhaseReadout, LazyCompletionView].map((view) => view.preload()));
