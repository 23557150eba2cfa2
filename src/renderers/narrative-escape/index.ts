import type { BlockOf } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { NarrativeEscapeFallback } from './NarrativeEscapeFallback';
import { NarrativeEscapeRenderer } from './NarrativeEscapeRenderer';

export const narrativeEscapeEntry: RegistryEntry<BlockOf<'narrative-escape'>> = { kind: 'narrative-escape', Renderer: NarrativeEscapeRenderer, Fallback: NarrativeEscapeFallback };
