import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { FormInputField } from './FormInputField';

/** Degraded form input: the same native field; nothing to degrade. */
export function FormInputFallback(props: RendererProps<BlockOf<'form-input'>>) {
  return <FormInputField {...props} />;
}
