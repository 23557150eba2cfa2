import type { BlockOf } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { CardFlipFallback } from './CardFlipFallback';
import { CardFlipRenderer } from './CardFlipRenderer';

export const cardFlipEntry: RegistryEntry<BlockOf<'card-flip'>> = { kind: 'card-flip', Renderer: CardFlipRenderer, Fallback: CardFlipFallback };
