import type { ReactNode } from 'react';
import { describedBy } from './describedBy';
import { RequiredMark } from './RequiredMark';

export interface TextFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  requiredText: string;
  error?: string | null;
}

/** A labelled multi-line text answer. */
export function TextField({ id, label, value, onChange, required = false, requiredText, error }: TextFieldProps) {
  const errorId = error ? `${id}-error` : null;
  return (
    <div className="method-field">
      <label className="method-field__label" htmlFor={id}>
        {label}
        {required ? <RequiredMark text={requiredText} /> : null}
      </label>
      <textarea
        className="method-textarea"
        id={id}
        value={value}
        maxLength={5000}
        onChange={(event) => onChange(event.currentTarget.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId)}
      />
      {error ? (
        <p className="method-error" id={errorId ?? undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
