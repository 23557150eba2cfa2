import type { BlockOf } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { FormInputFallback } from './FormInputFallback';
import { FormInputRenderer } from './FormInputRenderer';

export const formInputEntry: RegistryEntry<BlockOf<'form-input'>> = { kind: 'form-input', Renderer: FormInputRenderer, Fallback: FormInputFallback };
