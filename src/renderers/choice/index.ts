import type { ChoiceBlock } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { ChoiceFallback } from './ChoiceFallback';
import { ChoiceRenderer } from './ChoiceRenderer';

export const choiceEntry: RegistryEntry<ChoiceBlock> = { kind: 'choice', Renderer: ChoiceRenderer, Fallback: ChoiceFallback };
export const questionEntry: RegistryEntry<ChoiceBlock> = { kind: 'question', Renderer: ChoiceRenderer, Fallback: ChoiceFallback };
