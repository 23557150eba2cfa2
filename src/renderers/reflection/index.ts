import type { OtherBlock } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { ReflectionFallback } from './ReflectionFallback';
import { ReflectionRenderer } from './ReflectionRenderer';

export const reflectionEntry: RegistryEntry<OtherBlock> = { kind: 'reflection', Renderer: ReflectionRenderer, Fallback: ReflectionFallback };
