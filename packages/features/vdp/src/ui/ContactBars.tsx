import type { DealerContact } from '../call-dealer.ts';
import { stickyFacts } from '../sticky-bars.ts';
import type { VehicleDetail } from '../vehicle-detail.ts';
import { StickyFooter } from './StickyFooter.tsx';
import { StickyHeader } from './StickyHeader.tsx';

export interface ContactBarsProps {
  vehicle: Pick<VehicleDetail, 'title' | 'images' | 'keyInformation' | 'price'>;
  contact: DealerContact | null;
  /** The finance package's sticky weekly estimate (`$123`), or null. */
  weekly: string | null;
  /** The page's finance calculator (`#finance`), or null when the car has no finance. */
  financeHref: string | null;
  /** The trade-in valuation page (`/cars/trade-in?car_id={id}`) when its rule passes (vehicle-stock §5). */
  tradeInHref?: string | null;
  onEnquire?: () => void;
  onEnquireIntent?: () => void;
  /** The sticky header after 500 px (`features.sticky_header`, vehicle-stock §2); default shown. */
  stickyHeader?: boolean;
  /** The sticky footer calls to action (`features.sticky_footer`, vehicle-stock §2); default shown. */
  stickyFooter?: boolean;
}

/**
 * The vehicle page's two fixed bars (vehicle-stock §2): the sticky header after 500 px and the
 * call / enquire footer on small screens; the header's Trade-In Valuation button shows where the
 * trade-in rule passes. Each bar is left out where the site switches it off.
 */
export function ContactBars({
  vehicle,
  contact,
  weekly,
  financeHref,
  tradeInHref = null,
  onEnquire,
  onEnquireIntent,
  stickyHeader = true,
  stickyFooter = true,
}: ContactBarsProps) {
  return (
    <>
      {stickyHeader ? (
        <StickyHeader
          title={vehicle.title}
          image={vehicle.images[0]?.thumb ?? null}
          facts={stickyFacts(vehicle.keyInformation)}
          price={vehicle.price}
          weekly={weekly}
          financeHref={financeHref}
          tradeInHref={tradeInHref}
        />
      ) : null}
      {stickyFooter ? (
        <StickyFooter
          contact={contact}
          {...(onEnquire ? { onEnquire } : {})}
          {...(onEnquireIntent ? { onEnquireIntent } : {})}
        />
      ) : null}
    </>
  );
}
