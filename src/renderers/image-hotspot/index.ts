import type { OtherBlock } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { ImageHotspotFallback } from './ImageHotspotFallback';
import { ImageHotspotRenderer } from './ImageHotspotRenderer';

export const imageHotspotEntry: RegistryEntry<OtherBlock> = { kind: 'image-hotspot', Renderer: ImageHotspotRenderer, Fallback: ImageHotspotFallback };
