import { Button, cx, TextField } from '@forecourt/ui-kit';
import { type FormEvent, useState } from 'react';
import { type DeliveryState, deliveryPriceText } from '../delivery-calculator.ts';

export interface DeliveryCalculatorProps {
  /** Idle, loading, result or error (vehicle-stock §4). */
  state: DeliveryState;
  /** Called with the postcode as typed when the shopper asks for an estimate. */
  onSubmit: (postcode: string) => void;
  initialPostcode?: string;
  className?: string;
}

/**
 * The delivery calculator's form and answer (vehicle-stock §2, §4, §5): a postcode field, Get
 * Estimate, then the region and price, or the spec's message — "Please enter a postcode." on
 * the field, "Sorry, we can't provide an estimate for that location. …" as an alert.
 */
export function DeliveryCalculator({
  state,
  onSubmit,
  initialPostcode = '',
  className,
}: DeliveryCalculatorProps) {
  const [postcode, setPostcode] = useState(initialPostcode);
  const loading = state.status === 'loading';
  const fieldError = state.status === 'error' && state.postcode === '' ? state.message : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loading) onSubmit(postcode);
  };
  return (
    <form className={cx('fc-vdp-delivery', className)} noValidate onSubmit={submit}>
      <TextField
        label="Your postcode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={4}
        value={postcode}
        onChange={(event) => setPostcode(event.target.value)}
        error={fieldError}
      />
      <Button type="submit" variant="primary" disabled={loading} aria-disabled={loading}>
        {loading ? 'Getting estimate…' : 'Get Estimate'}
      </Button>
      <div className="fc-vdp-delivery__answer" aria-live="polite" aria-busy={loading}>
        {state.status === 'result' ? (
          <p className="fc-vdp-delivery__result">
            Delivery to <strong>{state.region}</strong>:{' '}
            <strong>{deliveryPriceText(state.price)}</strong>
          </p>
        ) : null}
        {state.status === 'error' && fieldError === undefined ? (
          <p className="fc-vdp-delivery__error" role="alert">
            {state.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
