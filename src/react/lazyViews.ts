import type { ComponentProps } from 'react';
import { viewCode } from '#view-code';
import { lazyComponent } from '../registry/lazyComponent';
import type { CompletionView } from './CompletionView';
import type { PlayerDisclosure } from './PlayerDisclosure';
import type { PlayerLanding } from './PlayerLanding';
import { ViewLoading } from './ViewLoading';

/*
 * The landing page (course details, accreditation, faculty), the accredited provider's disclosure
 * and the completion page (debrief, follow-up form) are each shown at most once per visit, so each
 * is a chunk of its own in a browser, not part of what a page of questions waits for; all three are
 * fetched once the course opens (`useCoursePreload`). A server's build has their code up front
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

export const LazyCompletionView = lazyComponent<ComponentProps<typeof CompletionView>>(
  () => import('./CompletionView').then((module) => module.CompletionView),
  ViewLoading,
  { ready: viewCode?.completion },
);

/**
 * Fetches the code of the player's landing, disclosure and completion pages at once. No longer
 * needed for server rendering (a server's build has that code up front, and hydration keeps the
 * server's HTML until the browser has it); kept for hosts that call it, and for a page that wants
 * the pages fetched before the player mounts.
 */
export const preloadPlayerViews = (): Promise<unknown> => Promise.all([LazyPlayerLanding.preload(), LazyPlayerDisclosure.preload(), LazyCompletionView.preload()]);
