import type { QuestionSetBlock } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { McqFallback } from './McqFallback';
import { McqRenderer } from './McqRenderer';

export const mcqEntry: RegistryEntry<QuestionSetBlock> = { kind: 'mcq', Renderer: McqRenderer, Fallback: McqFallback };
