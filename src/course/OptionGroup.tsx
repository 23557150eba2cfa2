import type { ReactNode } from 'react';
import { describedBy } from './describedBy';
import type { FollowUpOptionView } from './readFollowUp';
import { RequiredMark } from './RequiredMark';

/** Props of OptionGroup. Rendered state: `data-invalid="true"` on the fieldset while in error. */
export interface OptionGroupProps {
  /** Radios choose one, checkboxes any number. */
  kind: 'radio' | 'checkbox';
  /** Unique per group: the radio group's name and the base of every id inside. */
  name: string;
  legend: ReactNode;
  options: readonly FollowUpOptionView[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  required?: boolean;
  requiredText: string;
  hint?: string | null;
  error?: string | null;
  /** Rendered after the options, inside the fieldset (free text, feedback). */
  children?: ReactNode;
}

/** A fieldset of native radios or checkboxes with legend, hint and error message. */
export function OptionGroup({ kind, name, legend, options, selected, onChange, required = false, requiredText, hint, error, children }: OptionGroupProps) {
  const hintId = hint ? `${name}-hint` : null;
  const errorId = error ? `${name}-error` : null;
  const toggle = (id: string, checked: boolean) => {
    if (kind === 'radio') onChange([id]);
    else onChange(checked ? [...selected.filter((value) => value !== id), id] : selected.filter((value) => value !== id));
  };
  return (
    <fieldset className="method-fieldset" data-invalid={error ? 'true' : undefined} aria-describedby={describedBy(hintId, errorId)}>
      <legend className="method-fieldset__legend">
        {legend}
        {required ? <RequiredMark text={requiredText} /> : null}
      </legend>
      {hint ? (
        <p className="method-field__hint" id={hintId ?? undefined}>
          {hint}
        </p>
      ) : null}
      {options.map((option, index) => (
        <label className="method-option" key={option.id}>
          <input
            className="method-option__input"
            type={kind}
            name={name}
            id={`${name}-${index}`}
            value={option.id}
            checked={selected.includes(option.id)}
            onChange={(event) => toggle(option.id, event.currentTarget.checked)}
            required={kind === 'radio' && required}
            aria-invalid={error ? true : undefined}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {children}
      {error ? (
        <p className="method-error" id={errorId ?? undefined}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
