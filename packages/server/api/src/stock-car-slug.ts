export interface SluggedCar {
  year?: number | null;
  make?: string | null;
  model?: string | null;
  badge?: string | null;
}

/** `HiLux SR5 4x4` → `hilux-sr5-4x4`; `CX-5` → `cx-5`; accents dropped, `+` → `plus`. */
export function kebab(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A car's URL slug `{year}-{make}-{model}-{badge}-{id}`, missing parts left out (`/cars/{slug}`). */
export function carSlug(car: SluggedCar, id: number): string {
  return [car.year, car.make, car.model, car.badge, id]
    .map((part) => (part === null || part === undefined ? '' : kebab(String(part))))
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
