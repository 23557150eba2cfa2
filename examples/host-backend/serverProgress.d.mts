import type { InitialProgress, ProgressStorage } from '../../src';

/** Types of serverProgress.mjs (browser side). */
export function serverProgress(base?: string): ProgressStorage;
export function fetchInitialProgress(courseId: string, base?: string): Promise<InitialProgress>;
