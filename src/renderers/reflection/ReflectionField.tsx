import { useId } from 'react';
import { Rationale } from '../../controls/Rationale';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';

/** A labelled free-text answer, posted as `{ type: 'value', value: text }`. */
export function ReflectionField({ block, answer, onAnswer, status, rationales, strings }: RendererProps<BlockOf<'reflection'>>) {
  const { prompt, placeholder } = block.data;
  const id = useId();
  const text = answer?.type === 'value' ? String(answer.value) : '';
  return (
    <div className="method-field">
      <label className="method-field__label" htmlFor={id}>{prompt || block.title}</label>
      <textarea
        id={id}
        className="method-textarea"
        value={text}
        placeholder={placeholder || undefined}
        maxLength={5000}
        disabled={status !== 'editable'}
        onChange={(event) => onAnswer({ type: 'value', value: event.currentTarget.value })}
      />
      <Rationale rationale={rationales[block.id]} strings={strings} />
    </div>
  );
}
