import type { RegistryEntry } from '../../registry/types';
import { MediaFallback, type MediaBlock } from './MediaFallback';
import { MediaRenderer } from './MediaRenderer';

export const videoEntry: RegistryEntry<MediaBlock> = { kind: 'video', Renderer: MediaRenderer, Fallback: MediaFallback };
export const talkingAvatarEntry: RegistryEntry<MediaBlock> = { kind: 'talking-avatar', Renderer: MediaRenderer, Fallback: MediaFallback };
export const aiVideoEntry: RegistryEntry<MediaBlock> = { kind: 'ai-video', Renderer: MediaRenderer, Fallback: MediaFallback };
