import {
  type CarStatus,
  type CertifiedCar,
  hasToyotaCertifiedBadge,
  isInStock,
} from '@forecourt/stock-eligibility';
import { type FuelCar, fuelTypeTag } from './fuel-type-tag.ts';
import { isJustArrived, justArrivedTagName } from './just-arrived.ts';
import { soldTagName } from './sold-tag-name.ts';

/** The RESERVED card tag text (vehicle-stock §4). */
export const RESERVED_TAG_TEXT = 'RESERVED';

/** The coming-soon card tag text (vehicle-stock §4 Availability). */
export const COMING_SOON_TAG_TEXT = 'COMING SOON';

/** The Toyota certified used badge's text (the UI may show it as an image) (vehicle-stock §4, §5). */
export const TOYOTA_CERTIFIED_TAG_TEXT = 'Toyota Certified';

/** Which rule produced a card tag, so the UI can style each (vehicle-stock §4). */
export type CardTagKind =
  | 'fuel'
  | 'reserved'
  | 'certified'
  | 'custom'
  | 'coming_soon'
  | 'just_arrived'
  | 'sold';

/** A vehicle card tag: its kind and the text to show (vehicle-stock §4). */
export interface CardTag {
  kind: CardTagKind;
  text: string;
}

/** The car fields the card tag reads (vehicle-stock §3 field names). */
export interface CardTagCar extends FuelCar, CertifiedCar {
  status: CarStatus;
  reserved?: boolean | null;
  /** The custom tag text, e.g. "Test Drive Only". */
  tag?: string | null;
  created_at?: string | null;
}

/** The site config fields the card tag reads (agreed site switch names, vehicle-stock §3). */
export interface CardTagSite {
  features: { fuel_type_tag?: boolean; toyota_certified_badge?: boolean };
  specifications?: {
    just_arrived_days?: number | null;
    just_arrived_tag_name?: string | null;
    sold_tag_name?: string | null;
  } | null;
}

/**
 * The vehicle card tag (vehicle-stock §4). A car that is not in stock gets the sold tag
 * (`specifications.sold_tag_name`, default JUST SOLD). An in-stock car gets the first that
 * applies of: (1) ELECTRIC / HYBRID / PLUG-IN HYBRID on sites with `fuel_type_tag`;
 * (2) RESERVED when reserved; (3) the Toyota certified used badge; (4) its custom tag text;
 * (5) COMING SOON when coming_soon; (6) the just-arrived tag when created within
 * `specifications.just_arrived_days` (default 8) days of `now`; otherwise null.
 */
export function cardTag(car: CardTagCar, site: CardTagSite, now: Date): CardTag | null {
  if (!isInStock(car)) return { kind: 'sold', text: soldTagName(site) };

  const fuel = site.features.fuel_type_tag === true ? fuelTypeTag(car) : null;
  if (fuel) return { kind: 'fuel', text: fuel };
  if (car.reserved === true) return { kind: 'reserved', text: RESERVED_TAG_TEXT };
  if (hasToyotaCertifiedBadge(car, site)) {
    return { kind: 'certified', text: TOYOTA_CERTIFIED_TAG_TEXT };
  }
  const custom = car.tag?.trim();
  if (custom) return { kind: 'custom', text: custom };
  if (car.status === 'coming_soon') return { kind: 'coming_soon', text: COMING_SOON_TAG_TEXT };
  if (isJustArrived(car, site, now)) {
    return { kind: 'just_arrived', text: justArrivedTagName(site) };
  }
  return null;
}
