import { useId } from 'react';
import { ValueSlider } from '../../controls/scale/ValueSlider';
import type { RadioScaleProps } from '../../controls/scale/RadioScale';

/** A slider question: its text names the Radix thumb; unanswered until moved. Same props as RadioScale. */
export function SliderField({ legend, hint, min, max, step, minLabel, maxLabel, value, onChange, disabled, strings }: RadioScaleProps) {
  const id = useId();
  return (
    <div className="method-field">
      <p className="method-mcq__question" id={`${id}-legend`}>{legend}</p>
      {hint && <p className="method-field__hint" id={`${id}-hint`}>{hint}</p>}
      <ValueSlider
        labelledBy={`${id}-legend`}
        describedBy={hint ? `${id}-hint` : undefined}
        min={min}
        max={max}
        step={step}
        minLabel={minLabel}
        maxLabel={maxLabel}
        value={value}
        onChange={onChange}
        disabled={disabled}
        strings={strings}
      />
      <p className="method-field__hint">{value === undefined ? strings.notAnsweredYet : strings.selectedValue(value)}</p>
    </div>
  );
}
