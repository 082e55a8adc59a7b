import type { HoursPattern } from './opening-hours.ts';
import type { ItemType, LocationType } from './types.ts';

/** How one location of a demo dealership is made. Addresses are real streets in real suburbs. */
export interface LocationPlan {
  slug: string;
  name: string;
  type: LocationType;
  primary?: boolean;
  visible?: boolean;
  subtype?: string;
  street: string;
  postcode: string;
  /** As the postcode data spells it (upper case). */
  locality: string;
  hours: HoursPattern;
  /** Landline in the ACMA range reserved for fiction: (0X) 5550 xxxx or (0X) 7010 xxxx. */
  phone: string;
  /** Mobile in the ACMA fiction range 0491 57x xxx. */
  mobile?: string;
  distribution?: readonly string[];
  /** Manufacturer slugs; defaults to the slugs of the dealership's brands. */
  manufacturers?: readonly string[];
  motorVehicleRepairer?: string;
  /** Copy street, phone and coordinates of this location (exercises de-duplication). */
  duplicateOf?: string;
  /** Share of the dealership's stock shown at this location; 0 shows none. */
  stock: number;
}

/** How one demo dealership and its stock are made. */
export interface DealershipPlan {
  slug: string;
  name: string;
  /** The franchise make, or null for used-car and multi-brand dealers. */
  manufacturer: string | null;
  /** Makes sold new and demo. */
  brands: readonly string[];
  itemType: ItemType;
  /** Number of stock items. */
  stock: number;
  /** Shares of new, demo and used stock. */
  mix: { new: number; demo: number; used: number };
  /** Share of used stock that is of the dealership's own brands (the rest any make). */
  ownBrandUsed: number;
  stockPrefix: string;
  /** The finance_lenders key this dealer's cars carry. */
  lender: 'angle' | 'manual';
  phone: string;
  email: string;
  website: string;
  reviews: number;
  locations: readonly LocationPlan[];
}

const USED_ONLY = { new: 0, demo: 0, used: 1 };
const FRANCHISE = { new: 0.5, demo: 0.1, used: 0.4 };

/** The demo dealerships, in id order. Stock adds up to 3,000 items. */
export const DEMO_DEALERSHIPS: readonly DealershipPlan[] = [
  {
    slug: 'sunshine-used-cars',
    name: 'Sunshine Used Cars',
    manufacturer: null,
    brands: [],
    itemType: 'car',
    stock: 450,
    mix: USED_ONLY,
    ownBrandUsed: 0,
    stockPrefix: 'SUC',
    lender: 'angle',
    phone: '(07) 5550 0100',
    email: 'sales@sunshineusedcars.com.au',
    website: 'https://www.sunshineusedcars.com.au',
    reviews: 40,
    locations: [
      {
        slug: 'sunshine-used-cars-moorooka',
        name: 'Sunshine Used Cars Moorooka',
        type: 'sales',
        primary: true,
        street: '1152 Ipswich Road',
        postcode: '4105',
        locality: 'MOOROOKA',
        hours: 'sales-late-thursday',
        phone: '(07) 5550 0100',
        mobile: '0491 570 156',
        distribution: ['Moorooka Yard', 'Rocklea Service Centre'],
        stock: 1,
      },
      {
        slug: 'sunshine-used-cars-rocklea-service',
        name: 'Sunshine Used Cars Service Centre',
        type: 'service-and-parts',
        street: '36 Granard Road',
        postcode: '4106',
        locality: 'ROCKLEA',
        hours: 'service',
        phone: '(07) 5550 0140',
        stock: 0,
      },
    ],
  },
  {
    slug: 'metro-mazda',
    name: 'Metro Mazda',
    manufacturer: 'Mazda',
    brands: ['Mazda'],
    itemType: 'car',
    stock: 230,
    mix: FRANCHISE,
    ownBrandUsed: 0.45,
    stockPrefix: 'MMZ',
    lender: 'manual',
    phone: '(07) 5550 3100',
    email: 'sales@metromazda.com.au',
    website: 'https://www.metroautogroup.com.au/dealerships/metro-mazda',
    reviews: 18,
    locations: [
      {
        slug: 'metro-mazda-springwood',
        name: 'Metro Mazda Springwood',
        type: 'sales',
        primary: true,
        street: '3350 Pacific Highway',
        postcode: '4127',
        locality: 'SPRINGWOOD',
        hours: 'sales',
        phone: '(07) 5550 3100',
        stock: 1,
      },
      {
        slug: 'metro-mazda-springwood-service',
        name: 'Metro Mazda Service Springwood',
        type: 'service',
        street: '12 Dennis Road',
        postcode: '4127',
        locality: 'SPRINGWOOD',
        hours: 'service',
        phone: '(07) 5550 3140',
        stock: 0,
      },
    ],
  },
  {
    slug: 'metro-hyundai',
    name: 'Metro Hyundai',
    manufacturer: 'Hyundai',
    brands: ['Hyundai'],
    itemType: 'car',
    stock: 230,
    mix: FRANCHISE,
    ownBrandUsed: 0.45,
    stockPrefix: 'MHY',
    lender: 'manual',
    phone: '(02) 5550 3200',
    email: 'sales@metrohyundai.com.au',
    website: 'https://www.metroautogroup.com.au/dealerships/metro-hyundai',
    reviews: 20,
    locations: [
      {
        slug: 'metro-hyundai-parramatta',
        name: 'Metro Hyundai Parramatta',
        type: 'sales',
        primary: true,
        street: '68 Church Street',
        postcode: '2150',
        locality: 'PARRAMATTA',
        hours: 'sales-late-thursday',
        phone: '(02) 5550 3200',
        mobile: '0491 570 157',
        stock: 1,
      },
      {
        slug: 'metro-hyundai-parramatta-service',
        name: 'Metro Hyundai Service & Parts',
        type: 'service-and-parts',
        street: '4 Boundary Street',
        postcode: '2150',
        locality: 'PARRAMATTA',
        hours: 'service',
        phone: '(02) 5550 3240',
        motorVehicleRepairer: 'MVRL54321',
        stock: 0,
      },
    ],
  },
  {
    slug: 'metro-kia',
    name: 'Metro Kia',
    manufacturer: 'Kia',
    brands: ['Kia'],
    itemType: 'car',
    stock: 230,
    mix: FRANCHISE,
    ownBrandUsed: 0.45,
    stockPrefix: 'MKI',
    lender: 'manual',
    phone: '(03) 5550 3300',
    email: 'sales@metrokia.com.au',
    website: 'https://www.metroautogroup.com.au/dealerships/metro-kia',
    reviews: 16,
    locations: [
      {
        slug: 'metro-kia-dandenong',
        name: 'Metro Kia Dandenong',
        type: 'sales',
        primary: true,
        street: '200 Princes Highway',
        postcode: '3175',
        locality: 'DANDENONG',
        hours: 'sales',
        phone: '(03) 5550 3300',
        stock: 1,
      },
      {
        slug: 'metro-kia-dandenong-parts',
        name: 'Metro Kia Parts Dandenong South',
        type: 'parts',
        street: '1 Frankston Dandenong Road',
        postcode: '3175',
        locality: 'DANDENONG SOUTH',
        hours: 'parts',
        phone: '(03) 5550 3340',
        stock: 0,
      },
    ],
  },
  {
    slug: 'metro-ford',
    name: 'Metro Ford',
    manufacturer: 'Ford',
    brands: ['Ford'],
    itemType: 'car',
    stock: 230,
    mix: FRANCHISE,
    ownBrandUsed: 0.45,
    stockPrefix: 'MFD',
    lender: 'manual',
    phone: '(08) 5550 3400',
    email: 'sales@metroford.com.au',
    website: 'https://www.metroautogroup.com.au/dealerships/metro-ford',
    reviews: 22,
    locations: [
      {
        slug: 'metro-ford-cannington',
        name: 'Metro Ford Cannington',
        type: 'sales',
        primary: true,
        street: '1450 Albany Highway',
        postcode: '6107',
        locality: 'CANNINGTON',
        hours: 'sales',
        phone: '(08) 5550 3400',
        stock: 0.6,
      },
      {
        slug: 'metro-ford-midland',
        name: 'Metro Ford Midland',
        type: 'sales',
        street: '20 Great Eastern Highway',
        postcode: '6056',
        locality: 'MIDLAND',
        hours: 'sales-late-thursday',
        phone: '(08) 5550 3450',
        stock: 0.4,
      },
    ],
  },
  {
    slug: 'metro-nissan',
    name: 'Metro Nissan',
    manufacturer: 'Nissan',
    brands: ['Nissan'],
    itemType: 'car',
    stock: 200,
    mix: FRANCHISE,
    ownBrandUsed: 0.45,
    stockPrefix: 'MNI',
    lender: 'manual',
    phone: '(08) 5550 3500',
    email: 'sales@metronissan.com.au',
    website: 'https://www.metroautogroup.com.au/dealerships/metro-nissan',
    reviews: 14,
    locations: [
      {
        slug: 'metro-nissan-gepps-cross',
        name: 'Metro Nissan Gepps Cross',
        type: 'sales',
        primary: true,
        street: '800 Main North Road',
        postcode: '5094',
        locality: 'GEPPS CROSS',
        hours: 'sales',
        phone: '(08) 5550 3500',
        stock: 1,
      },
      {
        // The same showroom entered twice: same phone digits and street (site-wide §5).
        slug: 'metro-nissan-gepps-cross-sales',
        name: 'Metro Nissan Gepps Cross Sales',
        type: 'sales',
        street: '800 Main North Road',
        postcode: '5094',
        locality: 'GEPPS CROSS',
        hours: 'sales',
        phone: '08 5550 3500',
        duplicateOf: 'metro-nissan-gepps-cross',
        stock: 0,
      },
    ],
  },
  {
    slug: 'metro-mitsubishi',
    name: 'Metro Mitsubishi',
    manufacturer: 'Mitsubishi',
    brands: ['Mitsubishi'],
    itemType: 'car',
    stock: 200,
    mix: FRANCHISE,
    ownBrandUsed: 0.45,
    stockPrefix: 'MMI',
    lender: 'manual',
    phone: '(02) 5550 3600',
    email: 'sales@metromitsubishi.com.au',
    website: 'https://www.metroautogroup.com.au/dealerships/metro-mitsubishi',
    reviews: 15,
    locations: [
      {
        slug: 'metro-mitsubishi-penrith',
        name: 'Metro Mitsubishi Penrith',
        type: 'sales',
        primary: true,
        street: '90 Mulgoa Road',
        postcode: '2750',
        locality: 'PENRITH',
        hours: 'sales',
        phone: '(02) 5550 3600',
        mobile: '0491 570 158',
        stock: 1,
      },
    ],
  },
  {
    slug: 'metro-byd',
    name: 'Metro BYD',
    manufacturer: 'BYD',
    brands: ['BYD'],
    itemType: 'car',
    stock: 180,
    mix: { new: 0.6, demo: 0.12, used: 0.28 },
    ownBrandUsed: 0.3,
    stockPrefix: 'MBY',
    lender: 'manual',
    phone: '(08) 5550 3700',
    email: 'sales@metrobyd.com.au',
    website: 'https://www.metroautogroup.com.au/dealerships/metro-byd',
    reviews: 12,
    locations: [
      {
        slug: 'metro-byd-osborne-park',
        name: 'Metro BYD Osborne Park',
        type: 'sales',
        primary: true,
        street: '400 Scarborough Beach Road',
        postcode: '6017',
        locality: 'OSBORNE PARK',
        hours: 'sales-late-thursday',
        phone: '(08) 5550 3700',
        stock: 1,
      },
      {
        // Closed pop-up store: kept in the data, hidden from the site (site-wide §5).
        slug: 'metro-byd-karrinyup',
        name: 'Metro BYD Karrinyup Pop-up',
        type: 'sales',
        visible: false,
        subtype: 'pop-up',
        street: 'Shop 1, 200 Karrinyup Road',
        postcode: '6018',
        locality: 'KARRINYUP',
        hours: 'sales',
        phone: '(08) 5550 3750',
        stock: 0,
      },
    ],
  },
  {
    slug: 'metro-trucks',
    name: 'Metro Trucks',
    manufacturer: null,
    brands: ['Isuzu', 'Hino', 'Fuso', 'Iveco'],
    itemType: 'truck',
    stock: 140,
    mix: { new: 0.55, demo: 0.08, used: 0.37 },
    ownBrandUsed: 1,
    stockPrefix: 'MTR',
    lender: 'manual',
    phone: '(07) 5550 3800',
    email: 'sales@metrotrucks.com.au',
    website: 'https://www.metroautogroup.com.au/dealerships/metro-trucks',
    reviews: 12,
    locations: [
      {
        slug: 'metro-trucks-acacia-ridge',
        name: 'Metro Trucks Acacia Ridge',
        type: 'sales',
        primary: true,
        street: '1500 Beaudesert Road',
        postcode: '4110',
        locality: 'ACACIA RIDGE',
        hours: 'trade',
        phone: '(07) 5550 3800',
        mobile: '0491 570 159',
        distribution: ['Acacia Ridge', 'Laverton North'],
        manufacturers: ['isuzu-trucks', 'hino', 'fuso', 'iveco'],
        stock: 0.65,
      },
      {
        slug: 'metro-trucks-laverton-north',
        name: 'Metro Trucks Laverton North',
        type: 'sales',
        street: '50 Boundary Road',
        postcode: '3026',
        locality: 'LAVERTON NORTH',
        hours: 'trade',
        phone: '(03) 5550 3850',
        distribution: ['Laverton North', 'Acacia Ridge'],
        manufacturers: ['isuzu-trucks', 'hino', 'fuso', 'iveco'],
        stock: 0.35,
      },
    ],
  },
  {
    slug: 'metro-motorcycles',
    name: 'Metro Motorcycles',
    manufacturer: null,
    brands: ['Yamaha', 'Honda', 'Kawasaki', 'Harley-Davidson'],
    itemType: 'motorcycle',
    stock: 160,
    mix: { new: 0.55, demo: 0.07, used: 0.38 },
    ownBrandUsed: 1,
    stockPrefix: 'MMC',
    lender: 'manual',
    phone: '(03) 5550 3900',
    email: 'sales@metromotorcycles.com.au',
    website: 'https://www.metroautogroup.com.au/dealerships/metro-motorcycles',
    reviews: 14,
    locations: [
      {
        slug: 'metro-motorcycles-ringwood',
        name: 'Metro Motorcycles Ringwood',
        type: 'sales',
        primary: true,
        street: '150 Maroondah Highway',
        postcode: '3134',
        locality: 'RINGWOOD',
        hours: 'sales-by-appointment',
        phone: '(03) 5550 3900',
        stock: 1,
      },
    ],
  },
  {
    slug: 'metro-caravans',
    name: 'Metro Caravans',
    manufacturer: null,
    brands: ['Jayco', 'New Age', 'Avan', 'Coromal', 'Lotus Caravans'],
    itemType: 'caravan',
    stock: 150,
    mix: { new: 0.6, demo: 0.07, used: 0.33 },
    ownBrandUsed: 1,
    stockPrefix: 'MCV',
    lender: 'manual',
    phone: '(08) 7010 3950',
    email: 'sales@metrocaravans.com.au',
    website: 'https://www.metroautogroup.com.au/dealerships/metro-caravans',
    reviews: 13,
    locations: [
      {
        slug: 'metro-caravans-lonsdale',
        name: 'Metro Caravans Lonsdale',
        type: 'sales',
        primary: true,
        street: '120 Sherriffs Road',
        postcode: '5160',
        locality: 'LONSDALE',
        hours: 'sales-by-appointment',
        phone: '(08) 7010 3950',
        stock: 1,
      },
    ],
  },
  {
    slug: 'coastal-toyota',
    name: 'Coastal Toyota',
    manufacturer: 'Toyota',
    brands: ['Toyota'],
    itemType: 'car',
    stock: 600,
    mix: FRANCHISE,
    ownBrandUsed: 0.6,
    stockPrefix: 'CT',
    lender: 'manual',
    phone: '(07) 5550 2100',
    email: 'sales@coastaltoyota.com.au',
    website: 'https://www.coastaltoyota.com.au',
    reviews: 36,
    locations: [
      {
        slug: 'coastal-toyota-maroochydore',
        name: 'Coastal Toyota Maroochydore',
        type: 'sales',
        primary: true,
        street: '41 Maud Street',
        postcode: '4558',
        locality: 'MAROOCHYDORE',
        hours: 'sales-late-thursday',
        phone: '(07) 5550 2100',
        mobile: '0491 571 266',
        distribution: ['Maroochydore', 'Caloundra', 'Noosa Heads'],
        stock: 0.6,
      },
      {
        slug: 'coastal-toyota-caloundra',
        name: 'Coastal Toyota Caloundra',
        type: 'sales',
        street: '120 Caloundra Road',
        postcode: '4551',
        locality: 'CALOUNDRA WEST',
        hours: 'sales',
        phone: '(07) 5550 2200',
        distribution: ['Caloundra', 'Maroochydore'],
        stock: 0.4,
      },
      {
        slug: 'coastal-toyota-kunda-park-service',
        name: 'Coastal Toyota Service Kunda Park',
        type: 'service-and-parts',
        street: '22 Enterprise Street',
        postcode: '4556',
        locality: 'KUNDA PARK',
        hours: 'service',
        phone: '(07) 5550 2300',
        stock: 0,
      },
    ],
  },
];
