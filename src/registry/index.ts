export { createRegistry } from './createRegistry';
export { resolveRenderer, type Resolution } from './resolveRenderer';
export { BlockNotice } from './BlockNotice';
export type * from './types';
