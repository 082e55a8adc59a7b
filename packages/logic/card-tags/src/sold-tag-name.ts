/** The sold card tag text when the site sets none (vehicle-stock §4). */
export const DEFAULT_SOLD_TAG_NAME = 'JUST SOLD';

/** The site config field the sold tag reads (vehicle-stock §3 specifications). */
export interface SoldTagSite {
  specifications?: { sold_tag_name?: string | null } | null;
}

/**
 * The sold card tag text: the site's `specifications.sold_tag_name`, or JUST SOLD when missing
 * or blank (vehicle-stock §4).
 */
export function soldTagName(site: SoldTagSite): string {
  const name = site.specifications?.sold_tag_name?.trim();
  return name ? name : DEFAULT_SOLD_TAG_NAME;
}
