import { formatCurrency, slugify } from '@forecourt/format';
import sanitizeHtml from 'sanitize-html';
import type { DealershipPlan } from './demo-dealerships.ts';
import type { Random } from './random.ts';
import type { CarType, SampleCar, SampleDealership, SampleOffer } from './types.ts';

const DAY_MS = 86_400_000;

export interface OfferContext {
  plan: DealershipPlan;
  dealership: SampleDealership;
  /** The dealership's cars. */
  cars: readonly SampleCar[];
  /** Sites that list this dealership (for one offer's exclusion list). */
  siteIds: readonly number[];
  firstId: number;
  now: number;
  random: Random;
}

interface ModelPick {
  make: string;
  model: string;
  badge: string;
  price: number;
  image: string | null;
}

/** The dealership's most stocked models of a car type, most stocked first. */
function topModels(cars: readonly SampleCar[], types: readonly CarType[]): ModelPick[] {
  const counts = new Map<string, { count: number; car: SampleCar }>();
  for (const car of cars) {
    if (!types.includes(car.car_type) || car.status === 'sold' || car.price <= 0) continue;
    const key = `${car.make}|${car.model}`;
    const entry = counts.get(key);
    if (entry) {
      entry.count += 1;
      if (car.price < entry.car.price) entry.car = car;
    } else counts.set(key, { count: 1, car });
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.car.id - b.car.id)
    .map(({ car }) => ({
      make: car.make,
      model: car.model,
      badge: car.badge ?? '',
      price: car.price,
      image: car.images[0]?.url ?? null,
    }));
}

/** The `sanitized_description` column: the description as plain text, by a real sanitiser. */
export function sanitize(html: string): string {
  return sanitizeHtml(html.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
}

const FINANCE_DISCLAIMER =
  'Finance offer available to approved applicants of the lender only. Fees, charges, terms and ' +
  'conditions apply. Comparison rate based on a 5-year secured loan of $30,000. WARNING: This ' +
  'comparison rate is true only for the example given and may not include all fees and charges. ' +
  'Different terms, fees or other loan amounts might result in a different comparison rate. Offer ' +
  'may be withdrawn or extended at any time.';

const PRICE_DISCLAIMER =
  'Drive away price includes 12 months registration, CTP insurance, stamp duty and dealer ' +
  'delivery. Metallic paint and options extra. While stocks last.';

/**
 * Offers for one dealership (site-wide §3 Offer): a current finance offer with a long
 * description, a current price offer, a future offer, an expired offer and an ongoing service
 * offer, so the start/expiry rules and the 160/200-character truncation all have data.
 */
export function generateOffers(context: OfferContext): SampleOffer[] {
  const { plan, dealership, cars, now, random } = context;
  const sellsNew = plan.mix.new > 0;
  const stockTypes: CarType[] = sellsNew ? ['new', 'demo'] : ['used'];
  const models = topModels(cars, stockTypes);
  const first = models[0];
  const second = models[1] ?? first;
  const third = models[2] ?? second;
  if (!first || !second || !third) return [];
  const at = (days: number) => new Date(now + days * DAY_MS).toISOString();
  const modelRef = (pick: ModelPick) => ({
    slug: slugify(pick.model),
    name: pick.model,
    override_url: null,
  });
  const manufacturerOf = (pick: ModelPick) => (sellsNew ? pick.make : null);
  const rate = sellsNew ? random.pick([0.99, 1.99, 2.99, 3.99, 4.99]) : 7.99;
  const comparison = (rate + 1.13).toFixed(2);
  const label = sellsNew ? `${first.make} ${first.model}` : 'Selected Used Cars';
  const what =
    plan.itemType === 'motorcycle' ? 'bike' : plan.itemType === 'caravan' ? 'van' : 'vehicle';

  const financeDescription =
    `<p>For a limited time, finance ${sellsNew ? `a new ${label}` : 'any used vehicle over $15,000'} at ` +
    `<strong>${rate.toFixed(2)}% p.a.</strong> (comparison rate ${comparison}% p.a.) over up to 60 ` +
    `months. No deposit required for approved personal and ABN applicants.</p><p>Talk to the ` +
    `${dealership.name} finance team about a pre-approval before you choose your next ${what}: it ` +
    'takes minutes and does not affect your credit score.</p>';

  const offers: Omit<SampleOffer, 'id'>[] = [
    {
      dealership_id: dealership.id,
      name: `${rate.toFixed(2)}% p.a. Finance on ${label}`,
      description: financeDescription,
      sanitized_description: sanitize(financeDescription),
      disclaimer: FINANCE_DISCLAIMER,
      category: 'Finance offer',
      image_url: first.image,
      manufacturer: manufacturerOf(first),
      model: sellsNew ? modelRef(first) : null,
      car_types: stockTypes,
      excluded_website_ids: [],
      starts_at: at(-random.int(10, 30)),
      expires_at: at(random.int(20, 45)),
      created_at: at(-35),
    },
    {
      dealership_id: dealership.id,
      name: `${second.model} ${second.badge} from ${formatCurrency(second.price)}${sellsNew ? ' Drive Away' : ''}`,
      description: `<p>The ${second.make} ${second.model} ${second.badge} is in stock now. Limited numbers at this price.</p>`,
      sanitized_description: `The ${second.make} ${second.model} ${second.badge} is in stock now. Limited numbers at this price.`,
      disclaimer: PRICE_DISCLAIMER,
      category: 'Vehicle offer',
      image_url: second.image,
      manufacturer: manufacturerOf(second),
      model: modelRef(second),
      car_types: sellsNew ? ['new'] : ['used'],
      excluded_website_ids: [],
      starts_at: at(-random.int(1, 10)),
      expires_at: at(random.int(10, 60)),
      created_at: at(-12),
    },
    {
      dealership_id: dealership.id,
      name:
        plan.itemType === 'motorcycle'
          ? `Free Riding Gear Voucher with a New ${third.make}`
          : plan.itemType === 'caravan'
            ? `Free Annex Walls with the ${third.make} ${third.model}`
            : `Bonus Accessories Pack on ${third.make} ${third.model}`,
      description: `<p>Coming soon: a bonus worth up to $2,000 with every ${third.make} ${third.model} delivered during the offer period.</p>`,
      sanitized_description: `Coming soon: a bonus worth up to $2,000 with every ${third.make} ${third.model} delivered during the offer period.`,
      disclaimer: 'Offer valid on vehicles ordered and delivered during the offer period.',
      category: 'Vehicle offer',
      image_url: third.image,
      manufacturer: manufacturerOf(third),
      model: modelRef(third),
      car_types: stockTypes,
      excluded_website_ids: [],
      starts_at: at(random.int(5, 14)),
      expires_at: at(random.int(40, 75)),
      created_at: at(-2),
    },
    {
      dealership_id: dealership.id,
      name: 'Spring Sales Event',
      description:
        `<p>Our biggest sale of the season is on now at ${dealership.name}. Huge savings across ` +
        `${sellsNew ? 'new and demo' : 'used'} stock, with bonus extended warranty, free window ` +
        'tinting and a full tank of fuel on every vehicle delivered before the end of the month. ' +
        'Trade-ins welcome and finance approval on the spot.</p>',
      sanitized_description:
        `Our biggest sale of the season is on now at ${dealership.name}. Huge savings across ` +
        `${sellsNew ? 'new and demo' : 'used'} stock, with bonus extended warranty, free window ` +
        'tinting and a full tank of fuel on every vehicle delivered before the end of the month. ' +
        'Trade-ins welcome and finance approval on the spot.',
      disclaimer: 'Offer ended. Conditions applied.',
      category: 'Vehicle offer',
      image_url: null,
      manufacturer: manufacturerOf(first),
      model: null,
      car_types: stockTypes,
      excluded_website_ids: [],
      starts_at: at(-random.int(60, 80)),
      expires_at: at(-random.int(3, 20)),
      created_at: at(-85),
    },
    {
      dealership_id: dealership.id,
      name: sellsNew ? `${first.make} Capped Price Servicing` : 'Service Special from $249',
      description:
        '<p>Book your next service online and know exactly what you will pay. Genuine parts, ' +
        'factory-trained technicians and a free wash and vacuum with every service.</p>',
      sanitized_description:
        'Book your next service online and know exactly what you will pay. Genuine parts, ' +
        'factory-trained technicians and a free wash and vacuum with every service.',
      disclaimer: null,
      category: 'Service offer',
      // The dealership's lead car: a service offer's card shows a photo, never "Image not found".
      image_url: first.image,
      manufacturer: manufacturerOf(first),
      model: null,
      car_types: [],
      // One offer hidden from one of the dealership's sites (site-wide §3 excluded_website_ids).
      excluded_website_ids: plan.slug === 'metro-kia' ? [...context.siteIds] : [],
      starts_at: at(-200),
      expires_at: null,
      created_at: at(-200),
    },
  ];
  return offers.map((offer, index) => ({ id: context.firstId + index, ...offer }));
}
