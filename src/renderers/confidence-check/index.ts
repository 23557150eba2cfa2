import type { BlockOf } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { ConfidenceCheckFallback } from './ConfidenceCheckFallback';
import { ConfidenceCheckRenderer } from './ConfidenceCheckRenderer';

export const confidenceCheckEntry: RegistryEntry<BlockOf<'confidence-check'>> = { kind: 'confidence-check', Renderer: ConfidenceCheckRenderer, Fallback: ConfidenceCheckFallback };
