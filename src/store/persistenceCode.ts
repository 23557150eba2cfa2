import { lazyModule } from './lazyModule';

/**
 * The code that keeps progress (saving, reading, the cross-tab send lock): a chunk fetched only
 * when the host passes `persistence`, so a page without it never loads it.
 */
export const persistenceCode = lazyModule(() => import('./persistence'));

/** The stored-progress rules (valibot): a chunk fetched only when a stored record is read. */
export const storedProgressCode = lazyModule(() => import('./storedProgress'));
