/**
 * A URL slug: `2021 Toyota HiLux SR5 4x4` → `2021-toyota-hilux-sr5-4x4`; accents dropped,
 * `+` → `plus`, `&` → `and` (vehicle-stock §2 `/cars/{slug}`, site-wide §2 `/search/{make}`).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
