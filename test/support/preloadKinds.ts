import { defaultRegistry } from '../../src/renderers/defaultRegistry';
import { preloadPlayerViews } from '../../src/react/lazyViews';

/**
 * Fetches the code of every lazily loaded kind, as the player does for a course's kinds on mount,
 * and of the player's pages and views (landing, review, completion and the rest), so suites about what a kind or a page does
 * render it at once. The loading states themselves are tested in test/dom/player/lazy-kinds.test.tsx,
 * test/dom/player/lazy-views.test.tsx and test/unit/ssr*.test.tsx with fresh instances.
 */
export const preloadKinds = () => Promise.all([...defaultRegistry.kinds().map((kind) => defaultRegistry.get(kind)?.preload?.()), preloadPlayerViews()]);
