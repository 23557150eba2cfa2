import type { RegistryEntry } from '../../registry/types';
import { MediaFallback } from './MediaFallback';
import { MediaRenderer } from './MediaRenderer';

export const videoEntry: RegistryEntry = { kind: 'video', Renderer: MediaRenderer, Fallback: MediaFallback };
export const talkingAvatarEntry: RegistryEntry = { kind: 'talking-avatar', Renderer: MediaRenderer, Fallback: MediaFallback };
export const aiVideoEntry: RegistryEntry = { kind: 'ai-video', Renderer: MediaRenderer, Fallback: MediaFallback };
