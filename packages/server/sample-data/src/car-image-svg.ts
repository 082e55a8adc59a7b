import { colourHex } from './colour-hex.ts';

/** The car fields the picture depends on. */
export interface CarImageInput {
  simple_body?: string | null;
  colour?: string | null;
  item_type?: string | null;
  make?: string | null;
  model?: string | null;
}

interface Silhouette {
  /** Body outline, filled with the car's colour. */
  body: string;
  /** Glass, filled dark. */
  glass?: string;
  /** Extra dark details (seats, tub lines ...). */
  trim?: string;
  /** A light panel drawn behind the body (a truck's box). */
  cargo?: string;
  /** A door drawn over the body (a caravan's). */
  door?: string;
  wheels: readonly number[];
  radius: number;
  /** Wheel centre height. */
  axle: number;
}

// Side views facing right on a 600 x 400 canvas, ground at y = 330.
const SHAPES: Record<string, Silhouette> = {
  sedan: {
    body: 'M70 300v-38q0-22 30-26l80-10 62-42q12-8 30-8h90q18 0 32 10l54 40 72 10q22 4 22 26v38z',
    glass: 'M196 226l52-36q8-5 18-5h40v41zm120 0v-41h44q12 0 22 7l44 34z',
    wheels: [150, 455],
    radius: 34,
    axle: 300,
  },
  hatch: {
    body: 'M90 300v-50q0-40 30-62l30-16q8-4 20-4h190q18 0 32 10l54 44 58 10q22 4 22 26v42z',
    glass: 'M128 222l12-34q4-8 14-8h84v42zm122 0v-42h106q12 0 20 7l42 35z',
    wheels: [170, 440],
    radius: 34,
    axle: 300,
  },
  wagon: {
    body: 'M70 300v-46q0-26 22-34l40-40q10-8 26-8h206q18 0 32 10l54 42 68 10q22 4 22 26v40z',
    glass: 'M110 222l32-32q6-6 14-6h92v38zm150 0v-38h100q12 0 22 7l42 31z',
    wheels: [150, 455],
    radius: 34,
    axle: 300,
  },
  suv: {
    body: 'M80 304v-70q0-56 24-70l12-6h258q20 0 34 12l44 44 50 10q24 6 24 30v50z',
    glass: 'M112 214l8-40q2-6 10-6h104v46zm134 0v-46h118q12 0 20 8l36 38z',
    trim: 'M130 150h230v4H130z',
    wheels: [165, 445],
    radius: 38,
    axle: 304,
  },
  ute: {
    body: 'M60 304v-78h190l14-58q4-12 18-12h92q18 0 30 12l42 48 58 10q24 6 24 30v48z',
    glass: 'M274 214l8-38q2-8 10-8h36v46zm64 0v-46h34q12 0 20 9l32 37z',
    trim: 'M60 238h190v4H60z',
    wheels: [150, 440],
    radius: 38,
    axle: 304,
  },
  van: {
    body: 'M70 304V150q0-30 30-30h300q24 0 38 18l62 80 24 6q18 6 18 28v52z',
    glass: 'M406 212v-72h8q14 0 22 10l48 62zM300 200v-60h90v60z',
    trim: 'M294 140h4v150h-4z',
    wheels: [160, 450],
    radius: 34,
    axle: 304,
  },
  peopleMover: {
    body: 'M70 304v-120q0-40 34-42l270-6q26 0 42 16l54 62 46 10q20 6 20 28v52z',
    glass: 'M98 210v-50q0-8 8-8h90v58zm108 0v-58h96v58zm106 0v-58h58q14 0 22 9l42 49z',
    wheels: [160, 440],
    radius: 34,
    axle: 304,
  },
  coupe: {
    body: 'M70 300v-36q0-22 30-26l90-10 74-42q14-8 34-8h60q22 0 40 12l58 40 62 10q22 4 22 26v34z',
    glass: 'M214 228l56-34q8-4 18-4h68q16 0 28 8l44 30z',
    wheels: [155, 455],
    radius: 33,
    axle: 300,
  },
  convertible: {
    body: 'M70 300v-40q0-20 28-24l120-6h200l90 8q32 4 32 30v32z',
    glass: 'M400 230l-30-42h8l34 42z',
    trim: 'M260 230v-30q0-8 10-8h20q10 0 10 8v30zm-80 0v-26q0-8 10-8h18q10 0 10 8v26z',
    wheels: [155, 455],
    radius: 33,
    axle: 300,
  },
  truck: {
    body: 'M350 300V150q0-30 30-30h90q26 0 34 26l24 84v70z',
    glass: 'M368 200v-54q0-10 10-10h86q14 0 18 14l14 50z',
    cargo: 'M40 120h300v170H40z',
    trim: 'M40 290h490v14H40z',
    wheels: [110, 180, 440],
    radius: 32,
    axle: 306,
  },
  motorcycle: {
    body: 'M190 230l30-20h90l20-30q8-10 22-10h46q14 0 20 12l14 30-50 20h-80l-40 30h-40z',
    glass: 'M215 212l20-12h70l-6 12z',
    trim: 'M270 236h80v50h-80zM396 170l8-4 32 128-8 4zM170 292l110-40 4 8-110 40zM388 158l36-10 2 8-36 10z',
    wheels: [170, 430],
    radius: 50,
    axle: 296,
  },
  caravan: {
    body: 'M60 296V140q0-30 30-30h340q34 0 40 36l14 150z',
    glass: 'M100 150h90v50h-90zm230 0h100v50H330z',
    door: 'M220 150h60v140h-60z',
    trim: 'M60 230h420v12H60zM484 280l80 10-1 6-80-10z',
    wheels: [250, 322],
    radius: 30,
    axle: 300,
  },
};

/** Which silhouette a car gets, from its item type and simple body. */
export function silhouetteFor(input: CarImageInput): string {
  const item = (input.item_type ?? '').toLowerCase();
  const body = (input.simple_body ?? '').toLowerCase();
  if (item === 'motorcycle' || body === 'motorcycle') return 'motorcycle';
  if (item === 'caravan' || body === 'caravan' || body === 'camper trailer') return 'caravan';
  if (item === 'truck' || body === 'truck' || body === 'light truck' || body === 'bus')
    return 'truck';
  if (body.includes('people') || body === 'minibus') return 'peopleMover';
  if (body === 'ute' || body === 'cab chassis' || body === 'utility' || body === '4x4')
    return 'ute';
  if (body.includes('hatch')) return 'hatch';
  if (body.includes('wagon')) return 'wagon';
  if (body === 'suv' || body === 'ev') return 'suv';
  if (body.includes('van')) return 'van';
  if (body.includes('convertible') || body.includes('cabriolet') || body.includes('soft')) {
    return 'convertible';
  }
  if (body.includes('coupe') || body.includes('hardtop')) return 'coupe';
  return 'sedan';
}

// Backgrounds: [sky top, sky bottom, ground].
const BACKGROUNDS = [
  ['#f4f5f7', '#d9dde3', '#c3c8cf'],
  ['#a9d8ff', '#e8f5ff', '#7f9a7f'],
  ['#ffc895', '#ffe8cf', '#9c826b'],
  ['#2b2f36', '#474d57', '#1c1f24'],
  ['#dde6ee', '#f7f9fb', '#7d838a'],
] as const;

// Camera angles as SVG matrices: side, mirrored, front three-quarter, rear three-quarter,
// close-up of the front, and a wider shot.
const ANGLES = [
  '1 0 0 1 0 0',
  '-1 0 0 1 600 0',
  '.9 -.05 0 .95 40 46',
  '-.9 -.05 0 .95 560 75',
  '1.5 0 0 1.5 -330 -150',
  '.7 0 0 .7 90 110',
] as const;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function modulo(value: number, divisor: number): number {
  return ((Math.trunc(value) % divisor) + divisor) % divisor;
}

interface Drawing {
  /** Background colours: sky top, sky bottom, ground. */
  background: readonly [string, string, string];
  /** The camera as an SVG matrix over the 600 x 400 side view. */
  matrix: string;
  /** The picture's `<title>`, escaped here. */
  title: string;
}

function vehicleSvg(input: CarImageInput, drawing: Drawing): string {
  const shape = SHAPES[silhouetteFor(input)] ?? (SHAPES.sedan as Silhouette);
  const paint = colourHex(input.colour);
  const [top, bottom, ground] = drawing.background;
  const wheels = shape.wheels
    .map(
      (x) =>
        `<circle cx="${x}" cy="${shape.axle}" r="${shape.radius}" fill="#1d1d1f"/>` +
        `<circle cx="${x}" cy="${shape.axle}" r="${Math.round(shape.radius * 0.55)}" fill="#b9bec4"/>`,
    )
    .join('');
  const shadowY = shape.axle + shape.radius;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(drawing.title)}</title>` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="600" height="400" fill="url(#s)"/><rect y="330" width="600" height="70" fill="${ground}"/>` +
    `<g transform="matrix(${drawing.matrix})">` +
    `<ellipse cx="300" cy="${shadowY}" rx="260" ry="12" fill="#000" opacity=".2"/>` +
    (shape.trim ? `<path d="${shape.trim}" fill="#3a3d42"/>` : '') +
    (shape.cargo
      ? `<path d="${shape.cargo}" fill="#e9ebee" stroke="#8a9099" stroke-width="2"/>`
      : '') +
    `<path d="${shape.body}" fill="${paint}" stroke="#000" stroke-opacity=".35" stroke-width="2"/>` +
    (shape.door
      ? `<path d="${shape.door}" fill="#fff" fill-opacity=".35" stroke="#000" stroke-opacity=".3"/>`
      : '') +
    (shape.glass ? `<path d="${shape.glass}" fill="#26323d" opacity=".85"/>` : '') +
    wheels +
    '</g></svg>'
  );
}

function vehicleName(input: CarImageInput): string {
  const name = [input.make, input.model].filter(Boolean).join(' ') || 'Vehicle';
  return `${name}${input.colour ? ` in ${input.colour}` : ''}`;
}

/**
 * A small SVG picture of a vehicle (under 3 KB): a silhouette shaped by item type and body,
 * painted the car's colour, with a camera angle and background that change with `index` (the
 * 1-based image number in `/media/cars/{slug}/{index}.svg`). It has `role="img"` and a `<title>`.
 */
export function carImageSvg(input: CarImageInput, index: number): string {
  return vehicleSvg(input, {
    background: BACKGROUNDS[modulo(index - 1, BACKGROUNDS.length)] ?? BACKGROUNDS[0],
    matrix: ANGLES[modulo(index - 1, ANGLES.length)] ?? ANGLES[0],
    title: `${vehicleName(input)}, photo ${index}`,
  });
}

/** Frames in a demo 360 spin (`/media/spin/{slug}/{frame}.svg`, frame 0 to 35). */
export const SPIN_FRAME_COUNT = 36;

/**
 * The side view's horizontal scale at spin frame `frame`: the car seen from the side at frames 0
 * and 18 (facing the other way), narrowest head-on at 9 and 27.
 */
export function spinScale(frame: number, frames = SPIN_FRAME_COUNT): number {
  const cos = Math.cos((2 * Math.PI * modulo(frame, frames)) / frames);
  const scale = Math.sign(cos || 1) * Math.max(0.3, Math.abs(cos));
  return Math.round(scale * 1000) / 1000;
}

/** Where a point of the side view (x in the 600-wide canvas) is on spin frame `frame`, in %. */
export function spinPoint(x: number, y: number, frame: number): { x: number; y: number } {
  const scale = spinScale(frame);
  return {
    x: Math.round(((300 + (x - 300) * scale) / 600) * 1000) / 10,
    y: Math.round((y / 400) * 1000) / 10,
  };
}

/**
 * One frame of a demo 360 spin: the side view turned about its centre by narrowing and mirroring
 * it, on a studio background, so a dragged or autorotating spin visibly turns.
 */
export function spinFrameSvg(input: CarImageInput, frame: number): string {
  const scale = spinScale(frame);
  return vehicleSvg(input, {
    background: ['#f4f5f7', '#d9dde3', '#c3c8cf'],
    matrix: `${scale} 0 0 1 ${Math.round((300 - 300 * scale) * 10) / 10} 0`,
    title: `${vehicleName(input)}, 360° view, frame ${modulo(frame, SPIN_FRAME_COUNT) + 1} of ${SPIN_FRAME_COUNT}`,
  });
}

/** A demo interior picture: dashboard, wheel and screen, trimmed in the interior colour. */
export function interiorSvg(input: CarImageInput & { interior_colour?: string | null }): string {
  const trim = colourHex(input.interior_colour ?? 'Black');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(`${vehicleName(input)}, interior`)}</title>` +
    `<rect width="600" height="400" fill="#cfd8e3"/>` +
    `<path d="M0 160q300-70 600 0v240H0z" fill="${trim}"/>` +
    `<path d="M0 170q300-60 600 0v30q-300-50-600 0z" fill="#000" opacity=".25"/>` +
    `<rect x="250" y="130" width="120" height="72" rx="8" fill="#111827"/>` +
    `<rect x="258" y="138" width="104" height="56" rx="4" fill="#3b82f6" opacity=".8"/>` +
    `<circle cx="150" cy="250" r="78" fill="none" stroke="#1f2937" stroke-width="18"/>` +
    `<circle cx="150" cy="250" r="20" fill="#1f2937"/>` +
    `<path d="M150 250l-70 0M150 250l70 0M150 250l0 70" stroke="#1f2937" stroke-width="14"/>` +
    `<rect x="420" y="240" width="150" height="60" rx="10" fill="#000" opacity=".2"/>` +
    '</svg>'
  );
}
