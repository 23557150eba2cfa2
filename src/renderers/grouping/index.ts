import type { BlockOf } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { GroupingFallback } from './GroupingFallback';
import { GroupingRenderer } from './GroupingRenderer';

/** The keyboard sensor makes dragging work without a pointer, so the Renderer serves every learner; the Fallback is for `degraded`. */
export const groupingEntry: RegistryEntry<BlockOf<'grouping'>> = { kind: 'grouping', Renderer: GroupingRenderer, Fallback: GroupingFallback };
