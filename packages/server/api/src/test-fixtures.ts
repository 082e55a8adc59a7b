import type { Queryable } from '@forecourt/db';

export interface Fixture {
  siteId: number;
  siteSlug: string;
  otherSiteSlug: string;
  dealershipId: number;
  locationId: number;
  cars: {
    inStock: { id: number; slug: string };
    sold: { id: number; slug: string };
    comingSoon: { id: number; slug: string };
    otherSite: { id: number; slug: string };
  };
}

const HOURS = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  status: weekday === 0 ? 'Closed' : 'Open',
  formated_hours: weekday === 6 ? '8:00 am - 12:00 pm' : '8:30 am - 5:30 pm',
  open: weekday === 0 ? null : weekday === 6 ? '08:00' : '08:30',
  close: weekday === 0 ? null : weekday === 6 ? '12:00' : '17:30',
}));

/**
 * A small, fixed dealer world for API tests: two sites, one dealership each, one location with
 * opening hours, and cars in stock, coming soon and sold (the big demo data is sample-data's).
 */
export async function seedFixture(db: Queryable, now: Date = new Date()): Promise<Fixture> {
  await db.query(
    `INSERT INTO sites (id, slug, name, template, domains, config) VALUES
      (1, 'test-motors', 'Test Motors', 'classic', '{www.testmotors.com.au}', '{"slug":"test-motors","name":"Test Motors","template":"classic"}'),
      (2, 'other-cars', 'Other Cars', 'group', '{}', '{"slug":"other-cars","name":"Other Cars","template":"group"}')`,
  );
  await db.query(
    `INSERT INTO dealerships (id, slug, name, phone, email) VALUES
      (1, 'test-motors-brisbane', 'Test Motors Brisbane', '07 3000 0000', 'sales@testmotors.example'),
      (2, 'other-cars-sydney', 'Other Cars Sydney', '02 9000 0000', 'sales@othercars.example')`,
  );
  await db.query('INSERT INTO site_dealerships (site_id, dealership_id) VALUES (1, 1), (2, 2)');
  await db.query(
    `INSERT INTO locations (id, dealership_id, name, slug, "primary", location_type, street, city, state,
       postcode, lat, long, phone, opening_hours, distribution_locations)
     VALUES (1, 1, 'Test Motors Brisbane', 'test-motors-brisbane', true, 'sales', '1 Main Street',
       'Brisbane City', 'QLD', '4000', -27.4698, 153.0251, '07 3000 0000', $1, '[]'),
       (2, 2, 'Other Cars Sydney', 'other-cars-sydney', true, 'sales', '9 George Street',
       'Sydney', 'NSW', '2000', -33.8688, 151.2093, '02 9000 0000', $1, '[]')`,
    [JSON.stringify(HOURS)],
  );
  const soldAt = new Date(now.getTime() - 86_400_000);
  const image = (slug: string, n: number) => ({
    url: `/media/cars/${slug}/${n}.svg`,
    thumb: { url: `/media/cars/${slug}/${n}.svg?w=200` },
  });
  const cars = [
    [
      1,
      1,
      1,
      '2021-toyota-hilux-sr5-1',
      'in_stock',
      'used',
      45990,
      'Toyota',
      'HiLux',
      'Ute',
      'TM001',
      'MR0FZ22G501000001',
      null,
    ],
    [
      2,
      1,
      1,
      '2019-mazda-cx-5-maxx-2',
      'sold',
      'used',
      27990,
      'Mazda',
      'CX-5',
      'SUV',
      'TM002',
      'JM0KF4WLA00000002',
      soldAt,
    ],
    [
      3,
      1,
      1,
      '2025-toyota-corolla-ascent-3',
      'coming_soon',
      'new',
      32990,
      'Toyota',
      'Corolla',
      'Hatch',
      'TM003',
      'JTNK4RBE003000003',
      null,
    ],
    [
      4,
      2,
      2,
      '2022-ford-ranger-xlt-4',
      'in_stock',
      'used',
      52990,
      'Ford',
      'Ranger',
      'Ute',
      'OC001',
      'MNAUMFF50NW000004',
      null,
    ],
  ] as const;
  for (const [
    id,
    dealership,
    location,
    slug,
    status,
    carType,
    price,
    make,
    model,
    body,
    stock,
    vin,
    sold,
  ] of cars) {
    await db.query(
      `INSERT INTO cars (id, dealership_id, location_id, slug, name, year, make, model, badge, price,
         status, car_type, stocknum, vin, simple_body, km, colour, simple_fuel, simple_transmission,
         images, sold_at, dealercomments, finance_lenders, autograb_data)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'SR5', $9, $10, $11, $12, $13, $14, 42000, 'White',
         'Diesel', 'Automatic', $15, $16, '<p>One owner.</p>', $17, $18)`,
      [
        id,
        dealership,
        location,
        slug,
        `${slug.slice(0, 4)} ${make} ${model}`,
        Number(slug.slice(0, 4)),
        make,
        model,
        price,
        status,
        carType,
        stock,
        vin,
        body,
        JSON.stringify([1, 2, 3, 4, 5].map((n) => image(slug, n))),
        sold,
        JSON.stringify({
          angle: {
            interestRate: 8.99,
            comparisonRate: 9.49,
            paymentWeek: 189,
            paymentMonth: 819,
            disclaimer: 'A guide only, not a loan offer. Final terms subject to lender approval.',
          },
        }),
        JSON.stringify({
          state_average_market_price: price + 2500,
          average_market_price: price + 2000,
        }),
      ],
    );
  }
  for (const table of ['sites', 'dealerships', 'locations', 'cars']) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
    );
  }
  return {
    siteId: 1,
    siteSlug: 'test-motors',
    otherSiteSlug: 'other-cars',
    dealershipId: 1,
    locationId: 1,
    cars: {
      inStock: { id: 1, slug: '2021-toyota-hilux-sr5-1' },
      sold: { id: 2, slug: '2019-mazda-cx-5-maxx-2' },
      comingSoon: { id: 3, slug: '2025-toyota-corolla-ascent-3' },
      otherSite: { id: 4, slug: '2022-ford-ranger-xlt-4' },
    },
  };
}
