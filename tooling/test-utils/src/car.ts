/**
 * A car as the platform API and the search index return it (vehicle-stock §3), reduced to the
 * fields rule tests touch. Logic packages declare their own structural input types; this
 * object satisfies all of them.
 */
export interface TestCar {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  colour: string;
  price: number;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  preorder: boolean;
  km: number;
  status: 'in_stock' | 'coming_soon' | 'sold' | 'reserved' | 'archived';
  car_type: 'new' | 'demo' | 'used';
  stocknum: string;
  vin: string;
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  created_at: string;
  sold_date_timestamp: number | null;
  show_on_dealer_website: boolean;
  simple_body: string;
  simple_fuel: string;
  fuel: string;
  simple_transmission: string;
  dealership_id: number;
  dealership_slug: string;
  state: string;
  images: { url: string; thumb: { url: string } }[];
  primary_image_url: string | null;
  finance_lenders: Record<string, Record<string, unknown>>;
  autograb_data: {
    state_average_market_price: number | null;
    average_market_price: number | null;
  } | null;
}

const MAKES = [
  ['Toyota', 'Corolla', 'Hatch'],
  ['Mazda', 'CX-5', 'SUV'],
  ['Ford', 'Ranger', 'Ute'],
  ['Hyundai', 'i30', 'Hatch'],
  ['Kia', 'Sportage', 'SUV'],
] as const;

let counter = 0;

/** Spreads the factory sequence over a range without randomness: same call order, same cars. */
const spread = (n: number, prime: number, size: number) => (n * prime) % size;

/** Resets the factory sequence; call in `beforeEach` when ids must be predictable. */
export function resetCarFactory(): void {
  counter = 0;
}

/** Builds a realistic in-stock used car; pass overrides for the fields a rule depends on. */
export function makeCar(overrides: Partial<TestCar> = {}): TestCar {
  counter += 1;
  const [make, model, body] = MAKES[counter % MAKES.length] ?? MAKES[0];
  const year = 2015 + spread(counter, 7, 10);
  const id = 1000 + counter;
  const slug = `${year}-${make}-${model}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id,
    slug,
    name: `${year} ${make} ${model}`,
    year,
    make,
    model,
    badge: 'Sport',
    series: null,
    colour: 'White',
    price: 25_000 + spread(counter, 13, 21) * 500,
    before_price: null,
    offer_price: null,
    subscription_price: null,
    preorder: false,
    km: 20_000 + spread(counter, 7919, 80_000),
    status: 'in_stock',
    car_type: 'used',
    stocknum: `STK${id}`,
    vin: `JTDBR32E${String(id).padStart(9, '0')}`,
    tag: null,
    reserved: false,
    certified: false,
    created_at: '2026-10-01T00:00:00.000Z',
    sold_date_timestamp: null,
    show_on_dealer_website: true,
    simple_body: body,
    simple_fuel: 'Petrol',
    fuel: 'Petrol - Unleaded ULP',
    simple_transmission: 'Automatic',
    dealership_id: 1,
    dealership_slug: 'demo-motors',
    state: 'QLD',
    images: Array.from({ length: 5 }, (_, i) => ({
      url: `/images/${slug}/${i}.jpg`,
      thumb: { url: `/images/${slug}/${i}-thumb.jpg` },
    })),
    primary_image_url: `/images/${slug}/0.jpg`,
    finance_lenders: {},
    autograb_data: null,
    ...overrides,
  };
}
