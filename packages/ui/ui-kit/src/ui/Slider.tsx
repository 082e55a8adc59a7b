import { Slider as RadixSlider } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { cx } from './cx.ts';
import { FormField, type FormFieldClassNames } from './FormField.tsx';

export interface SliderClassNames extends FormFieldClassNames {
  slider: string;
  track: string;
  range: string;
  thumb: string;
  output: string;
}

export interface SliderProps {
  /** E.g. `Loan term`. */
  label: ReactNode;
  min: number;
  max: number;
  /** E.g. 0.5 for the loan term and interest rate (site-wide §9). */
  step?: number;
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Called when the shopper lets go or finishes with the keyboard. */
  onValueCommit?: (value: number) => void;
  /** Shown beside the label and read as the value, e.g. `formatCurrency` or `v => \`${v} years\``. */
  formatValue?: (value: number) => string;
  /** E.g. `boundsHelpText()` from `@forecourt/finance-math`. */
  help?: ReactNode;
  error?: ReactNode;
  name?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
  classNames?: Partial<SliderClassNames>;
}

/** A labelled single-value slider (Radix Slider): arrow keys step, Page keys ×10, Home/End. */
export function Slider({
  label,
  min,
  max,
  step = 1,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  formatValue = String,
  help,
  error,
  name,
  disabled,
  id,
  className,
  classNames,
}: SliderProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? min);
  const current = value ?? ownValue;
  return (
    <FormField
      label={
        <>
          {label}{' '}
          <span className={cx('fc-slider__output', classNames?.output)} aria-hidden="true">
            {formatValue(current)}
          </span>
        </>
      }
      help={help}
      error={error}
      labelKind="text"
      id={id}
      className={className}
      classNames={classNames}
    >
      {({ id: thumbId, labelId, required: _required, ...control }) => (
        <RadixSlider.Root
          value={[current]}
          min={min}
          max={max}
          step={step}
          name={name}
          disabled={disabled}
          onValueChange={([next = current]) => {
            setOwnValue(next);
            onValueChange?.(next);
          }}
          onValueCommit={([next = current]) => onValueCommit?.(next)}
          className={cx('fc-slider', classNames?.slider)}
        >
          <RadixSlider.Track className={cx('fc-slider__track', classNames?.track)}>
            <RadixSlider.Range className={cx('fc-slider__range', classNames?.range)} />
          </RadixSlider.Track>
          <RadixSlider.Thumb
            {...control}
            id={thumbId}
            aria-labelledby={labelId}
            aria-valuetext={formatValue(current)}
            className={cx('fc-slider__thumb', classNames?.thumb)}
          />
        </RadixSlider.Root>
      )}
    </FormField>
  );
}
