/**
 * WCAG 2.1 contrast maths (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), written out so the
 * theme can check and repair colours without a dependency. Colours are `#rgb` or `#rrggbb`.
 */

/** An sRGB colour as 0–255 channels. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Parses `#rgb` or `#rrggbb`; throws on anything else so a typo in a theme fails loudly. */
export function parseHexColour(hex: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  const digits = match?.[1];
  if (!digits) throw new Error(`Not a hex colour: ${hex}`);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
}

/** `#rrggbb` from channels (rounded and clamped). */
export function toHexColour({ r, g, b }: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

function linearChannel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHexColour(hex);
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** Contrast ratio of two colours, 1 to 21, order-independent. */
export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/** Mixes `hex` towards `target` by `amount` (0 keeps `hex`, 1 gives `target`). */
export function mixColours(hex: string, target: string, amount: number): string {
  const from = parseHexColour(hex);
  const to = parseHexColour(target);
  return toHexColour({
    r: from.r + (to.r - from.r) * amount,
    g: from.g + (to.g - from.g) * amount,
    b: from.b + (to.b - from.b) * amount,
  });
}

/** Whichever of `light` and `dark` reads better on `background` (for `on-*` roles). */
export function readableOn(background: string, light = '#ffffff', dark = '#111111'): string {
  return contrastRatio(light, background) >= contrastRatio(dark, background) ? light : dark;
}

/**
 * `foreground` unchanged when it already reaches `minRatio` on `background`, otherwise the
 * least-mixed step towards black or white (whichever is further from the background) that does.
 * Used to keep a dealer's brand colour legible as link text.
 */
export function ensureContrast(foreground: string, background: string, minRatio: number): string {
  if (contrastRatio(foreground, background) >= minRatio) return foreground;
  const target = relativeLuminance(background) > 0.18 ? '#000000' : '#ffffff';
  for (let step = 1; step <= 20; step++) {
    const candidate = mixColours(foreground, target, step / 20);
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return target;
}
