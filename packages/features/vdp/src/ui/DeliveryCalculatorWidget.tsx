import { createApiClient } from '@forecourt/api-client';
import { useState } from 'react';
import {
  DELIVERY_IDLE,
  type DeliveryLookup,
  type DeliveryState,
  lookUpDelivery,
} from '../delivery-calculator.ts';
import { DeliveryCalculator } from './DeliveryCalculator.tsx';

export interface DeliveryCalculatorWidgetProps {
  carId: number;
  /** Defaults to the platform API's `POST /api/delivery/quote` on the site's own host. */
  lookup?: DeliveryLookup;
  className?: string;
}

const siteApiLookup: DeliveryLookup = (request) =>
  createApiClient({ baseUrl: '' }).deliveryQuote(request);

/** The delivery calculator wired to the delivery price lookup (vehicle-stock §7). */
export function DeliveryCalculatorWidget({
  carId,
  lookup = siteApiLookup,
  className,
}: DeliveryCalculatorWidgetProps) {
  const [state, setState] = useState<DeliveryState>(DELIVERY_IDLE);
  return (
    <DeliveryCalculator
      state={state}
      className={className}
      onSubmit={(postcode) => {
        void lookUpDelivery(lookup, carId, postcode, setState).then(setState);
      }}
    />
  );
}
