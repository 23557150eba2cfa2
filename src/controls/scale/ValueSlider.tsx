import * as Slider from '@radix-ui/react-slider';
import { useId, useRef } from 'react';
import { useDirection } from '../../i18n/useDirection';
import type { ScaleControlProps } from './RadioScale';
import { endLabel, restingValue, valueAfterKey } from './sliderValue';

export interface ValueSliderProps extends ScaleControlProps {
  /** Id of the visible question text (the thumb's name). */
  labelledBy: string;
  describedBy?: string;
}

/**
 * A Radix slider that starts unanswered: its thumb rests mid-scale and says "Not answered yet"
 * until the learner moves it (or presses a key or clicks where it already is).
 */
export function ValueSlider({ labelledBy, describedBy, min, max, step = 1, minLabel, maxLabel, value, onChange, disabled, strings }: ValueSliderProps) {
  const shown = value ?? restingValue(min, max, step);
  const changed = useRef(false);
  const root = useRef<HTMLSpanElement>(null);
  // Radix reads direction only from a prop or its own provider, not from the page's `dir`.
  const dir = useDirection(root);
  const hintId = useId();
  const labelled = Boolean(minLabel || maxLabel);
  const valueText = value === undefined ? strings.notAnsweredYet : strings.sliderValueText(value, endLabel(value, min, max, minLabel, maxLabel));
  return (
    <>
      <Slider.Root
        ref={root}
        dir={dir}
        className="method-slider"
        min={min}
        max={max}
        step={step}
        value={[shown]}
        disabled={disabled}
        data-answered={value === undefined ? 'false' : 'true'}
        onValueChange={([next]) => {
          changed.current = true;
          if (next !== undefined) onChange(next);
        }}
        onKeyDown={(event) => {
          // Radix ignores a key that would not move the thumb; unanswered, that key still answers.
          const target = value === undefined ? valueAfterKey(event.key, event.shiftKey, shown, min, max, step, dir) : null;
          if (target === shown) onChange(shown);
        }}
        onPointerDown={() => {
          changed.current = false;
        }}
        onPointerUp={() => {
          if (value === undefined && !changed.current && !disabled) onChange(shown);
        }}
      >
        <Slider.Track className="method-slider__track">
          <Slider.Range className="method-slider__range" />
        </Slider.Track>
        <Slider.Thumb className="method-slider__thumb" aria-labelledby={labelledBy} aria-describedby={[describedBy, labelled ? hintId : undefined].filter(Boolean).join(' ') || undefined} aria-valuetext={valueText} />
      </Slider.Root>
      {labelled && (
        <p className="method-scale__labels" aria-hidden="true">
          <span>{minLabel}</span>
          <span>{maxLabel}</span>
        </p>
      )}
      {/* The end labels are placed for the eye; a screen reader hears what the ends mean with the
          thumb. Hidden, so it is said as the thumb's description only, not again when reading on. */}
      {labelled && <p id={hintId} hidden>{strings.scaleHint(min, minLabel, max, maxLabel)}</p>}
    </>
  );
}
