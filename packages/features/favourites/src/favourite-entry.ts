/** A saved car, with the fields vehicle-stock §3 lists for a Favourite entry. */
export interface FavouriteEntry {
  /** The car id as a string (vehicle-stock §3: `id (string)`). */
  id: string;
  name: string;
  slug: string;
  make: string | null;
  model: string | null;
  primary_image_url: string | null;
  /**
   * What the saved list shows beside the name: the price as shown when saved
   * (`$34,990`, or the no-price text), its type (`Drive Away`), the km and the availability
   * (vehicle-stock §3 status). Optional: entries saved before these existed have none of them
   * and still render.
   */
  price_text?: string | null;
  price_type?: string | null;
  km?: number | null;
  status?: string | null;
}

/** The optional fields a favourite may carry beyond vehicle-stock §3's. */
const EXTRA_FIELDS = ['price_text', 'price_type', 'km', 'status'] as const;
type ExtraFields = Pick<FavouriteEntry, (typeof EXTRA_FIELDS)[number]>;

/** The extra fields that are given (`undefined` ones are left out, `null` kept). */
function extraFields(source: ExtraFields): ExtraFields {
  const extra: ExtraFields = {};
  if (source.price_text !== undefined) extra.price_text = source.price_text;
  if (source.price_type !== undefined) extra.price_type = source.price_type;
  if (source.km !== undefined) extra.km = source.km;
  if (source.status !== undefined) extra.status = source.status;
  return extra;
}

/** What a favourite can be made from: a car, a search hit or a card (numeric ids are fine). */
export interface FavouriteSource {
  id: string | number;
  name: string;
  slug: string;
  make?: string | null;
  model?: string | null;
  primary_image_url?: string | null;
  price_text?: string | null;
  price_type?: string | null;
  km?: number | null;
  status?: string | null;
}

/** The favourite entry for a car (vehicle-stock §3): the id as a string, missing fields null. */
export function favouriteEntry(car: FavouriteSource): FavouriteEntry {
  return {
    id: String(car.id),
    name: car.name,
    slug: car.slug,
    make: car.make ?? null,
    model: car.model ?? null,
    primary_image_url: car.primary_image_url ?? null,
    ...extraFields(car),
  };
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function optionalText(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : undefined;
}

function textOrNothing(value: unknown): string | null | undefined {
  if (value === null) return null;
  return typeof value === 'string' ? value : undefined;
}

/**
 * A favourite entry read back from storage, or null when the value is not one (corrupt data or
 * an older shape): id (a string, or a number from older data), name and slug are required; make,
 * model and primary_image_url are text or empty; price_text, price_type, km and status are kept
 * when of the right type (older entries have none).
 */
export function readFavouriteEntry(value: unknown): FavouriteEntry | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const id =
    typeof record.id === 'number' && Number.isFinite(record.id) ? String(record.id) : record.id;
  if (!isText(id) || !isText(record.name) || !isText(record.slug)) return null;
  const make = optionalText(record.make);
  const model = optionalText(record.model);
  const image = optionalText(record.primary_image_url);
  if (make === undefined || model === undefined || image === undefined) return null;
  // The extra fields are a convenience: a wrong type drops the field, never the saved car.
  const km = record.km;
  const extra = extraFields({
    price_text: textOrNothing(record.price_text),
    price_type: textOrNothing(record.price_type),
    km: typeof km === 'number' && Number.isFinite(km) ? km : km === null ? null : undefined,
    status: textOrNothing(record.status),
  });
  return {
    id,
    name: record.name,
    slug: record.slug,
    make,
    model,
    primary_image_url: image,
    ...extra,
  };
}

/** Valid entries of a stored list, in order, each id once; anything else gives an empty list. */
export function readFavouriteEntries(value: unknown): FavouriteEntry[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const entries: FavouriteEntry[] = [];
  for (const item of value) {
    const entry = readFavouriteEntry(item);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    entries.push(entry);
  }
  return entries;
}
