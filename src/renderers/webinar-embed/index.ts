import type { BlockOf } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { WebinarEmbedRenderer } from './WebinarEmbedRenderer';

export const webinarEmbedEntry: RegistryEntry<BlockOf<'webinar-embed'>> = { kind: 'webinar-embed', Renderer: WebinarEmbedRenderer };
