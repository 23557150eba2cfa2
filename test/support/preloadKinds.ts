import { defaultRegistry } from '../../src/registry/defaultRegistry';

/**
 * Fetches the code of every lazily loaded kind, as the player does for a course's kinds on mount,
 * so suites about what a kind does render it at once. The loading state itself is tested in
 * test/dom/player/lazy-kinds.test.tsx and test/unit/ssr.test.tsx with entries of their own.
 */
export const preloadKinds = () => Promise.all(defaultRegistry.kinds().map((kind) => defaultRegistry.get(kind)?.preload?.()));
