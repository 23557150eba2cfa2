import type { BlockOf } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { DragDropMatchFallback } from './DragDropMatchFallback';
import { DragDropMatchRenderer } from './DragDropMatchRenderer';

/** The keyboard sensor and tap placement make the board work without a drag, so the Renderer serves every learner; the Fallback is for `degraded`. */
export const dragDropMatchEntry: RegistryEntry<BlockOf<'drag-drop-match'>> = { kind: 'drag-drop-match', Renderer: DragDropMatchRenderer, Fallback: DragDropMatchFallback };
