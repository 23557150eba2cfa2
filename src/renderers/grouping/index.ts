import type { BlockOf } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { GroupingFallback } from './GroupingFallback';
import { GroupingRenderer } from './GroupingRenderer';

/** The keyboard sensor and tap placement make the board work without a drag, so the Renderer serves every learner; the Fallback is for `degraded`. */
export const groupingEntry: RegistryEntry<BlockOf<'grouping'>> = { kind: 'grouping', Renderer: GroupingRenderer, Fallback: GroupingFallback };
