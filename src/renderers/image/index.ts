import type { RegistryEntry } from '../../registry/types';
import { ImageRenderer } from './ImageRenderer';

export const imageEntry: RegistryEntry = { kind: 'image', Renderer: ImageRenderer };
