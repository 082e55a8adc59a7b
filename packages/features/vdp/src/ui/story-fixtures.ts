import type { DealerContact } from '../call-dealer.ts';
import type { DealerCommentsView, SanitizedHtml } from '../dealer-comments-text.ts';
import type { GalleryImage } from '../gallery-images.ts';
import type { SpecificationRow } from '../specification-rows.ts';
import type { PhoneCallActions } from './phone-call-actions.ts';

/** Story data only (excluded from the package's files). */
export const STORY_IMAGES: GalleryImage[] = Array.from({ length: 6 }, (_, index) => ({
  src: `images/car-${(index % 5) + 1}.svg`,
  thumb: `images/car-${(index % 5) + 1}.svg`,
  alt: `2021 Toyota HiLux SR5, photo ${index + 1} of 6`,
}));

export const STORY_ROWS: SpecificationRow[] = [
  { label: 'Kilometres', value: '45,000 km' },
  { label: 'Transmission', value: 'Automatic' },
  { label: 'Body', value: 'Ute' },
  { label: 'Fuel', value: 'Diesel' },
  { label: 'Engine', value: '2.8L' },
  { label: 'Drive', value: '4WD' },
];

export const STORY_FEATURES = [
  'Reversing camera',
  'Apple CarPlay',
  'Android Auto',
  'Cruise control',
  'Bluetooth',
  'Tow bar',
  'Alloy wheels',
  'Keyless entry',
  'Lane departure warning',
  'Climate control',
];

const longText = `One owner with full Toyota service history. ${'Tow bar, bull bar and canopy fitted. '.repeat(14)}`;

export const STORY_COMMENTS: DealerCommentsView = {
  kind: 'comments',
  html: `<p><strong>One owner</strong> with full Toyota service history.</p><p>${'Tow bar, bull bar and canopy fitted. '.repeat(14)}</p>` as SanitizedHtml,
  preview: `${longText.slice(0, 400).trimEnd()}...`,
  truncated: true,
};

/** A 36-frame spin for stories: the story photos in turn. */
export const STORY_SPIN_FRAMES: string[] = Array.from(
  { length: 36 },
  (_, index) => `images/car-${(index % 5) + 1}.svg`,
);

export const STORY_SPIN_HOTSPOTS = [
  {
    id: 'lights',
    description: 'LED headlights',
    positions: [0, 1, 2, 3].map((frame) => ({ frame, x: 82, y: 58 })),
  },
  {
    id: 'wheels',
    description: '18-inch alloy wheels',
    positions: [0, 1, 2, 3].map((frame) => ({ frame, x: 28, y: 76 })),
  },
];
/** A dealer contact with a mobile number (vehicle-stock §4). */
export const STORY_CONTACT: DealerContact = {
  phone: '0491 570 156',
  name: 'Sunshine Used Cars Moorooka',
  startRevealed: false,
  site: 'sunshine-used-cars',
  carId: 7,
  lead: { site: 'sunshine-used-cars', category: 'Phone Reveal', car_id: 7, dealership_id: 1 },
};

/** Phone calls that only log, so stories send nothing. */
export const STORY_PHONE_ACTIONS: PhoneCallActions = {
  revealed: (contact) => console.info('phone revealed', contact.lead),
  called: (contact) => console.info('phone called', contact.phone),
};
