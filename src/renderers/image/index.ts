import type { BlockOf } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { ImageRenderer } from './ImageRenderer';

export const imageEntry: RegistryEntry<BlockOf<'image'>> = { kind: 'image', Renderer: ImageRenderer };
