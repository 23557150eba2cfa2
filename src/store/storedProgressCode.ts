import { lazyModule } from './lazyModule';

/**
 * The stored-progress rules (valibot): a chunk fetched only when a stored record is read. Apart
 * from persistenceCode.ts: the persistence chunk loads the rules through it, and a loader in the
 * file that imports that chunk would make an import circle.
 */
export const storedProgressCode = lazyModule(() => import('./storedProgress'));
