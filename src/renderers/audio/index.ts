import type { BlockOf } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { AudioRenderer } from './AudioRenderer';

export const audioEntry: RegistryEntry<BlockOf<'audio'>> = { kind: 'audio', Renderer: AudioRenderer };
