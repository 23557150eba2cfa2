import type { InitialProgress, ProgressStorage } from '../../src';

/** Types of serverProgress.mjs (browser side). */
export function serverProgress(base?: string, options?: {
  /** Each key is saved at most this often; changes meanwhile go as one, the latest. @default 2000 */
  saveEveryMs?: number;
}): ProgressStorage;
export function fetchInitialProgress(courseId: string, base?: string): Promise<InitialProgress>;
