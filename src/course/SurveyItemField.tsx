import type { CompletionStrings } from '../strings/en-completion';
import { OptionGroup } from './OptionGroup';
import type { FollowUpSurveyItemView } from './readFollowUp';
import { ScaleField } from './ScaleField';
import { TextField } from './TextField';

export interface SurveyItemFieldProps {
  item: FollowUpSurveyItemView;
  /** Unique per item: the base of names and ids. */
  name: string;
  value: string | string[] | undefined;
  onChange: (value: string | string[]) => void;
  error: string | null;
  strings: CompletionStrings;
}

/** One survey item by its type: single (radios), multi (checkboxes), scale (radio row), text. */
export function SurveyItemField({ item, name, value, onChange, error, strings }: SurveyItemFieldProps) {
  const text = typeof value === 'string' ? value : '';
  const ids = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
  switch (item.type) {
    case 'single':
    case 'multi':
      return (
        <OptionGroup
          kind={item.type === 'single' ? 'radio' : 'checkbox'}
          name={name}
          legend={item.prompt}
          options={item.options}
          selected={ids}
          onChange={(next) => onChange(item.type === 'single' ? (next[0] ?? '') : next)}
          required={item.required}
          requiredText={strings.required}
          hint={item.type === 'multi' ? strings.barriersHint : null}
          error={error}
        />
      );
    case 'scale':
      return <ScaleField item={item} name={name} value={text} onChange={onChange} error={error} strings={strings} />;
    case 'text':
      return (
        <TextField id={name} label={item.prompt} value={text} onChange={onChange} required={item.required} requiredText={strings.required} error={error} />
      );
    case 'unsupported':
      return (
        <p className="method-notice" data-tone="warning">
          {item.prompt}: {strings.unsupportedQuestion}
        </p>
      );
    default: {
      const unreachable: never = item.type;
      return unreachable;
    }
  }
}
