/**
 * Sample data for stories only (not exported from the package). Photos are the Storybook app's
 * static `images/…` files; relative URLs keep working when the catalogue is hosted in a folder.
 */
export const SAMPLE_PHOTOS = [
  { src: 'images/car-1.svg', alt: '2021 Toyota Corolla Ascent Sport, front three-quarter view' },
  { src: 'images/car-2.svg', alt: '2021 Toyota Corolla Ascent Sport, side profile' },
  { src: 'images/car-3.svg', alt: '2021 Toyota Corolla Ascent Sport, rear three-quarter view' },
  { src: 'images/car-4.svg', alt: '2021 Toyota Corolla Ascent Sport, interior' },
  { src: 'images/car-5.svg', alt: '2021 Toyota Corolla Ascent Sport, engine bay' },
] as const;

export const SAMPLE_BANNER = 'images/banner.svg';

export const SAMPLE_CAR_NAME = '2021 Toyota Corolla Ascent Sport';
