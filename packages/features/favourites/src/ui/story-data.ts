import { type FavouriteEntry, favouriteEntry } from '../favourite-entry.ts';

/** Saved cars for stories: one with a photo, two without. */
export const STORY_FAVOURITES: FavouriteEntry[] = [
  favouriteEntry({
    id: 1,
    name: '2021 Toyota HiLux SR5',
    slug: '2021-toyota-hilux-sr5-1',
    make: 'Toyota',
    model: 'HiLux',
    primary_image_url: 'images/car-1.svg',
  }),
  favouriteEntry({
    id: 2,
    name: '2019 Ford Ranger XLT',
    slug: '2019-ford-ranger-xlt-2',
    make: 'Ford',
    model: 'Ranger',
  }),
  favouriteEntry({
    id: 4,
    name: '2022 Kia Sportage S',
    slug: '2022-kia-sportage-s-4',
    make: 'Kia',
    model: 'Sportage',
  }),
];
