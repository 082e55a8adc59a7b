/** Cars created within this many days count as just arrived by default (vehicle-stock §4). */
export const DEFAULT_JUST_ARRIVED_DAYS = 8;

/** The just-arrived tag text when the site sets none (vehicle-stock §3 specifications). */
export const DEFAULT_JUST_ARRIVED_TAG_NAME = 'JUST ARRIVED';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The site config fields the just-arrived tag reads (vehicle-stock §3 specifications). */
export interface JustArrivedSite {
  specifications?: {
    just_arrived_days?: number | null;
    just_arrived_tag_name?: string | null;
  } | null;
}

/**
 * Whether a car counts as just arrived (vehicle-stock §4): its created_at is no more than
 * `specifications.just_arrived_days` days (default 8) before `now` — exactly 8 days still
 * counts. A created_at after `now` (clock skew) counts; a missing or unreadable one does not. A
 * missing, negative or non-finite day setting falls back to 8.
 */
export function isJustArrived(
  car: { created_at?: string | null },
  site: JustArrivedSite,
  now: Date,
): boolean {
  if (!car.created_at) return false;
  const created = Date.parse(car.created_at);
  if (Number.isNaN(created)) return false;
  const setting = site.specifications?.just_arrived_days;
  const days =
    typeof setting === 'number' && Number.isFinite(setting) && setting >= 0
      ? setting
      : DEFAULT_JUST_ARRIVED_DAYS;
  return now.getTime() - created <= days * DAY_MS;
}

/**
 * The just-arrived tag text: the site's `specifications.just_arrived_tag_name`, or JUST ARRIVED
 * when missing or blank (vehicle-stock §3, §4).
 */
export function justArrivedTagName(site: JustArrivedSite): string {
  const name = site.specifications?.just_arrived_tag_name?.trim();
  return name ? name : DEFAULT_JUST_ARRIVED_TAG_NAME;
}
