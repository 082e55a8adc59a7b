import { loadPostcodes, localitiesNear, type PostcodeLocality } from '@forecourt/postcodes';
import { generateStock } from './cars.ts';
import { buildDealerships } from './dealerships.ts';
import { DEMO_DEALERSHIPS, type DealershipPlan } from './demo-dealerships.ts';
import { DEMO_SITES, type DemoSite } from './demo-sites.ts';
import { manufacturers } from './manufacturers.ts';
import { generateOffers } from './offers.ts';
import { createRandom } from './random.ts';
import { generateReviews, reviewAggregate } from './reviews.ts';
import type { SampleCar, SampleData, SampleOffer, SampleReview, SampleSite } from './types.ts';

/** The default seed: the same seed and `now` give byte-identical data. */
export const DEFAULT_SEED = 20261122;

export interface GenerateSampleDataOptions {
  seed?: number;
  /** The moment the data is generated around (sold windows, offers, holiday hours ...). */
  now: Date | string | number;
  /** The postcode list; `loadPostcodes()` from `@forecourt/postcodes` when absent. */
  postcodes?: readonly PostcodeLocality[];
}

function toMillis(now: Date | string | number): number {
  const ms = now instanceof Date ? now.getTime() : typeof now === 'number' ? now : Date.parse(now);
  if (!Number.isFinite(ms)) throw new Error(`Invalid now: ${String(now)}`);
  return ms;
}

/**
 * Deterministic demo data for the three demo sites: sites, dealerships, locations, the
 * manufacturer catalogue, about 3,000 cars, trucks, motorcycles and caravans, offers and reviews.
 * Time and randomness come only from `now` and `seed`; the only file read is the postcode list.
 */
export function generateSampleData(options: GenerateSampleDataOptions): SampleData {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = toMillis(options.now);
  const postcodes = options.postcodes ?? loadPostcodes();
  const random = createRandom(seed);

  const { dealerships, locations } = buildDealerships(
    DEMO_DEALERSHIPS,
    postcodes,
    now,
    random.fork('dealerships'),
  );
  const dealershipBySlug = new Map(dealerships.map((row) => [row.slug, row]));
  const siteOf = (plan: DealershipPlan): DemoSite[] =>
    DEMO_SITES.filter((site) => site.dealerships.includes(plan.slug));

  const sites: SampleSite[] = DEMO_SITES.map((site, index) => {
    for (const slug of site.dealerships) {
      if (!dealershipBySlug.has(slug)) throw new Error(`Site ${site.slug}: no dealership ${slug}`);
    }
    const created = new Date(now - (400 - index * 30) * 86_400_000).toISOString();
    return {
      id: index + 1,
      slug: site.slug,
      name: site.name,
      template: site.template,
      domains: [...site.domains],
      dealerships: [...site.dealerships],
      config: structuredClone(site.config) as Record<string, unknown>,
      created_at: created,
      updated_at: created,
    };
  });

  const cars: SampleCar[] = [];
  const offers: SampleOffer[] = [];
  const reviews: SampleReview[] = [];
  for (const plan of DEMO_DEALERSHIPS) {
    const dealership = dealershipBySlug.get(plan.slug);
    if (!dealership) throw new Error(`No dealership ${plan.slug}`);
    const own = locations.filter((location) => location.dealership_id === dealership.id);
    const stockLocations = plan.locations
      .filter((location) => location.stock > 0)
      .map((location) => {
        const row = own.find((candidate) => candidate.slug === location.slug);
        if (!row) throw new Error(`No location ${location.slug}`);
        return { location: row, weight: location.stock };
      });
    const home = stockLocations[0]?.location ?? own[0];
    const planSites = siteOf(plan);
    const stock = generateStock({
      plan,
      dealership,
      stockLocations,
      nearbyLocalities: home ? localitiesNear(postcodes, home.state, home, 40) : [],
      firstId: cars.length + 1,
      subscriptions: planSites.some((site) => site.template === 'group'),
      now,
      random: random.fork(`stock:${plan.slug}`),
    });
    cars.push(...stock);
    offers.push(
      ...generateOffers({
        plan,
        dealership,
        cars: stock,
        siteIds: planSites.map((site) => DEMO_SITES.indexOf(site) + 1),
        firstId: offers.length + 1,
        now,
        random: random.fork(`offers:${plan.slug}`),
      }),
    );
    // Reviews name a real, listed location: not the duplicate entry.
    const duplicates = new Set(
      plan.locations.filter((location) => location.duplicateOf).map((location) => location.slug),
    );
    const dealerReviews = generateReviews(
      dealership,
      own.filter((location) => !duplicates.has(location.slug)),
      plan.reviews,
      reviews.length + 1,
      now,
      random.fork(`reviews:${plan.slug}`),
    );
    reviews.push(...dealerReviews);
    Object.assign(dealership, reviewAggregate(dealerReviews));
    for (const location of own) {
      Object.assign(
        location,
        reviewAggregate(dealerReviews.filter((review) => review.location_id === location.id)),
      );
    }
  }

  return {
    seed,
    now: new Date(now).toISOString(),
    sites,
    dealerships,
    locations,
    manufacturers: manufacturers(),
    cars,
    offers,
    reviews,
  };
}
