import type { ComponentProps } from 'react';
import { lazyComponent } from '../registry/lazyComponent';
import type { CompletionView } from './CompletionView';
import type { PlayerDisclosure } from './PlayerDisclosure';
import type { PlayerLanding } from './PlayerLanding';
import { ViewLoading } from './ViewLoading';

/*
 * The landing page (course details, accreditation, faculty) and the completion page (debrief,
 * follow-up form) are each shown at most once per visit, so each is a chunk of its own, not part of
 * what a page of questions waits for: the landing page's is fetched when the player shows it, the
 * completion page's when the learner nears the end (`useCompletionPreload`). A server that
 * preloads them (`preloadPlayerViews`) renders their content; hydration does too once the browser
 * has preloaded them before hydrating; else both show the loading status.
 */
export const LazyPlayerLanding = lazyComponent<ComponentProps<typeof PlayerLanding>>(
  () => import('./PlayerLanding').then((module) => module.PlayerLanding),
  ViewLoading,
  { serverShowsLoaded: true },
);

export const LazyPlayerDisclosure = lazyComponent<ComponentProps<typeof PlayerDisclosure>>(
  () => import('./PlayerDisclosure').then((module) => module.PlayerDisclosure),
  ViewLoading,
  { serverShowsLoaded: true },
);

export const LazyCompletionView = lazyComponent<ComponentProps<typeof CompletionView>>(
  () => import('./CompletionView').then((module) => module.CompletionView),
  ViewLoading,
  { serverShowsLoaded: true },
);

/**
 * Fetches the code of the player's landing and completion pages at once. A host rendering on the
 * server awaits it before `renderToString` to get their content in the HTML, and then must await it
 * in the browser before `hydrateRoot` too, so both render the same.
 */
export const preloadPlayerViews = (): Promise<unknown> => Promise.all([LazyPlayerLanding.preload(), LazyPlayerDisclosure.preload(), LazyCompletionView.preload()]);
