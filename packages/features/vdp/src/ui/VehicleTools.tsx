import { lazy } from 'react';
import { ToolSection } from './ToolSection.tsx';

const FuelCalculator = lazy(() =>
  import('../fuel-calculator-widget.ts').then((module) => ({ default: module.FuelCalculator })),
);
const DeliveryCalculatorWidget = lazy(() =>
  import('../delivery-calculator-widget.ts').then((module) => ({
    default: module.DeliveryCalculatorWidget,
  })),
);
const preloadFuel = () => {
  void import('../fuel-calculator-widget.ts');
};
const preloadDelivery = () => {
  void import('../delivery-calculator-widget.ts');
};

export interface VehicleToolsProps {
  carId: number;
  /** The car's L/100 km, or null to hide the fuel calculator (electric, or switched off). */
  fuelEconomy: number | null;
  /** Whether the site has the delivery calculator (vehicle-stock §2). */
  delivery: boolean;
  className?: string;
}

/**
 * The fuel and delivery calculators (vehicle-stock §2 Calculators, §5), each a server-rendered
 * heading and collapsed section whose code loads when scrolled near or opened.
 */
export function VehicleTools({ carId, fuelEconomy, delivery, className }: VehicleToolsProps) {
  if (fuelEconomy === null && !delivery) return null;
  return (
    <div className={className ?? 'vdp__tools'}>
      {delivery ? (
        <ToolSection
          id="delivery-calculator"
          heading="Delivery Calculator"
          summary="Estimate delivery to your postcode"
          preload={preloadDelivery}
        >
          <DeliveryCalculatorWidget carId={carId} />
        </ToolSection>
      ) : null}
      {fuelEconomy !== null ? (
        <ToolSection
          id="fuel-calculator"
          heading="Fuel Calculator"
          summary="Work out your weekly fuel cost"
          preload={preloadFuel}
        >
          <FuelCalculator economy={fuelEconomy} />
        </ToolSection>
      ) : null}
    </div>
  );
}
