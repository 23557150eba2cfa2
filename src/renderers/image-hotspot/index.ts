import type { BlockOf } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { ImageHotspotFallback } from './ImageHotspotFallback';
import { ImageHotspotRenderer } from './ImageHotspotRenderer';

export const imageHotspotEntry: RegistryEntry<BlockOf<'image-hotspot'>> = { kind: 'image-hotspot', Renderer: ImageHotspotRenderer, Fallback: ImageHotspotFallback };
