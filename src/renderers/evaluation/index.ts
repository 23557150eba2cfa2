import type { OtherBlock } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { EvaluationFallback } from './EvaluationFallback';
import { EvaluationRenderer } from './EvaluationRenderer';

export const evaluationEntry: RegistryEntry<OtherBlock> = { kind: 'evaluation', Renderer: EvaluationRenderer, Fallback: EvaluationFallback };
