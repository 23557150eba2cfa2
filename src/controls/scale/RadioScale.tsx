import { useId } from 'react';
import type { KindPlayerStrings } from '../../strings/en-kinds';

/** What the slider and its degraded radio scale share: the range, its ends, and the value. */
export interface ScaleControlProps {
  min: number;
  max: number;
  step?: number;
  minLabel: string;
  maxLabel: string;
  /** Undefined until the learner answers: no default is ever posted. */
  value: number | undefined;
  onChange: (value: number) => void;
  disabled: boolean;
  /** The player's strings: English with the host's `strings` and `<MethodStrings>` merged over it. */
  strings: KindPlayerStrings;
}

export interface RadioScaleProps extends ScaleControlProps {
  legend: string;
  /** Extra description under the legend (helper text). */
  hint?: string;
}

/** The degraded slider (spec 2.8 rule 4): a native radio per whole number, ends labelled. */
export function RadioScale({ legend, hint, min, max, step = 1, minLabel, maxLabel, value, onChange, disabled, strings }: RadioScaleProps) {
  const name = useId();
  const steps = Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, index) => min + index * step);
  return (
    <fieldset className="method-fieldset" disabled={disabled} aria-describedby={`${name}-scale`}>
      <legend className="method-fieldset__legend">{legend}</legend>
      {hint && <p className="method-field__hint">{hint}</p>}
      <p className="method-field__hint" id={`${name}-scale`}>{strings.scaleHint(min, minLabel, max, maxLabel)}</p>
      <div className="method-scale">
        {steps.map((number) => (
          <label className="method-option" key={number}>
            <input className="method-option__input" type="radio" name={name} value={String(number)} checked={value === number} onChange={() => onChange(number)} />
            <span>{number}</span>
          </label>
        ))}
      </div>
      {(minLabel || maxLabel) && (
        <p className="method-scale__labels" aria-hidden="true">
          <span>{minLabel}</span>
          <span>{maxLabel}</span>
        </p>
      )}
      <p className="method-field__hint">{value === undefined ? strings.notAnsweredYet : strings.selectedValue(value)}</p>
    </fieldset>
  );
}
