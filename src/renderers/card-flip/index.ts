import type { OtherBlock } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { CardFlipFallback } from './CardFlipFallback';
import { CardFlipRenderer } from './CardFlipRenderer';

export const cardFlipEntry: RegistryEntry<OtherBlock> = { kind: 'card-flip', Renderer: CardFlipRenderer, Fallback: CardFlipFallback };
