import type { Car } from '@forecourt/api-client';
import type { SiteConfig } from '@forecourt/site-config';
import type { ViewContentVehicle } from '@forecourt/site-shell';
import { fuelEconomy, hasFuelBill } from './fuel-calculator.ts';
import {
  type CopyTab,
  certifiedPanels,
  copyTabs,
  usedCarChecks,
  type VdpActions,
  type VdpTabId,
  type VdpToolsSite,
  vdpActions,
  vdpTabIds,
} from './vdp-tabs.ts';

/** The site fields the vehicle page's tabs, actions and calculators read. */
export type VdpToolsPageSite = VdpToolsSite & {
  slug: string;
  features: VdpToolsSite['features'] &
    Pick<SiteConfig['features'], 'fuel_calculator' | 'delivery_calculator'>;
};

/** The tabs, actions, certified panels, checks, calculators and analytics data of a car's page. */
export interface VdpToolsView {
  tabIds: VdpTabId[];
  copyTabs: CopyTab[];
  actions: VdpActions;
  toyotaBadge: boolean;
  /** The manufacturer's name for the certified pre-owned box, or null for none. */
  certifiedPreOwned: string | null;
  usedCarChecks: string[];
  /** L/100 km for the fuel calculator, or null to hide it (electric, a caravan, or switched off). */
  fuelEconomy: number | null;
  delivery: boolean;
  analytics: { site: string; vehicle: ViewContentVehicle };
}

/**
 * Everything the tabs, actions and calculators of a car's page show (vehicle-stock §2, §4, §5,
 * §7; site-wide §1), as plain data from the loader. `hasFeatures` is whether the car lists any.
 */
export function vdpTools(
  car: Car,
  site: VdpToolsPageSite,
  detail: { title: string; features: readonly string[]; price: { amount: number | null } },
): VdpToolsView {
  const tabIds = vdpTabIds(car, site, detail.features.length > 0);
  const certified = certifiedPanels(car, site);
  return {
    tabIds,
    copyTabs: copyTabs(tabIds, site),
    actions: vdpActions(car, site),
    toyotaBadge: certified.toyotaBadge,
    certifiedPreOwned: certified.preOwnedBox ? (car.make?.trim() ?? null) : null,
    usedCarChecks: usedCarChecks(car, site),
    fuelEconomy: site.features.fuel_calculator && hasFuelBill(car) ? fuelEconomy(car) : null,
    delivery: site.features.delivery_calculator,
    analytics: {
      site: site.slug,
      vehicle: {
        id: car.id,
        slug: car.slug,
        title: detail.title,
        stocknum: car.stocknum,
        make: car.make,
        model: car.model,
        year: car.year,
        car_type: car.car_type,
        price: detail.price.amount,
      },
    },
  };
}
