import { formatCurrency } from '@forecourt/format';
import { cx, RangeSlider } from '@forecourt/ui-kit';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PriceBounds } from '../price-range.ts';
import {
  PRICE_MAX_PARAM,
  PRICE_MIN_PARAM,
  PRICE_SLIDER_STEP,
  type PriceRange,
} from '../search-state.ts';
import { useHydrated } from '../useHydrated.ts';

export interface PriceRangeFieldClassNames {
  root: string;
  legend: string;
  slider: string;
  sliderSpace: string;
  inputs: string;
  input: string;
}

export interface PriceRangeFieldTranslations {
  legend: string;
  /** The slider's label; its thumbs are named `{slider} {sliderMinimum}` / `… {sliderMaximum}`. */
  slider: string;
  sliderMinimum: string;
  sliderMaximum: string;
  /** The number fields' labels. */
  minimum: string;
  maximum: string;
  /** Placeholders of the empty (open-ended) number fields. */
  noMinimum: string;
  noMaximum: string;
  /** The button that applies the typed prices (Enter in a field does the same). */
  apply: string;
}

export const PRICE_RANGE_FIELD_TRANSLATIONS: PriceRangeFieldTranslations = {
  legend: 'Price range',
  slider: 'Price',
  sliderMinimum: 'Minimum',
  sliderMaximum: 'Maximum',
  minimum: 'Minimum price',
  maximum: 'Maximum price',
  noMinimum: 'No min',
  noMaximum: 'No max',
  apply: 'Apply price',
};

/** Keyboard changes wait this long for the next key press before they are committed. */
export const PRICE_KEYBOARD_COMMIT_DELAY_MS = 800;

export interface PriceRangeFieldProps {
  /** The slider's ends (`priceSliderBounds` of the search's price stats); null: fields only. */
  bounds: PriceBounds | null;
  /** The search's price range (`state.price`). */
  value: PriceRange | null;
  /** The handles step by 500 (site-wide §5). */
  step?: number;
  /**
   * The slider was let go (or, with the keyboard, left alone for a moment): the fields already
   * hold its values; submit the form. Default: `form.requestSubmit()`.
   */
  onCommit?: (form: HTMLFormElement) => void;
  formatValue?: (value: number) => string;
  className?: string;
  classNames?: Partial<PriceRangeFieldClassNames>;
  translations?: Partial<PriceRangeFieldTranslations>;
}

function fieldNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * The price range filter (vehicle-stock §3 search state `range[price]`, site-wide §5): two
 * labelled number fields (`price_min`, `price_max`) that a GET form submits without JavaScript,
 * and, once the page is hydrated, a two-thumb slider (AUD values, thumbs named Price Minimum and
 * Price Maximum) that moves with the fields and fills them. A thumb at its end leaves its field
 * empty (no limit). Letting go of the slider commits, which submits the form; typed prices apply
 * only with Enter or the Apply price button, never when a field is left, so moving from the
 * minimum to the maximum keeps focus and both values go in one search.
 */
export function PriceRangeField({
  bounds,
  value,
  step = PRICE_SLIDER_STEP,
  onCommit,
  formatValue = formatCurrency,
  className,
  classNames,
  translations,
}: PriceRangeFieldProps) {
  const t = { ...PRICE_RANGE_FIELD_TRANSLATIONS, ...translations };
  const id = useId();
  const hydrated = useHydrated();
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const keyboard = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [min, setMin] = useState(value?.min == null ? '' : String(value.min));
  const [max, setMax] = useState(value?.max == null ? '' : String(value.max));

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const low = bounds ? (fieldNumber(min) ?? bounds.min) : 0;
  const high = bounds ? (fieldNumber(max) ?? bounds.max) : 0;
  const fieldText = (next: number, end: number) => (next === end ? '' : String(next));

  const submit = () => {
    timer.current = null;
    const form = fieldsetRef.current?.form;
    if (!form) return;
    if (onCommit) onCommit(form);
    else form.requestSubmit();
  };

  return (
    <fieldset
      ref={fieldsetRef}
      className={cx('fc-price-range', className, classNames?.root)}
      // Capture phase: known before the slider's own handlers commit.
      onKeyDownCapture={() => {
        keyboard.current = true;
      }}
      onPointerDownCapture={() => {
        keyboard.current = false;
      }}
    >
      <legend className={cx('fc-price-range__legend', classNames?.legend)}>{t.legend}</legend>
      {bounds ? (
        hydrated ? (
          <RangeSlider
            label={t.slider}
            min={bounds.min}
            max={bounds.max}
            step={step}
            value={[low, high]}
            formatValue={formatValue}
            translations={{ minimum: t.sliderMinimum, maximum: t.sliderMaximum }}
            className={cx('fc-price-range__slider', classNames?.slider)}
            onValueChange={([nextLow, nextHigh]) => {
              if (nextLow !== low) setMin(fieldText(nextLow, bounds.min));
              if (nextHigh !== high) setMax(fieldText(nextHigh, bounds.max));
            }}
            onValueCommit={([nextLow, nextHigh]) => {
              // Radix may commit before it reports the change: fill the fields now, then submit.
              flushSync(() => {
                setMin(fieldText(nextLow, bounds.min));
                setMax(fieldText(nextHigh, bounds.max));
              });
              if (timer.current) clearTimeout(timer.current);
              if (keyboard.current)
                timer.current = setTimeout(submit, PRICE_KEYBOARD_COMMIT_DELAY_MS);
              else submit();
            }}
          />
        ) : (
          // Holds the slider's place until hydration: no layout shift, no dead control.
          <div
            aria-hidden="true"
            className={cx('fc-price-range__slider-space', classNames?.sliderSpace)}
          />
        )
      ) : null}
      <div className={cx('fc-price-range__inputs', classNames?.inputs)}>
        {(
          [
            {
              end: 'min',
              name: PRICE_MIN_PARAM,
              label: t.minimum,
              placeholder: t.noMinimum,
              value: min,
              set: setMin,
            },
            {
              end: 'max',
              name: PRICE_MAX_PARAM,
              label: t.maximum,
              placeholder: t.noMaximum,
              value: max,
              set: setMax,
            },
          ] as const
        ).map((field) => (
          <Fragment key={field.end}>
            <label htmlFor={`${id}-${field.end}`}>{field.label}</label>
            <input
              id={`${id}-${field.end}`}
              className={cx('fc-price-range__input', classNames?.input)}
              type="number"
              name={field.name}
              inputMode="numeric"
              min={0}
              step={1}
              placeholder={field.placeholder}
              value={field.value}
              onChange={(event) => field.set(event.currentTarget.value)}
            />
          </Fragment>
        ))}
        <button
          type="submit"
          className="fc-button fc-button--secondary fc-price-range__apply"
          onClick={(event) => {
            // With scripts the range applies through the same commit as the slider; without,
            // this is the GET form's submit button.
            if (!hydrated) return;
            event.preventDefault();
            if (timer.current) clearTimeout(timer.current);
            submit();
          }}
        >
          {t.apply}
        </button>
      </div>
    </fieldset>
  );
}
