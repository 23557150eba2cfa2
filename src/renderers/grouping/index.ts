import type { OtherBlock } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { GroupingFallback } from './GroupingFallback';
import { GroupingRenderer } from './GroupingRenderer';

/** The keyboard sensor makes dragging work without a pointer, so no capability is needed. */
export const groupingEntry: RegistryEntry<OtherBlock> = { kind: 'grouping', Renderer: GroupingRenderer, Fallback: GroupingFallback };
