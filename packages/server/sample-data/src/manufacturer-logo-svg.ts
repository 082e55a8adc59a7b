import { hashString } from './random.ts';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** `Mercedes-Benz` → `MB`, `Alfa Romeo` → `AR`, `Toyota` → `TO`, `BYD` → `BYD`. */
export function makeInitials(name: string): string {
  if (/^[A-Z0-9]{2,4}$/.test(name)) return name;
  const words = name.split(/[\s-]+/).filter(Boolean);
  if (words.length > 1)
    return words
      .map((word) => word.charAt(0).toUpperCase())
      .join('')
      .slice(0, 3);
  return name.slice(0, 2).toUpperCase();
}

/**
 * A placeholder badge for a make (a coloured disc with its initials) so the demo sites' brand
 * grids show something offline at `/media/manufacturers/{slug}.svg`. Not the maker's logo.
 */
export function manufacturerLogoSvg(name: string): string {
  const hue = hashString(name) % 360;
  const title = escapeXml(name);
  const initials = escapeXml(makeInitials(name));
  const size = initials.length > 2 ? 30 : 40;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-labelledby="t">` +
    `<title id="t">${title}</title>` +
    `<circle cx="60" cy="60" r="56" fill="hsl(${hue} 45% 32%)" stroke="hsl(${hue} 45% 22%)" stroke-width="4"/>` +
    `<text x="60" y="60" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${initials}</text>` +
    '</svg>'
  );
}
