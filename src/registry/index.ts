export { createRegistry } from './createRegistry';
export { resolveRenderer, type Resolution } from './resolveRenderer';
export { BlockNotice, type BlockNoticeProps } from './BlockNotice';
export type * from './types';
