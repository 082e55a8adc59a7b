import { PLATFORM_DEFAULTS, type SiteConfig } from '@forecourt/site-config';

/**
 * One test dealer's vehicle-page copy, as a site config gives it (site-wide §1 "per dealer"): the
 * platform defaults hold no marketing copy, so tests of the tabs bring a dealer's own.
 */
export const DEALER_VDP_COPY: SiteConfig['vdp_copy'] = {
  ...PLATFORM_DEFAULTS.vdp_copy,
  whats_included: ['One haggle-free drive-away price', '3 year standard warranty'],
  why_buy_from_us: ['Family owned in Test Town since 1990', 'One haggle-free drive-away price'],
  protect_your_car: ['Paint and interior protection', 'Window film'],
  used_car_checks: ['Independent background check', 'Full service history'],
};
