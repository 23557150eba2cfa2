import type { RegistryEntry } from '../../registry/types';
import { AudioRenderer } from './AudioRenderer';

export const audioEntry: RegistryEntry = { kind: 'audio', Renderer: AudioRenderer };
