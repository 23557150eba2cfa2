import type { BlockOf } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { DragDropMatchFallback } from './DragDropMatchFallback';
import { DragDropMatchRenderer } from './DragDropMatchRenderer';

/** The keyboard sensor makes dragging work without a pointer, so the Renderer serves every learner; the Fallback is for `degraded`. */
export const dragDropMatchEntry: RegistryEntry<BlockOf<'drag-drop-match'>> = { kind: 'drag-drop-match', Renderer: DragDropMatchRenderer, Fallback: DragDropMatchFallback };
