import { keepRangeGap, minStepsBetweenThumbs } from '@forecourt/stock-eligibility';
import { Slider as RadixSlider } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { cx } from './cx.ts';
import { FormField, type FormFieldClassNames } from './FormField.tsx';

export interface RangeSliderClassNames extends FormFieldClassNames {
  slider: string;
  track: string;
  range: string;
  thumb: string;
  output: string;
}

export interface RangeSliderTranslations {
  /** Name of the lower thumb (default `Minimum`). */
  minimum: string;
  /** Name of the upper thumb (default `Maximum`). */
  maximum: string;
  /** Between the two values beside the label (default ` – `). */
  separator: string;
}

export interface RangeSliderProps {
  /** E.g. `Price`. */
  label: ReactNode;
  min: number;
  max: number;
  /** The price range handles step by 500 (site-wide §5). */
  step?: number;
  value?: readonly [number, number];
  defaultValue?: readonly [number, number];
  onValueChange?: (value: [number, number]) => void;
  onValueCommit?: (value: [number, number]) => void;
  formatValue?: (value: number) => string;
  help?: ReactNode;
  error?: ReactNode;
  name?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
  classNames?: Partial<RangeSliderClassNames>;
  translations?: Partial<RangeSliderTranslations>;
}

/**
 * A two-thumb range slider (Radix Slider). The minimum always stays below the maximum by at
 * least 1 (site-wide §5): each thumb stops a whole step short of the other (Radix
 * `minStepsBetweenThumbs` + `preserveThumbOrder`), with the keyboard or the pointer.
 */
export function RangeSlider({
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
  translations,
}: RangeSliderProps) {
  const t: RangeSliderTranslations = {
    minimum: 'Minimum',
    maximum: 'Maximum',
    separator: ' – ',
    ...translations,
  };
  const bounds = { min, max, step };
  const [ownValue, setOwnValue] = useState(() => keepRangeGap(defaultValue ?? [min, max], bounds));
  const [low, high] = keepRangeGap(value ?? ownValue, bounds);
  const toPair = (next: number[]): [number, number] =>
    keepRangeGap([next[0] ?? low, next[1] ?? high], bounds);
  return (
    <FormField
      label={
        <>
          {label}{' '}
          <span className={cx('fc-slider__output', classNames?.output)} aria-hidden="true">
            {formatValue(low)}
            {t.separator}
            {formatValue(high)}
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
      {({ id: rootId, labelId, required: _required, ...control }) => (
        <RadixSlider.Root
          id={rootId}
          value={[low, high]}
          min={min}
          max={max}
          step={step}
          minStepsBetweenThumbs={minStepsBetweenThumbs(step)}
          preserveThumbOrder
          name={name}
          disabled={disabled}
          onValueChange={(next) => {
            const pair = toPair(next);
            setOwnValue(pair);
            onValueChange?.(pair);
          }}
          onValueCommit={(next) => onValueCommit?.(toPair(next))}
          className={cx('fc-slider', 'fc-slider--range', classNames?.slider)}
        >
          <RadixSlider.Track className={cx('fc-slider__track', classNames?.track)}>
            <RadixSlider.Range className={cx('fc-slider__range', classNames?.range)} />
          </RadixSlider.Track>
          <RadixSlider.Thumb
            {...control}
            aria-labelledby={`${labelId} ${rootId}-min`}
            aria-valuetext={formatValue(low)}
            className={cx('fc-slider__thumb', classNames?.thumb)}
          />
          <RadixSlider.Thumb
            {...control}
            aria-labelledby={`${labelId} ${rootId}-max`}
            aria-valuetext={formatValue(high)}
            className={cx('fc-slider__thumb', classNames?.thumb)}
          />
          <span id={`${rootId}-min`} hidden>
            {t.minimum}
          </span>
          <span id={`${rootId}-max`} hidden>
            {t.maximum}
          </span>
        </RadixSlider.Root>
      )}
    </FormField>
  );
}
