import type { BlockOf } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { ReflectionFallback } from './ReflectionFallback';
import { ReflectionRenderer } from './ReflectionRenderer';

export const reflectionEntry: RegistryEntry<BlockOf<'reflection'>> = { kind: 'reflection', Renderer: ReflectionRenderer, Fallback: ReflectionFallback };
