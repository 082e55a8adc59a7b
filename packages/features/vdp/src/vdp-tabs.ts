import { formatCurrency } from '@forecourt/format';
import type { SiteConfig } from '@forecourt/site-config';
import {
  canBuyOnline,
  canReserveOnline,
  hasToyotaCertifiedBadge,
  isInStock,
} from '@forecourt/stock-eligibility';

/** The vehicle page's tabs in order (vehicle-stock §2 Tabs). */
export const VDP_TAB_LABELS = {
  'dealer-comments': 'Dealer Comments',
  'whats-included': "What's Included",
  'why-buy-from-us': 'Why Buy From Us?',
  'reserve-online': 'Reserve Online',
  'protect-your-car': 'Protect Your Car',
  features: 'Features',
} as const;

export type VdpTabId = keyof typeof VDP_TAB_LABELS;

/** The Toyota certified benefits (site-wide §1, vehicle-stock §9). */
export const TOYOTA_CERTIFIED_BENEFITS: readonly string[] = [
  '90-point inspection',
  '1 year roadside assist',
  'Full service history',
  'Background check',
];

/** The certified pre-owned box's points (site-wide §1). */
export const CERTIFIED_PRE_OWNED_POINTS: readonly string[] = [
  '1-year extra warranty',
  'Full service history',
  'Independent background check',
  '90-point inspection',
  '12 months free roadside assist',
];

/** Offered as part of What's Included where the site has home test drives (site-wide §1). */
export const HOME_TEST_DRIVE_TEXT = 'A home test drive option';

/** The site fields the tabs and actions read. */
export type VdpToolsSite = Pick<SiteConfig, 'vdp_copy' | 'manufacturer'> & {
  features: Pick<
    SiteConfig['features'],
    | 'why_buy_from_us'
    | 'reserve_online'
    | 'online_purchase'
    | 'reserve_at_buy_online_path'
    | 'trade_in'
    | 'history_report'
    | 'toyota_certified_badge'
    | 'certified_pre_owned_box'
    | 'home_test_drive'
  >;
};

/** The car fields the tabs and actions read (vehicle-stock §3). */
export interface VdpToolsCar {
  id: number;
  slug: string;
  make: string | null;
  status: string;
  car_type: string | null;
  certified: boolean | null;
  reserved: boolean | null;
  price: number | null;
  file?: unknown;
}

/** A tab of marketing points (every tab but Dealer Comments and Features). */
export interface CopyTab {
  id: Exclude<VdpTabId, 'dealer-comments' | 'features'>;
  label: string;
  points: string[];
}

/** The deposit in whole dollars, e.g. `$200`. */
export function depositText(deposit: number): string {
  return formatCurrency(deposit);
}

const fill = (points: readonly string[], deposit: number) =>
  points.map((point) => point.replaceAll('{deposit}', depositText(deposit)));

/**
 * Checkout (reserve or buy online) is enabled for a car when it is in stock, not already
 * reserved and has a positive price (vehicle-stock §4 availability, §5 "reserve and online
 * purchase only when checkout is enabled for the car").
 */
export function checkoutEnabled(car: VdpToolsCar): boolean {
  return canReserveOnline(car);
}

/**
 * The tabs a car's page shows (vehicle-stock §2 Tabs): Dealer Comments always; What's Included
 * and Protect Your Car when the site has copy for them; Why Buy From Us? where the site's
 * `why_buy_from_us` switch is on; Reserve Online where the site reserves online and the car can
 * be reserved; Features only when the car has features. Texts are the site's `vdp_copy`
 * (defaults: site-wide §1 marketing copy).
 */
export function vdpTabIds(car: VdpToolsCar, site: VdpToolsSite, hasFeatures: boolean): VdpTabId[] {
  const copy = site.vdp_copy;
  const ids: VdpTabId[] = ['dealer-comments'];
  if (copy.whats_included.length > 0 || site.features.home_test_drive) ids.push('whats-included');
  if (site.features.why_buy_from_us && copy.why_buy_from_us.length > 0) ids.push('why-buy-from-us');
  if (site.features.reserve_online && checkoutEnabled(car) && copy.reserve_online.length > 0) {
    ids.push('reserve-online');
  }
  if (copy.protect_your_car.length > 0) ids.push('protect-your-car');
  if (hasFeatures) ids.push('features');
  return ids;
}

/** The points of each marketing tab that {@link vdpTabIds} shows. */
export function copyTabs(ids: readonly VdpTabId[], site: VdpToolsSite): CopyTab[] {
  const copy = site.vdp_copy;
  const deposit = copy.reserve_deposit;
  const points: Record<CopyTab['id'], string[]> = {
    'whats-included': [
      ...fill(copy.whats_included, deposit),
      ...(site.features.home_test_drive ? [HOME_TEST_DRIVE_TEXT] : []),
    ],
    'why-buy-from-us': fill(copy.why_buy_from_us, deposit),
    'reserve-online': fill(copy.reserve_online, deposit),
    'protect-your-car': fill(copy.protect_your_car, deposit),
  };
  return ids
    .filter((id): id is CopyTab['id'] => id in points)
    .map((id) => ({ id, label: VDP_TAB_LABELS[id], points: points[id] }));
}

/**
 * The reserve page of a car: `/cars/{slug}/checkout`, or `/cars/{slug}/buy-online` where the
 * site's variant uses that path (site-wide §2, vehicle-stock §2).
 */
export function reservePath(
  slug: string,
  site: { features: Pick<SiteConfig['features'], 'reserve_at_buy_online_path'> },
): string {
  const page = site.features.reserve_at_buy_online_path ? 'buy-online' : 'checkout';
  return `/cars/${encodeURIComponent(slug)}/${page}`;
}

/** A call-to-action link of the vehicle page. */
export interface VdpActionLink {
  label: string;
  href: string;
}

/** The vehicle page's checkout, trade-in and history-report links, each only when its rule passes. */
export interface VdpActions {
  tradeIn: VdpActionLink | null;
  reserve: VdpActionLink | null;
  buyOnline: VdpActionLink | null;
  historyReport: VdpActionLink | null;
}

const fileOf = (car: VdpToolsCar): string | null =>
  typeof car.file === 'string' && car.file.trim() !== '' ? car.file.trim() : null;

/**
 * The action links (vehicle-stock §5): trade-in where the site values trade-ins and the car is
 * in stock (`/cars/trade-in?car_id={id}`); Reserve (`/cars/{slug}/checkout`, labelled with the
 * deposit, vehicle-stock §9) and Buy Online (`/checkout-journey?car_id={id}`, never for a
 * coming-soon car) only when the site enables them and checkout is enabled for the car; the
 * history report only when the car has a file (and the site's switch is on). The routes are vehicle-stock §2's.
 */
export function vdpActions(car: VdpToolsCar, site: VdpToolsSite): VdpActions {
  const file = fileOf(car);
  const checkout = checkoutEnabled(car);
  return {
    tradeIn:
      site.features.trade_in && isInStock(car)
        ? { label: 'Trade-In Valuation', href: `/cars/trade-in?car_id=${car.id}` }
        : null,
    reserve:
      site.features.reserve_online && checkout
        ? {
            label: `Reserve for ${depositText(site.vdp_copy.reserve_deposit)}`,
            href: reservePath(car.slug, site),
          }
        : null,
    // Not for a coming-soon car: it can be reserved, not bought, before it arrives (§5).
    buyOnline:
      site.features.online_purchase && canBuyOnline(car)
        ? { label: 'Buy Online', href: `/checkout-journey?car_id=${car.id}` }
        : null,
    historyReport:
      site.features.history_report && file ? { label: 'View History Report', href: file } : null,
  };
}

/**
 * The certified panels of a car (site-wide §1): the Toyota certified badge and its benefits
 * (vehicle-stock §5 rule), and the certified pre-owned box for the site manufacturer's certified
 * cars where the site's `certified_pre_owned_box` switch is on (not for sold cars).
 */
export function certifiedPanels(
  car: VdpToolsCar,
  site: VdpToolsSite,
): { toyotaBadge: boolean; preOwnedBox: boolean } {
  const make = car.make?.trim().toLowerCase() ?? '';
  const manufacturer = site.manufacturer?.trim().toLowerCase() ?? '';
  return {
    toyotaBadge: hasToyotaCertifiedBadge(car, site),
    preOwnedBox:
      site.features.certified_pre_owned_box &&
      car.certified === true &&
      car.status !== 'sold' &&
      manufacturer !== '' &&
      make === manufacturer,
  };
}

/**
 * The used-car checks (vehicle-stock §2): the site's `vdp_copy.used_car_checks` on used cars,
 * none on new and demo cars.
 */
export function usedCarChecks(car: VdpToolsCar, site: VdpToolsSite): string[] {
  return car.car_type === 'used' ? [...site.vdp_copy.used_car_checks] : [];
}
