import { hashString } from './random.ts';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The emblems a generated mark is drawn from, on a 64 x 64 box (chosen by the make's name). */
const EMBLEMS = [
  // Chevron over a bar.
  '<path d="M8 40 32 18l24 22-7 6-17-15-17 15z"/><rect x="14" y="48" width="36" height="6" rx="3"/>',
  // Ring with a slash.
  '<circle cx="32" cy="32" r="22" fill="none" stroke-width="8"/><path d="M18 46 46 18" stroke-width="8"/>',
  // Shield.
  '<path d="M32 6 54 14v16c0 14-10 24-22 28C20 54 10 44 10 30V14z"/>',
  // Diamond in a diamond.
  '<path d="M32 4 60 32 32 60 4 32z" fill="none" stroke-width="6"/><path d="M32 20 44 32 32 44 20 32z"/>',
  // Three speed bars.
  '<path d="M14 16h40l-6 8H8zM18 30h40l-6 8H12zM22 44h40l-6 8H16z"/>',
  // Wing.
  '<path d="M4 34q28-26 56-6-18-4-28 6-12-10-28 0z"/><circle cx="32" cy="44" r="6"/>',
] as const;

/** The make's name set to fit the 320 x 96 wordmark beside its 64-wide mark. */
function wordmarkSize(name: string): number {
  return Math.max(14, Math.min(34, Math.floor(224 / (name.length * 0.74))));
}

/** The hue of a make's generated artwork (stable per name). */
export function makeHue(name: string): number {
  return hashString(name) % 360;
}

/** The emblem a make's mark uses (stable per name), as an index into the emblem list. */
export function makeEmblem(name: string): number {
  return hashString(`${name}:emblem`) % EMBLEMS.length;
}

/**
 * A placeholder wordmark for a make (a generated emblem and the name set in capitals) so the demo
 * sites' brand tiles show something offline at `/media/manufacturers/{slug}.svg`. Not the
 * maker's logo.
 */
export function manufacturerLogoSvg(name: string): string {
  const hue = makeHue(name);
  const title = escapeXml(name);
  const size = wordmarkSize(name);
  const emblem = EMBLEMS[makeEmblem(name)] ?? EMBLEMS[0];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 96" width="320" height="96" role="img" aria-labelledby="t">` +
    `<title id="t">${title}</title>` +
    `<g transform="translate(8 16)" fill="hsl(${hue} 55% 34%)" stroke="hsl(${hue} 55% 34%)">${emblem}</g>` +
    `<text x="84" y="48" dy=".35em" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" letter-spacing=".08em" fill="#1d2430">${escapeXml(name.toUpperCase())}</text>` +
    '</svg>'
  );
}

/**
 * A make's overview banner (vehicle-stock §3 brand entry) at `/media/manufacturers/{slug}-banner.svg`,
 * 1200 x 300: a studio sweep in the make's hue, its mark large at the right and the name.
 * Generated, so the demo brand pages look finished offline. Not the maker's artwork.
 */
export function manufacturerBannerSvg(name: string): string {
  const hue = makeHue(name);
  const title = escapeXml(`${name} banner`);
  const emblem = EMBLEMS[makeEmblem(name)] ?? EMBLEMS[0];
  const size = Math.max(40, Math.min(88, Math.floor(760 / (name.length * 0.74))));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 300" width="1200" height="300" role="img" aria-labelledby="t">` +
    `<title id="t">${title}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 18%)"/><stop offset="1" stop-color="hsl(${hue} 55% 38%)"/></linearGradient></defs>` +
    `<rect width="1200" height="300" fill="url(#g)"/>` +
    `<path d="M0 230Q600 170 1200 230V300H0z" fill="#000" opacity=".25"/>` +
    `<path d="M0 244Q600 190 1200 244" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>` +
    `<g transform="translate(880 20) scale(3.8)" fill="#fff" stroke="#fff" opacity=".16">${emblem}</g>` +
    `<text x="64" y="150" dy=".35em" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" letter-spacing=".06em" fill="#fff">${escapeXml(name.toUpperCase())}</text>` +
    '</svg>'
  );
}
