import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { FormInputField } from './FormInputField';

/** A form input: a native field is already the accessible control. */
export function FormInputRenderer(props: RendererProps<BlockOf<'form-input'>>) {
  return <FormInputField {...props} />;
}
