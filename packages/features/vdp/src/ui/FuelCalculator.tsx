import { cx, TextField } from '@forecourt/ui-kit';
import { useState } from 'react';
import {
  DEFAULT_FUEL_PRICE_PER_LITRE,
  DEFAULT_KM_PER_WEEK,
  FUEL_RESULT_PROMPT,
  fuelBasisText,
  fuelEstimateFromText,
  fuelEstimateText,
} from '../fuel-calculator.ts';

export interface FuelCalculatorProps {
  /** The car's L/100 km from `fuelEconomy()` (10 when its variant has none, vehicle-stock §5). */
  economy: number;
  /** Starting texts of the two inputs (defaults 1.70 $/L and 250 km a week, vehicle-stock §9). */
  initialPrice?: string;
  initialKm?: string;
  className?: string;
}

/**
 * The fuel calculator (vehicle-stock §2, §5, §9): fuel price and weekly distance as free text
 * (`$`, commas and `kms` stripped), the car's economy, and the weekly and yearly fuel cost,
 * worked out as the shopper types and announced politely.
 */
export function FuelCalculator({
  economy,
  initialPrice = DEFAULT_FUEL_PRICE_PER_LITRE.toFixed(2),
  initialKm = String(DEFAULT_KM_PER_WEEK),
  className,
}: FuelCalculatorProps) {
  const [price, setPrice] = useState(initialPrice);
  const [km, setKm] = useState(initialKm);
  const outcome = fuelEstimateFromText(economy, price, km);
  const errors = outcome.ok ? {} : outcome.errors;
  return (
    <form
      className={cx('fc-vdp-fuel', className)}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <p className="fc-vdp-fuel__economy">
        Fuel economy: <strong>{economy} L/100 km</strong>
      </p>
      <TextField
        label="Fuel price per litre"
        prefix="$"
        inputMode="decimal"
        autoComplete="off"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        error={errors.price}
      />
      <TextField
        label="Kilometres driven per week"
        suffix="km"
        inputMode="decimal"
        autoComplete="off"
        value={km}
        onChange={(event) => setKm(event.target.value)}
        error={errors.km}
      />
      <output className="fc-vdp-fuel__result" aria-live="polite">
        {outcome.ok ? (
          <>
            <strong>{fuelEstimateText(outcome.estimate)}</strong>{' '}
            <span>{fuelBasisText(outcome.estimate)}</span>
          </>
        ) : (
          FUEL_RESULT_PROMPT
        )}
      </output>
    </form>
  );
}
