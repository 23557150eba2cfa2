import type { BlockOf } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { EvaluationFallback } from './EvaluationFallback';
import { EvaluationRenderer } from './EvaluationRenderer';

export const evaluationEntry: RegistryEntry<BlockOf<'evaluation'>> = { kind: 'evaluation', Renderer: EvaluationRenderer, Fallback: EvaluationFallback };
