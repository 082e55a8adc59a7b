import sharp from 'sharp';

/** Non-text contrast a logo needs against the surface it is shown on (WCAG 2.1 SC 1.4.11). */
export const LOGO_CONTRAST_MIN = 3;

/**
 * The largest share of a logo's drawn pixels that may be lost on the header's surface: anti-
 * aliased edges and fine detail stay under it; a name drawn in the header's own colour does not.
 */
export const LOGO_MAX_INVISIBLE_SHARE = 0.1;

function linear(channel) {
  const srgb = channel / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

function luminance(r, g, b) {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function hexLuminance(hex) {
  const value = Number.parseInt(hex.slice(1), 16);
  return luminance((value >> 16) & 255, (value >> 8) & 255, value & 255);
}

/**
 * How much of a logo can be seen on the surface it sits on: the logo (SVG, PNG, WebP, JPEG …)
 * is rasterised with sharp at `width` px, and each drawn pixel (alpha ≥ 50%) is compared with
 * `surface` (`#rrggbb`). A pixel below 3:1 cannot be told from the header (WCAG 2.1 SC 1.4.11).
 * `visible` is false when more than `LOGO_MAX_INVISIBLE_SHARE` of the drawn pixels are lost —
 * a dealer's name in the header's own colour, say — or when nothing is drawn at all.
 */
export async function logoContrast(image, surface, { width = 320 } = {}) {
  const { data, info } = await sharp(image, { density: 144 })
    .resize({ width, withoutEnlargement: false })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const background = hexLuminance(surface);
  let drawn = 0;
  let invisible = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    if (data[offset + 3] < 128) continue;
    drawn++;
    const pixel = luminance(data[offset], data[offset + 1], data[offset + 2]);
    const [light, dark] = pixel > background ? [pixel, background] : [background, pixel];
    if ((light + 0.05) / (dark + 0.05) < LOGO_CONTRAST_MIN) invisible++;
  }
  const invisibleShare = drawn === 0 ? 1 : invisible / drawn;
  return { drawn, invisibleShare, visible: invisibleShare <= LOGO_MAX_INVISIBLE_SHARE };
}
