import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { ReflectionField } from './ReflectionField';

/** A reflection: a native text area is already the accessible control. */
export function ReflectionRenderer(props: RendererProps<BlockOf<'reflection'>>) {
  return <ReflectionField {...props} />;
}
