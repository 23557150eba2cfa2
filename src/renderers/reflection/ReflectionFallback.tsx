import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { ReflectionField } from './ReflectionField';

/** Degraded reflection: the same native text area; nothing to degrade. */
export function ReflectionFallback(props: RendererProps<BlockOf<'reflection'>>) {
  return <ReflectionField {...props} />;
}
