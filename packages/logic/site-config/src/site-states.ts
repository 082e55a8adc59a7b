/** Australian states and territories, in the order a list of them is read. */
export const AUSTRALIAN_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;

/** The location fields `siteStates` reads (site-wide §3 Location). */
export interface StatedLocation {
  visible?: boolean | null;
  address?: { state?: string | null } | null;
}

/**
 * The states a site's visible locations are in, each once: NSW, VIC, QLD, WA, SA, TAS, ACT, NT
 * order, anything else after them alphabetically. A group site's hero says "… dealerships
 * across NSW, QLD and WA" from this; invisible locations do not count (site-wide §5).
 */
export function siteStates(site: { locations: readonly StatedLocation[] }): string[] {
  const states = new Set<string>();
  for (const location of site.locations) {
    const state = location.address?.state?.trim().toUpperCase();
    if (location.visible !== false && state) states.add(state);
  }
  const rank = (state: string) => {
    const index = (AUSTRALIAN_STATES as readonly string[]).indexOf(state);
    return index === -1 ? AUSTRALIAN_STATES.length : index;
  };
  return [...states].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
