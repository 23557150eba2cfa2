import type { BlockOf } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { ButtonRenderer } from './ButtonRenderer';

export const buttonEntry: RegistryEntry<BlockOf<'button'>> = { kind: 'button', Renderer: ButtonRenderer };
