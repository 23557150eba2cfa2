import type { QuestionSetBlock } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { TimedQuizFallback } from './TimedQuizFallback';
import { TimedQuizRenderer } from './TimedQuizRenderer';

export const timedQuizEntry: RegistryEntry<QuestionSetBlock> = { kind: 'timed-quiz', Renderer: TimedQuizRenderer, Fallback: TimedQuizFallback };
