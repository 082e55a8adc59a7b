/** The location fields the list reads (site-wide §3 Location). */
export interface ListedLocation {
  id: number;
  name: string;
  visible?: boolean | null;
  primary?: boolean | null;
  address?: { street?: string | null } | null;
  contact_detail?: { phone?: string | null; landline_phone?: string | null } | null;
}

/** The site fields the list reads. */
export interface LocationsSite<L extends ListedLocation> {
  locations: readonly L[];
  location_order?: readonly number[] | null;
}

/** Phone digits only, `+61 7 …` read as `07 …` so both spellings match. */
export function phoneDigits(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.startsWith('61') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}

/** Street lowercased, punctuation dropped, whitespace collapsed: `12 Main St.` = `12 main st`. */
export function normaliseStreet(street: string | null | undefined): string {
  return (street ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function duplicateKey(location: ListedLocation): string | null {
  const contact = location.contact_detail;
  const phone = phoneDigits(contact?.phone || contact?.landline_phone);
  const street = normaliseStreet(location.address?.street);
  return phone && street ? `${phone}|${street}` : null;
}

/**
 * The locations to list (site-wide §5):
 * - invisible ones (`visible: false`) are hidden;
 * - duplicates are dropped: same phone digits (contact phone, else landline) AND same
 *   normalised street; a location missing either is never a duplicate. The primary location
 *   is kept over its duplicates, otherwise the first one;
 * - sorted by name, unless the site has a custom order (`location_order`, by id): ordered ids
 *   first in that order, the rest after them by name. Unknown ids are ignored.
 */
export function visibleLocations<L extends ListedLocation>(site: LocationsSite<L>): L[] {
  const visible = site.locations.filter((location) => location.visible !== false);
  const primaryFirst = [...visible].sort((a, b) => Number(!!b.primary) - Number(!!a.primary));
  const seen = new Set<string>();
  const unique = primaryFirst.filter((location) => {
    const key = duplicateKey(location);
    if (key === null) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const order = site.location_order ?? [];
  const rank = (location: L): number => {
    const index = order.indexOf(location.id);
    return index === -1 ? order.length : index;
  };
  return unique.sort(
    (a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
}
