import type { RegistryEntry } from '../../registry/types';
import { ButtonRenderer } from './ButtonRenderer';

export const buttonEntry: RegistryEntry = { kind: 'button', Renderer: ButtonRenderer };
