import type { OtherBlock } from '../../model/types';
import type { RegistryEntry } from '../../registry/types';
import { FormInputFallback } from './FormInputFallback';
import { FormInputRenderer } from './FormInputRenderer';

export const formInputEntry: RegistryEntry<OtherBlock> = { kind: 'form-input', Renderer: FormInputRenderer, Fallback: FormInputFallback };
