import type { OtherBlock } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { ConfidenceCheckFallback } from './ConfidenceCheckFallback';
import { ConfidenceCheckRenderer } from './ConfidenceCheckRenderer';

export const confidenceCheckEntry: RegistryEntry<OtherBlock> = { kind: 'confidence-check', Renderer: ConfidenceCheckRenderer, Fallback: ConfidenceCheckFallback };
