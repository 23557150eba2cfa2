import type { OtherBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { FormInputField } from './FormInputField';

/** Degraded form input: the same native field; nothing to degrade. */
export function FormInputFallback(props: RendererProps<OtherBlock>) {
  return <FormInputField {...props} />;
}
