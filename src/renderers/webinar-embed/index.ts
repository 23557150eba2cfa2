import type { RegistryEntry } from '../../registry/types';
import { WebinarEmbedRenderer } from './WebinarEmbedRenderer';

export const webinarEmbedEntry: RegistryEntry = { kind: 'webinar-embed', Renderer: WebinarEmbedRenderer };
