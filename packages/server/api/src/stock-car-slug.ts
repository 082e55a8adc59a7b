import { slugify } from '@forecourt/format';

export interface SluggedCar {
  year?: number | null;
  make?: string | null;
  model?: string | null;
  badge?: string | null;
}

/** A car's URL slug `{year}-{make}-{model}-{badge}-{id}`, missing parts left out (`/cars/{slug}`). */
export function carSlug(car: SluggedCar, id: number): string {
  return [car.year, car.make, car.model, car.badge, id]
    .map((part) => (part === null || part === undefined ? '' : slugify(String(part))))
    .filter((part) => part !== '')
    .join('-');
}

/** The car's display name: `2021 Toyota HiLux SR5`. */
export function carName(car: SluggedCar): string {
  return [car.year, car.make, car.model, car.badge]
    .filter((part) => part !== null && part !== undefined && String(part).trim() !== '')
    .map((part) => String(part).trim())
    .join(' ');
}
