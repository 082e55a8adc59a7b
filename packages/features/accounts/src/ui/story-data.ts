import type { MyEnquiry } from '../my-enquiries.ts';
import type { SavedCar } from '../saved-cars.ts';

/** Saved cars for stories and tests: in stock, coming soon and sold. */
export const STORY_SAVED_CARS: SavedCar[] = [
  {
    id: 101,
    title: '2021 Toyota HiLux SR5',
    href: '/cars/2021-toyota-hilux-sr5-101',
    image: null,
    priceText: '$52,990',
    priceType: 'Drive Away',
    km: '48,210 km',
    availability: 'In stock',
    inStock: true,
  },
  {
    id: 102,
    title: '2024 Mazda CX-5 Maxx',
    href: '/cars/2024-mazda-cx-5-maxx-102',
    image: null,
    priceText: '$38,490',
    priceType: null,
    km: '12 km',
    availability: 'Coming soon',
    inStock: true,
  },
  {
    id: 103,
    title: '2018 Ford Ranger XLT',
    href: '/cars/2018-ford-ranger-xlt-103',
    image: null,
    priceText: '$36,990',
    priceType: null,
    km: '91,000 km',
    availability: 'Sold',
    inStock: false,
  },
];

/** The shopper's own enquiries in each status. */
export const STORY_ENQUIRIES: MyEnquiry[] = [
  {
    id: 'e1',
    kind: 'Test drive',
    car: { title: '2021 Toyota HiLux SR5', href: '/cars/2021-toyota-hilux-sr5' },
    date: '05 March 2026',
    status: 'received',
    statusText: 'Received',
  },
  {
    id: 'e2',
    kind: 'Finance application',
    car: null,
    date: '02 March 2026',
    status: 'sent',
    statusText: 'Sent to the dealership',
  },
  {
    id: 'e3',
    kind: 'Trade-in valuation',
    car: null,
    date: '28 February 2026',
    status: 'offer_accepted',
    statusText: 'Offer accepted',
  },
];
