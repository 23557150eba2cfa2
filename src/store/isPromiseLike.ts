/** Whether a storage call answered later (a promise, or any thenable an adapter returns) rather than at once. */
export const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
