import { lazyModule } from './lazyModule';

/**
 * The code that keeps progress (saving, reading, the cross-tab send lock): a chunk fetched only
 * when the host passes `persistence`, so a page without it never loads it.
 */
export const persistenceCode = lazyModule(() => import('./persistence'));

export { storedProgressCode } from './storedProgressCode';
