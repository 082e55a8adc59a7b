import { colourHex } from './colour-hex.ts';

/** The car fields the picture depends on. */
export interface CarImageInput {
  simple_body?: string | null;
  colour?: string | null;
  item_type?: string | null;
  make?: string | null;
  model?: string | null;
  /** A truck's body configuration: a `Prime Mover` is drawn without a body, with a fifth wheel. */
  bodyconfiguration?: string | null;
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
  /**
   * Markup drawn over the wheels: a caravan's drawbar, jockey wheel and gas bottles, a prime
   * mover's fifth wheel, a motorcycle's headlight. The front three-quarter of a caravan leaves
   * it out: its front view draws the drawbar head-on.
   */
  details?: string;
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
    body: 'M350 300V150q0-30 30-30h90q26 0 34 26l24 84v70h-50a38 38 0 0 0-76 0z',
    glass: 'M368 200v-54q0-10 10-10h86q14 0 18 14l14 50z',
    cargo: 'M40 96h300v194H40z',
    trim: 'M40 290h490v14H40z',
    wheels: [110, 180, 440],
    radius: 32,
    axle: 306,
  },
  primeMover: {
    // A sleeper cab with an exhaust stack behind it, a fuel tank and a fifth wheel over the drive axles.
    body: 'M300 300V126q0-22 22-22h150q24 0 32 24l26 102v70h-42a38 38 0 0 0-76 0z',
    glass: 'M424 196v-64q0-8 8-8h40q12 0 16 12l16 60z',
    cargo: 'M226 292h60v24q0 6-6 6h-48q-6 0-6-6zM286 300V82q0-5 5-5t5 5v218z',
    trim: 'M70 286h460v12H70zM130 276h60v12h-60zM76 286h8v36h-8z',
    details: '<path class="fifth-wheel" d="M94 262h118l10 8v8H94z" fill="#2d3136"/>',
    wheels: [120, 190, 450],
    radius: 32,
    axle: 306,
  },
  motorcycle: {
    // A naked bike: tank, seat and raised tail; engine, swingarm, fork and bars behind them.
    body: 'M140 188l60 14h60q10-24 40-30h50q20 0 30 14l14 24-40 12H254l-24 12h-40z',
    glass: 'M194 202q2-12 14-12h56l-4 12z',
    trim: 'M165 276l120-26 4 12-120 26zM398 150l10-4 32 132-10 4zM262 216h92l8 48-24 24h-60l-24-30zM392 148l-6-16h8l6 14zM370 130l34-6 2 8-34 6z',
    cargo: 'M206 252l64-10 4 22-64 10q-8 1-9-8z',
    details:
      '<ellipse class="headlight" cx="419" cy="172" rx="9" ry="12" fill="#fff8d6" stroke="#3a3d42" stroke-width="3"/>',
    wheels: [165, 435],
    radius: 50,
    axle: 280,
  },
  caravan: {
    body: 'M60 296V140q0-30 30-30h340q34 0 40 36l14 150z',
    glass: 'M100 150h90v50h-90zm230 0h100v50H330z',
    door: 'M220 150h60v140h-60z',
    details:
      '<g class="drawbar" fill="#3a3d42"><path d="M482 282l74 8v7l-74-6z"/><path d="M536 290h7v20h-7z"/>' +
      '<path d="M498 286v-30q0-8 10-8t10 8v30z" fill="#e9ebee" stroke="#8a9099" stroke-width="2"/>' +
      '<circle class="jockey-wheel" cx="540" cy="318" r="10" fill="#1d1d1f"/></g>',
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
  if (item === 'truck' || body === 'truck' || body === 'light truck' || body === 'bus') {
    return (input.bodyconfiguration ?? '').toLowerCase().includes('prime mover')
      ? 'primeMover'
      : 'truck';
  }
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

// Spin backgrounds: [sky top, sky bottom, ground].
const STUDIO = ['#f4f5f7', '#d9dde3', '#c3c8cf'] as const;

/**
 * The angles of a demo gallery: the lead photo (cards, the vehicle page's first slide and share
 * previews use photo 1) is the side profile, the drawing that reads best at card size; then the
 * front three-quarter, rear, interior, dashboard and a wheel close-up. Photos 7 to 12 repeat
 * them on the other backdrop.
 */
export const PHOTO_ANGLES = ['side', 'front', 'rear', 'interior', 'dashboard', 'wheel'] as const;
export type PhotoAngle = (typeof PHOTO_ANGLES)[number];

/** The angle of gallery photo `index` (1-based). */
export function photoAngle(index: number): PhotoAngle {
  return PHOTO_ANGLES[modulo(index - 1, PHOTO_ANGLES.length)] ?? 'side';
}

/** Where the car is photographed: the studio cove or the dealer's yard. */
export type Backdrop = 'studio' | 'yard';

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

/** A stable number for a vehicle, so its whole gallery shares one backdrop. */
function vehicleHash(input: CarImageInput): number {
  const text = `${input.make ?? ''}|${input.model ?? ''}|${input.colour ?? ''}`;
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash;
}

/** The backdrop of gallery photo `index`: the vehicle's own for 1-6, the other one for 7-12. */
export function photoBackdrop(input: CarImageInput, index: number): Backdrop {
  const round = Math.floor(modulo(index - 1, 12) / PHOTO_ANGLES.length);
  return (vehicleHash(input) + round) % 2 === 0 ? 'studio' : 'yard';
}

function backdropSvg(backdrop: Backdrop): string {
  if (backdrop === 'studio') {
    return (
      `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${STUDIO[0]}"/><stop offset="1" stop-color="${STUDIO[1]}"/></linearGradient></defs>` +
      `<rect width="600" height="400" fill="url(#s)"/><path d="M0 330q300-24 600 0v70H0z" fill="${STUDIO[2]}"/>` +
      '<ellipse cx="300" cy="352" rx="280" ry="22" fill="#fff" opacity=".35"/>'
    );
  }
  return (
    '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec9f5"/><stop offset="1" stop-color="#e8f5ff"/></linearGradient></defs>' +
    '<rect width="600" height="400" fill="url(#s)"/><path d="M0 250h600v80H0z" fill="#9aa5b1"/>' +
    '<path d="M0 250h600M0 270h600M40 250v80M200 250v80M360 250v80M520 250v80" stroke="#7c8794" stroke-width="3"/>' +
    '<rect y="330" width="600" height="70" fill="#5f656d"/><path d="M60 400l40-70M300 400v-70M540 400l-40-70" stroke="#f1f1ee" stroke-width="4"/>'
  );
}

function svgOpen(title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(title)}</title>`
  );
}

/**
 * The side view's body, glass, trim, wheels and details under an SVG matrix. `clipAt` cuts the
 * body off at that x (the wheels stay whole): where a front view is joined on, it hides the nose.
 */
function sideBody(
  shape: Silhouette,
  paint: string,
  matrix: string,
  { details = true, clipAt }: { details?: boolean; clipAt?: number } = {},
): string {
  const wheels = shape.wheels
    .map(
      (x) =>
        `<circle cx="${x}" cy="${shape.axle}" r="${shape.radius}" fill="#1d1d1f"/>` +
        `<circle cx="${x}" cy="${shape.axle}" r="${Math.round(shape.radius * 0.55)}" fill="#b9bec4"/>`,
    )
    .join('');
  return (
    `<g transform="matrix(${matrix})">` +
    `<ellipse cx="300" cy="${shape.axle + shape.radius}" rx="260" ry="12" fill="#000" opacity=".2"/>` +
    (clipAt === undefined
      ? '<g>'
      : `<clipPath id="k"><path d="M0 0H${clipAt}V400H0z"/></clipPath><g clip-path="url(#k)">`) +
    (shape.trim ? `<path d="${shape.trim}" fill="#3a3d42"/>` : '') +
    (shape.cargo
      ? `<path d="${shape.cargo}" fill="#e9ebee" stroke="#8a9099" stroke-width="2"/>`
      : '') +
    `<path d="${shape.body}" fill="${paint}" stroke="#000" stroke-opacity=".35" stroke-width="2"/>` +
    (shape.door
      ? `<path d="${shape.door}" fill="#fff" fill-opacity=".35" stroke="#000" stroke-opacity=".3"/>`
      : '') +
    (shape.glass ? `<path d="${shape.glass}" fill="#26323d" opacity=".85"/>` : '') +
    '</g>' +
    wheels +
    (details && shape.details ? shape.details : '') +
    '</g>'
  );
}

const GLASS = '#26323d';
const DARK = '#3a3d42';
const TYRE = '#1d1d1f';
const BUMPER = '#2d3136';
const LAMP = '#fff8d6';
const TAIL = '#d0202a';
const AMBER = '#f59e0b';
const PANEL = '#e9ebee';
const EDGE = '#8a9099';
const CHROME = '#c9ced4';
const PLATE = '#f1f1ee';
const TIMBER = '#d8cbb3';
const TIMBER_LINE = '#b9a47f';
/** The outline of a painted panel. */
const OUTLINE = 'stroke="#000" stroke-opacity=".35" stroke-width="2"';

function shadow(rx: number): string {
  return `<ellipse cx="300" cy="332" rx="${rx}" ry="10" fill="#000" opacity=".22"/>`;
}

/** Tyres seen end-on: rounded bars `width` wide from `top` to the ground, one at each x. */
function endTyres(xs: readonly number[], top: number, width: number): string {
  return xs
    .map(
      (x) =>
        `<rect x="${x}" y="${top}" width="${width}" height="${332 - top}" rx="7" fill="${TYRE}"/>`,
    )
    .join('');
}

/** A number plate. */
function plate(x: number, y: number): string {
  return `<rect x="${x}" y="${y}" width="68" height="22" rx="3" fill="${PLATE}" stroke="${DARK}" stroke-width="2"/>`;
}

/** Per car silhouette, the face seen in the front and rear views: half width, roof and waist. */
const FACES: Record<string, { half: number; roof: number; waist: number }> = {
  sedan: { half: 150, roof: 176, waist: 240 },
  hatch: { half: 140, roof: 168, waist: 240 },
  wagon: { half: 150, roof: 172, waist: 240 },
  suv: { half: 160, roof: 150, waist: 232 },
  ute: { half: 160, roof: 158, waist: 232 },
  van: { half: 160, roof: 120, waist: 222 },
  peopleMover: { half: 160, roof: 138, waist: 228 },
  coupe: { half: 150, roof: 186, waist: 244 },
  convertible: { half: 150, roof: 210, waist: 244 },
};

/** A car head-on (windscreen, headlights and grille) or tail-on (rear window, tail-lights, plate). */
function carEnd(kind: string, shape: Silhouette, paint: string, front: boolean): string {
  const { half, roof, waist } = FACES[kind] ?? (FACES.sedan as (typeof FACES)[string]);
  const bottom = shape.axle + 6;
  const l = 300 - half;
  const r = 300 + half;
  const cabin = kind === 'van' ? 0 : 26;
  const body =
    `<path d="M${l} ${bottom}V${waist + 12}q0-12 12-12h${2 * half - 24}q12 0 12 12V${bottom}z" fill="${paint}" ${OUTLINE}/>` +
    `<path d="M${l + cabin} ${waist}L${l + cabin + 20} ${roof + 8}q2-8 12-8h${2 * half - 2 * cabin - 64}q10 0 12 8L${r - cabin} ${waist}z" fill="${paint}" ${OUTLINE}/>`;
  const glass = `<path class="${front ? 'windscreen' : 'rear-window'}" d="M${l + cabin + 14} ${waist - 6}L${l + cabin + 30} ${roof + 16}h${2 * half - 2 * cabin - 60}L${r - cabin - 14} ${waist - 6}z" fill="${GLASS}" opacity=".85"/>`;
  const lights = front
    ? `<path class="headlight" d="M${l + 21} ${waist + 14}h38a9 9 0 0 1 0 18h-38a9 9 0 0 1 0-18zM${r - 59} ${waist + 14}h38a9 9 0 0 1 0 18h-38a9 9 0 0 1 0-18z" fill="${LAMP}" stroke="${DARK}" stroke-width="3"/>` +
      `<g class="grille"><rect x="${l + 84}" y="${waist + 12}" width="${2 * half - 168}" height="34" rx="8" fill="#22262b"/>` +
      `<path d="M${l + 92} ${waist + 24}h${2 * half - 184}M${l + 92} ${waist + 34}h${2 * half - 184}" stroke="#5b6168" stroke-width="3"/></g>`
    : `<path class="tail-light" d="M${l + 8} ${waist + 12}h46v22h-46zM${r - 54} ${waist + 12}h46v22h-46z" fill="${TAIL}"/>` +
      plate(266, waist + 36);
  // Head-on only the far tyre: the near wheel is the side view's, beside the face.
  const tyres = endTyres(front ? [r - 58] : [l + 14, r - 58], bottom - 8, 44);
  const bumper = `<rect x="${l - 4}" y="${bottom - 22}" width="${2 * half + 8}" height="18" rx="8" fill="${BUMPER}"/>`;
  return `<g class="${front ? 'car-face' : 'car-tail'}">${shadow(half + 30) + tyres + body + glass + lights + bumper}</g>`;
}

/** Checker plate, the `url(#c)` fill of a caravan's stone guard. */
const CHECKER =
  '<defs><pattern id="c" width="10" height="10" patternUnits="userSpaceOnUse"><path d="M0 0h10v10H0z" fill="#c9ced4"/><path d="M1 4l4-2M6 9l4-2" stroke="#8a9099" stroke-width="1.5"/></pattern></defs>';

/** A caravan's front and rear wall: a box with rounded top corners and an air conditioner on the roof. */
function caravanWall(paint: string, tyres: readonly number[]): string {
  return (
    shadow(200) +
    endTyres(tyres, 268, 36) +
    // Corner steadies, wound down on site.
    `<path d="M140 284v28h10v-28zM450 284v28h10v-28z" fill="${DARK}"/>` +
    `<rect x="252" y="92" width="96" height="16" rx="6" fill="${PANEL}" stroke="${EDGE}" stroke-width="2"/>` +
    `<path d="M130 284V130q0-24 24-24h292q24 0 24 24v154z" fill="${paint}" ${OUTLINE}/>`
  );
}

/**
 * A caravan head-on: its front wall with a wide window and a checker-plate stone guard, and on
 * the A-frame drawbar in front of it the coupling, two gas bottles and the jockey wheel. No car
 * face: a caravan has no headlights, grille or windscreen.
 */
function caravanFront(paint: string): string {
  return (
    `<g class="caravan-front">${caravanWall(paint, [414])}` +
    `<rect class="front-window" x="176" y="130" width="248" height="62" rx="10" fill="${GLASS}" opacity=".85"/>` +
    `<path d="M146 122h6M448 122h6" stroke="${LAMP}" stroke-width="6" stroke-linecap="round"/>` +
    CHECKER +
    `<path class="stone-guard" d="M131 230h338v54H131z" fill="url(#c)" stroke="${EDGE}" stroke-width="2"/>` +
    `<g class="drawbar" fill="${DARK}"><path d="M204 282l96 16 96-16v9l-96 17-96-17z"/>` +
    `<path class="gas-bottle" d="M252 290v-42q0-10 15-10t15 10v42zM318 290v-42q0-10 15-10t15 10v42z" fill="${PLATE}" stroke="${EDGE}" stroke-width="2"/>` +
    `<path d="M260 234h14v6h-14zM326 234h14v6h-14z"/><rect x="286" y="292" width="28" height="16" rx="5" fill="${BUMPER}"/>` +
    `<g class="jockey-wheel"><path d="M296 270h8v44h-8zM288 266h24v6h-24z"/><rect x="293" y="312" width="14" height="20" rx="5" fill="${TYRE}"/></g></g></g>`
  );
}

/** A caravan tail-on: rear window, entry door, tail-light clusters, plate and bumper. */
function caravanRear(paint: string): string {
  return (
    `<g class="caravan-rear">${caravanWall(paint, [150, 414])}` +
    `<rect x="160" y="134" width="120" height="56" rx="8" fill="${GLASS}" opacity=".85"/>` +
    '<path d="M130 208h192v10H130zM418 208h52v10h-52z" fill="#000" opacity=".15"/>' +
    `<g class="door"><rect x="322" y="124" width="96" height="156" rx="8" fill="#fff" fill-opacity=".35" stroke="#000" stroke-opacity=".3" stroke-width="2"/>` +
    `<rect x="338" y="140" width="64" height="42" rx="6" fill="${GLASS}" opacity=".85"/><rect x="330" y="206" width="6" height="18" rx="2" fill="${DARK}"/></g>` +
    `<g class="tail-light"><path d="M138 226h18v46h-18zM444 226h18v46h-18z" fill="${TAIL}"/><path d="M138 258h18v14h-18zM444 258h18v14h-18z" fill="${AMBER}"/></g>` +
    plate(186, 240) +
    `<rect x="126" y="280" width="348" height="10" rx="3" fill="${BUMPER}"/></g>`
  );
}

/**
 * What stands behind a truck's cab: a prime mover's exhaust stacks (head-on only the far one: the
 * near one is the side view's), else the body, taller than the cab.
 */
function truckBehind(prime: boolean, front: boolean): string {
  return prime
    ? `<path d="${front ? '' : 'M140 274V70q0-6 5-6t5 6v204z'}M450 274V70q0-6 5-6t5 6v204z" fill="${CHROME}" stroke="${EDGE}" stroke-width="2"/>`
    : `<rect class="body-box" x="${front ? 150 : 124}" y="96" width="${front ? 326 : 352}" height="188" fill="${PANEL}" stroke="${EDGE}" stroke-width="2"/>`;
}

/**
 * A truck head-on: a flat cab-over front with a tall windscreen, wipers, cab marker lights, a
 * grille between square headlights, a deep bumper and mirrors on arms; the body behind the cab,
 * or a prime mover's sleeper, sun visor and exhaust stacks.
 */
function truckFront(prime: boolean, paint: string): string {
  // A prime mover's sleeper cab is taller, under a sun visor.
  const top = prime ? 104 : 116;
  const markers = prime ? 129 : 123;
  return (
    `<g class="truck-cab">${shadow(200)}${truckBehind(prime, true)}${endTyres([390], 270, 44)}` +
    `<path d="M160 292V${top + 24}q0-24 24-24h232q24 0 24 24v${268 - top}z" fill="${paint}" ${OUTLINE}/>` +
    `<rect class="windscreen" x="176" y="134" width="248" height="84" rx="8" fill="${GLASS}" opacity=".85"/>` +
    (prime ? `<rect x="168" y="122" width="264" height="14" rx="4" fill="${BUMPER}"/>` : '') +
    `<path d="M250 ${markers}h8M296 ${markers}h8M342 ${markers}h8" stroke="${AMBER}" stroke-width="4"/>` +
    `<path d="M206 214l54-16M336 214l54-16" stroke="${TYRE}" stroke-width="3"/>` +
    `<g class="grille"><rect x="222" y="228" width="156" height="38" rx="4" fill="#22262b"/><path d="M230 238h140M230 247h140M230 256h140" stroke="#5b6168" stroke-width="3"/></g>` +
    `<path class="headlight" d="M170 234h44v24h-44zM386 234h44v24h-44z" fill="${LAMP}" stroke="${DARK}" stroke-width="3"/>` +
    `<rect x="152" y="270" width="296" height="24" rx="6" fill="${BUMPER}"/>` +
    `<g class="mirror" fill="${TYRE}"><path d="M160 148h-24v6h24zM440 148h24v6h-24z"/><rect x="116" y="136" width="20" height="62" rx="5"/><rect x="464" y="136" width="20" height="62" rx="5"/></g></g>`
  );
}

/**
 * A truck tail-on: the body's rear doors with their lock bars, or a prime mover's cab back, chassis
 * rails and fifth wheel; dual wheels, the light bar and plate.
 */
function truckRear(prime: boolean, paint: string): string {
  const back = prime
    ? `<path d="M160 256V128q0-24 24-24h232q24 0 24 24v128z" fill="${paint}" ${OUTLINE}/>` +
      `<path d="M236 256h16v36h-16zM348 256h16v36h-16z" fill="${BUMPER}"/>` +
      `<path class="fifth-wheel" d="M200 252h84l16 14 16-14h84v14H200z" fill="${DARK}"/>` +
      `<path d="M138 258h80v8h-80zM382 258h80v8h-80z" fill="${TYRE}"/>`
    : `<path class="rear-doors" d="M300 86v196M212 88v192M256 88v192M344 88v192M388 88v192" stroke="${EDGE}" stroke-width="3"/>`;
  return (
    `<g class="truck-rear">${shadow(200)}${truckBehind(prime, false)}${endTyres([142, 176, 394, 428], 268, 30)}${back}` +
    `<rect x="138" y="286" width="324" height="12" rx="3" fill="${BUMPER}"/>` +
    `<path class="tail-light" d="M146 288h40v8h-40zM414 288h40v8h-40z" fill="${TAIL}"/>${plate(266, 280)}</g>`
  );
}

/** A motorcycle tail-on: tyre, hugger, tail, seat, plate, tail light, indicators, bars and mirrors. */
function motorcycleRear(paint: string): string {
  return (
    `<g class="motorcycle-rear">${shadow(80)}` +
    `<path d="M214 160q86-14 172 0M222 158l-10-26M378 158l10-26" fill="none" stroke="${DARK}" stroke-width="6" stroke-linecap="round"/>` +
    `<ellipse cx="210" cy="126" rx="13" ry="8" fill="${TYRE}"/><ellipse cx="390" cy="126" rx="13" ry="8" fill="${TYRE}"/>` +
    `<path d="M264 180q36-34 72 0z" fill="${paint}"/>` +
    `<rect x="284" y="230" width="32" height="102" rx="14" fill="${TYRE}"/>` +
    `<rect x="332" y="226" width="24" height="46" rx="10" fill="${CHROME}" stroke="${EDGE}" stroke-width="2"/>` +
    `<path d="M236 264h28M336 264h28" stroke="${DARK}" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="270" y="170" width="60" height="16" rx="7" fill="${TYRE}"/>` +
    `<path d="M258 214l14-30h56l14 30z" fill="${paint}" ${OUTLINE}/>` +
    `<rect class="tail-light" x="284" y="204" width="32" height="8" rx="3" fill="${TAIL}"/>` +
    `<path d="M274 222h52l-4 8h-44z" fill="${DARK}"/>${plate(266, 230)}` +
    `<circle cx="252" cy="222" r="5" fill="${AMBER}"/><circle cx="348" cy="222" r="5" fill="${AMBER}"/></g>`
  );
}

/** The view from behind: each vehicle type's own. */
function rearView(kind: string, shape: Silhouette, paint: string): string {
  if (kind === 'motorcycle') return motorcycleRear(paint);
  if (kind === 'caravan') return caravanRear(paint);
  if (kind === 'truck' || kind === 'primeMover') return truckRear(kind === 'primeMover', paint);
  return carEnd(kind, shape, paint, false);
}

/**
 * Per silhouette, the side view's rear end and the x where the front view joins it: a car's at
 * the foot of its windscreen, so its roof runs on into the face and the face hides the bonnet; a
 * truck's and a caravan's at their flat front wall.
 */
const JOIN: Record<string, readonly [rear: number, corner: number]> = {
  sedan: [70, 426],
  hatch: [90, 418],
  wagon: [70, 424],
  suv: [80, 420],
  ute: [60, 424],
  van: [70, 484],
  peopleMover: [70, 434],
  coupe: [70, 428],
  convertible: [70, 412],
  truck: [40, 512],
  primeMover: [70, 512],
  caravan: [60, 474],
};

/**
 * The front three-quarter: the side view turned away with the vehicle's own front beside it —
 * a car's face, a truck's cab-over front, a caravan's front wall and drawbar — meeting at the
 * nearest corner, the ground lines rising away from it both ways. A motorcycle is turned towards
 * the camera as a whole, its headlight leading.
 */
function frontThreeQuarter(kind: string, shape: Silhouette, paint: string): string {
  if (kind === 'motorcycle') return motorcycleThreeQuarter(shape, paint);
  // Side and front scale, the height scale, the side's and the front's ground slope, and where
  // the near corner stands on the ground.
  const [sx, fx, sy, ks, kf, ground] = [0.76, 0.52, 0.98, 0.05, -0.05, 350];
  const [rear, corner] = JOIN[kind] ?? [70, 426];
  // The front view's near edge and width: a car's body, a truck's cab, a caravan's wall.
  const half = FACES[kind]?.half;
  const near = half ? 300 - half : kind === 'caravan' ? 130 : 160;
  const left = (600 - ((corner - rear) * sx + 2 * (300 - near) * fx)) / 2;
  const c = left + (corner - rear) * sx;
  const r1 = (n: number) => Math.round(n * 100) / 100;
  const sideMatrix = `${sx} ${ks} 0 ${sy} ${r1(c - sx * corner)} ${r1(ground - ks * corner - sy * 330)}`;
  const faceMatrix = `${fx} ${kf} 0 ${sy} ${r1(c - fx * near)} ${r1(ground - kf * near - sy * 330)}`;
  const front =
    kind === 'caravan'
      ? caravanFront(paint)
      : kind === 'truck' || kind === 'primeMover'
        ? truckFront(kind === 'primeMover', paint)
        : carEnd(kind, shape, paint, true);
  // A caravan's drawbar is drawn head-on in its front view, not again from the side.
  return (
    sideBody(shape, paint, sideMatrix, { details: kind !== 'caravan', clipAt: corner }) +
    `<g transform="matrix(${faceMatrix})">${front}</g>`
  );
}

/**
 * A motorcycle turned towards the camera: the side view foreshortened, and at the head of its fork
 * the round headlight facing the camera, the bars reaching out both ways with a mirror at each end.
 */
function motorcycleThreeQuarter(shape: Silhouette, paint: string): string {
  // The side view's bar (388, 131) and headlight (419, 172) under the turn.
  const turn = (x: number, y: number) => [
    Math.round(0.7 * x + 64),
    Math.round(0.06 * x + 0.94 * y + 8),
  ];
  const [bx, by] = turn(388, 131) as [number, number];
  const [hx, hy] = turn(419, 172) as [number, number];
  return (
    sideBody(shape, paint, '.7 .06 0 .94 64 8') +
    `<g class="motorcycle-front"><path d="M${bx - 50} ${by - 6}l104 14M${bx - 46} ${by - 6}l-6-22M${bx + 50} ${by + 8}l8-22" fill="none" stroke="${DARK}" stroke-width="6" stroke-linecap="round"/>` +
    `<ellipse cx="${bx - 53}" cy="${by - 32}" rx="13" ry="7" fill="${TYRE}"/><ellipse cx="${bx + 60}" cy="${by - 18}" rx="13" ry="7" fill="${TYRE}"/>` +
    `<circle class="headlight" cx="${hx + 4}" cy="${hy}" r="14" fill="${LAMP}" stroke="${DARK}" stroke-width="4"/></g>`
  );
}

/** The front seats seen from the back (a truck's driver's seat and two-seat bench), the road ahead. */
function cabinSvg(kind: string, paint: string, trim: string): string {
  if (kind === 'motorcycle') return riderView(paint, trim);
  if (kind === 'caravan') return caravanBedroom(trim);
  const truck = kind === 'truck' || kind === 'primeMover';
  const seats = truck
    ? 'M70 400V170q0-40 40-40h80q40 0 40 40v230zM320 400V176q0-40 40-40h170q40 0 40 40v224z'
    : 'M80 400V170q0-40 40-40h80q40 0 40 40v230zM360 400V170q0-40 40-40h80q40 0 40 40v230z';
  const headrests = truck
    ? `<rect x="110" y="96" width="80" height="40" rx="14" fill="${trim}"/><rect x="364" y="102" width="70" height="38" rx="14" fill="${trim}"/><rect x="466" y="102" width="70" height="38" rx="14" fill="${trim}"/>`
    : `<rect x="120" y="96" width="80" height="40" rx="14" fill="${trim}"/><rect x="400" y="96" width="80" height="40" rx="14" fill="${trim}"/>`;
  return (
    `<g class="${truck ? 'truck-cabin' : 'car-cabin'}">` +
    '<rect width="600" height="400" fill="#a9d8ff"/><path d="M0 150h600v60H0z" fill="#7f9a7f"/>' +
    '<path d="M0 0h600v120Q300 70 0 120z" fill="#2b2f36"/><path d="M0 200q300-40 600 0v200H0z" fill="#30343a"/>' +
    `<path class="seat" d="${seats}" fill="${trim}" stroke="#000" stroke-opacity=".3" stroke-width="3"/>` +
    headrests +
    (truck
      ? '<path d="M450 150v250" stroke="#000" stroke-opacity=".3" stroke-width="3"/>'
      : '<rect x="265" y="250" width="70" height="150" rx="10" fill="#1f2328"/>') +
    `<path d="M0 400V260q20-10 40 0v140zM600 400V260q-20-10-40 0v140z" fill="${paint}"/></g>`
  );
}

/** A caravan's bedroom: the island bed under the window, overhead lockers, wardrobes each side. */
function caravanBedroom(trim: string): string {
  return (
    '<g class="caravan-bedroom"><rect width="600" height="400" fill="#efe9df"/><path d="M0 340h600v60H0z" fill="#c8a97e"/>' +
    `<path d="M0 30h110v310H0zM490 30h110v310H490zM110 30h380v56H110zM112 214h40v126h-40zM448 214h40v126h-40z" fill="${TIMBER}"/>` +
    `<path d="M55 40v290M545 40v290M237 30v56M363 30v56" stroke="${TIMBER_LINE}" stroke-width="3"/>` +
    '<path d="M44 170v30M66 170v30M534 170v30M556 170v30M160 72h30M285 72h30M410 72h30" stroke="#8a6a44" stroke-width="4" stroke-linecap="round"/>' +
    '<rect x="220" y="98" width="160" height="48" rx="8" fill="#a9d8ff" stroke="#fff" stroke-width="6"/>' +
    `<rect x="150" y="152" width="300" height="70" rx="16" fill="${trim}"/><rect x="150" y="152" width="300" height="70" rx="16" fill="#000" opacity=".2"/>` +
    `<path d="M150 300h300l20 40H130z" fill="${TIMBER}"/>` +
    `<path class="bed" d="M160 206h280l30 96H130z" fill="${trim}"/><path d="M148 258h304l8 26H140z" fill="#fff" opacity=".3"/>` +
    '<rect x="178" y="190" width="110" height="34" rx="14" fill="#f7f5f0"/><rect x="312" y="190" width="110" height="34" rx="14" fill="#f7f5f0"/></g>'
  );
}

/** A caravan's kitchen: lockers, a window over the sink, a three-burner hob, the oven, the fridge. */
function caravanKitchen(trim: string): string {
  return (
    '<g class="caravan-kitchen"><rect width="600" height="400" fill="#efe9df"/><rect y="388" width="600" height="12" fill="#c8a97e"/>' +
    `<path d="M30 30h420v80H30z" fill="${TIMBER}"/><path d="M135 30v80M240 30v80M345 30v80" stroke="${TIMBER_LINE}" stroke-width="3"/>` +
    '<path d="M30 110h420v98H30z" fill="#e4e0d8"/><path d="M30 142h420M30 174h420" stroke="#d0cac0" stroke-width="2"/>' +
    '<rect x="60" y="120" width="150" height="66" rx="8" fill="#a9d8ff" stroke="#fff" stroke-width="6"/>' +
    `<rect class="fridge" x="470" y="30" width="110" height="358" rx="6" fill="${PANEL}" stroke="${EDGE}" stroke-width="3"/><path d="M470 170h110M562 70v60M562 200v80" stroke="${EDGE}" stroke-width="4"/>` +
    '<path d="M30 206h420l10 24H20z" fill="#cfc8bc"/><rect x="20" y="230" width="440" height="10" fill="#b8b0a2"/>' +
    '<path class="sink" d="M80 212h110l4 12H76z" fill="#9aa0a6"/><path d="M182 212v-34h-22" fill="none" stroke="#9aa0a6" stroke-width="7" stroke-linecap="round"/>' +
    '<g class="hob"><path d="M250 210h170l6 18H244z" fill="#2b2f36"/><path d="M266 219a20 5 0 1 0 40 0a20 5 0 1 0-40 0M315 219a20 5 0 1 0 40 0a20 5 0 1 0-40 0M364 219a20 5 0 1 0 40 0a20 5 0 1 0-40 0" fill="none" stroke="#6b7280" stroke-width="3"/></g>' +
    `<rect x="30" y="240" width="420" height="148" fill="${trim}"/><path d="M135 240v148M240 240v148" stroke="#000" stroke-opacity=".25" stroke-width="3"/>` +
    '<path d="M120 256v24M150 256v24M225 256v24" stroke="#d8d2c8" stroke-width="5" stroke-linecap="round"/>' +
    '<rect x="270" y="252" width="140" height="104" rx="6" fill="#1f2328"/><rect x="282" y="272" width="116" height="70" rx="4" fill="#3a3d42"/><path d="M290 262h100" stroke="#9aa0a6" stroke-width="5" stroke-linecap="round"/></g>'
  );
}

/** A motorcycle from the saddle: seat, tank and filler cap, bars, mirrors, instruments, the road. */
function riderView(paint: string, trim: string): string {
  return (
    '<g class="motorcycle-seat"><rect width="600" height="400" fill="#a9d8ff"/><path d="M0 150h600v250H0z" fill="#7f9a7f"/>' +
    '<path d="M270 150h60l270 250H0z" fill="#5f656d"/><path d="M300 156v14M300 186v22M300 232v34" stroke="#f1f1ee" stroke-width="4"/>' +
    `<path d="M170 400q-10-170 130-210 140 40 130 210z" fill="${paint}" ${OUTLINE}/>` +
    `<ellipse cx="300" cy="252" rx="26" ry="16" fill="#9aa0a6" stroke="${DARK}" stroke-width="3"/>` +
    `<path d="M216 400q6-52 84-58 78 6 84 58z" fill="${trim}"/>` +
    `<path class="handlebar" d="M70 204q230-60 460 0" fill="none" stroke="#2b2f36" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M56 208l60-10M484 198l60 10" stroke="${TYRE}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M126 190l-36-86M474 190l36-86" stroke="${DARK}" stroke-width="6"/>` +
    `<ellipse cx="86" cy="96" rx="32" ry="18" fill="${TYRE}"/><ellipse cx="514" cy="96" rx="32" ry="18" fill="${TYRE}"/>` +
    '<g class="instrument-cluster"><rect x="240" y="116" width="120" height="60" rx="12" fill="#111827"/><rect x="250" y="126" width="100" height="40" rx="6" fill="#3b82f6" opacity=".8"/></g></g>'
  );
}

/** A motorcycle's cockpit: the instrument screen over the top clamp, bars, grips, levers and switches. */
function motorcycleCockpit(paint: string, trim: string): string {
  return (
    '<g class="motorcycle-cockpit"><rect width="600" height="400" fill="#cfd8e3"/><path d="M0 230h600v170H0z" fill="#7f9a7f"/>' +
    `<path d="M80 400q20-110 220-120 200 10 220 120z" fill="${paint}" ${OUTLINE}/>` +
    '<path d="M190 250h220l-20 40H210z" fill="#2b2f36"/><circle cx="216" cy="262" r="14" fill="#9aa0a6"/><circle cx="384" cy="262" r="14" fill="#9aa0a6"/>' +
    '<path class="handlebar" d="M0 262q300-60 600 0" fill="none" stroke="#2b2f36" stroke-width="20" stroke-linecap="round"/>' +
    `<path d="M0 262l70-10M600 262l-70-10" stroke="${trim}" stroke-width="34"/>` +
    '<path d="M90 274l90 12M510 274l-90 12" stroke="#9aa0a6" stroke-width="6" stroke-linecap="round"/>' +
    '<rect x="104" y="222" width="44" height="32" rx="6" fill="#1f2328"/><rect x="452" y="222" width="44" height="32" rx="6" fill="#1f2328"/><rect x="412" y="196" width="30" height="24" rx="4" fill="#3a3d42"/>' +
    '<g class="instrument-cluster"><rect x="200" y="60" width="200" height="140" rx="20" fill="#111827"/><rect x="214" y="74" width="172" height="112" rx="10" fill="#1e3a5f"/>' +
    '<path d="M240 160a60 60 0 0 1 120 0" fill="none" stroke="#3b82f6" stroke-width="10"/><path d="M340 118a60 60 0 0 1 20 42" fill="none" stroke="#ef4444" stroke-width="10"/>' +
    '<rect x="280" y="138" width="40" height="24" rx="3" fill="#93c5fd"/></g></g>'
  );
}

/** The dashboard: wheel, instruments and screen, trimmed in the interior colour. */
function dashboardSvg(kind: string, trim: string, paint = '#8a8f96'): string {
  if (kind === 'caravan') return caravanKitchen(trim);
  if (kind === 'motorcycle') return motorcycleCockpit(paint, trim);
  // A truck's wheel is larger and flatter, with air-pressure gauges beside the screen.
  const truck = kind === 'truck' || kind === 'primeMover';
  const r = truck ? 96 : 78;
  return (
    `<g class="${truck ? 'truck-dashboard' : 'car-dashboard'}"><rect width="600" height="400" fill="#cfd8e3"/>` +
    `<path d="M0 160q300-70 600 0v240H0z" fill="${trim}"/>` +
    '<path d="M0 170q300-60 600 0v30q-300-50-600 0z" fill="#000" opacity=".25"/>' +
    '<rect x="250" y="130" width="120" height="72" rx="8" fill="#111827"/>' +
    '<rect x="258" y="138" width="104" height="56" rx="4" fill="#3b82f6" opacity=".8"/>' +
    (truck
      ? '<circle cx="404" cy="166" r="18" fill="#111827" stroke="#6b7280" stroke-width="4"/><circle cx="450" cy="166" r="18" fill="#111827" stroke="#6b7280" stroke-width="4"/>'
      : '') +
    `<g class="steering-wheel"><circle cx="150" cy="${172 + r}" r="${r}" fill="none" stroke="#1f2937" stroke-width="18"/>` +
    `<circle cx="150" cy="${172 + r}" r="20" fill="#1f2937"/>` +
    `<path d="M150 ${172 + r}h-${r - 8}M150 ${172 + r}h${r - 8}M150 ${172 + r}v${r - 8}" stroke="#1f2937" stroke-width="14"/></g>` +
    '<rect x="420" y="240" width="150" height="60" rx="10" fill="#000" opacity=".2"/></g>'
  );
}

/** Spokes per wheel: a bike's wire wheel many thin spokes, a caravan's or 4x4's alloy six. */
const SPOKES: Record<string, number> = { motorcycle: 24, caravan: 6, suv: 6, ute: 6 };

function spokes(count: number, length: number): string {
  return Array.from({ length: count }, (_, i) => {
    const a = (2 * Math.PI * i) / count;
    return `M300 230L${Math.round(300 + length * Math.sin(a))} ${Math.round(230 - length * Math.cos(a))}`;
  }).join('');
}

/** A ring of `count` small circles (wheel nuts, hand holes) at `radius` from the hub. */
function ring(count: number, radius: number, r: number, fill: string): string {
  return Array.from({ length: count }, (_, i) => {
    const a = (2 * Math.PI * i) / count;
    return `<circle cx="${Math.round(300 + radius * Math.sin(a))}" cy="${Math.round(230 - radius * Math.cos(a))}" r="${r}" fill="${fill}"/>`;
  }).join('');
}

/**
 * A wheel close-up: a car's under its arch in the car's colour (a caravan's with the stone guard
 * beside it); a truck's steel disc with ten nuts and hand holes; a motorcycle's wire wheel with
 * its brake disc and fork leg under the mudguard.
 */
function wheelSvg(kind: string, paint: string): string {
  const tyre = `<circle cx="300" cy="230" r="160" fill="${TYRE}"/>`;
  if (kind === 'motorcycle') {
    return (
      `${tyre}<circle cx="300" cy="230" r="128" fill="${CHROME}"/><circle cx="300" cy="230" r="116" fill="#e4e7eb"/>` +
      `<path d="${spokes(24, 112)}" stroke="#6b7280" stroke-width="3"/>` +
      '<circle cx="300" cy="230" r="70" fill="none" stroke="#dfe3e8" stroke-width="24"/>' +
      `<path d="M118 164a194 194 0 0 1 364 0l-20 7a172 172 0 0 0-324 0z" fill="${paint}" ${OUTLINE}/>` +
      '<rect x="336" y="164" width="28" height="34" rx="6" fill="#c9a24a" transform="rotate(45 350 181)"/>' +
      `<path d="M232 0h38l44 230h-30z" fill="${DARK}"/><circle cx="300" cy="230" r="22" fill="${DARK}"/>`
    );
  }
  const arch =
    `<path d="M0 0h600v250H520a220 220 0 0 0-440 0H0z" fill="${paint}" ${OUTLINE}/>` +
    '<path d="M80 250a220 220 0 0 1 440 0z" fill="#2b2f36"/>' +
    `<path d="M80 250a220 220 0 0 1 440 0" fill="none" stroke="${TYRE}" stroke-width="16"/>` +
    (kind === 'caravan'
      ? `${CHECKER}<path class="stone-guard" d="M0 198h84v52H0zM516 198h84v52h-84z" fill="url(#c)" stroke="${EDGE}" stroke-width="2"/>`
      : '');
  if (kind === 'truck' || kind === 'primeMover') {
    return (
      `${arch + tyre}<circle cx="300" cy="230" r="116" fill="#dfe3e8"/><circle cx="300" cy="230" r="92" fill="${CHROME}"/>` +
      ring(6, 72, 13, DARK) +
      `<circle cx="300" cy="230" r="44" fill="${EDGE}"/>${ring(10, 44, 6, PLATE)}<circle cx="300" cy="230" r="24" fill="${DARK}"/>`
    );
  }
  return (
    `${arch + tyre}<circle cx="300" cy="230" r="108" fill="#c9ced4"/>` +
    '<circle cx="300" cy="230" r="74" fill="#8a9099"/>' +
    `<path d="${spokes(SPOKES[kind] ?? 5, 96)}" stroke="#dfe3e8" stroke-width="18" stroke-linecap="round"/>` +
    `<circle cx="300" cy="230" r="22" fill="${DARK}"/>`
  );
}

/**
 * The vehicle's side view as an SVG group under `matrix` (600 x 400 units, ground at y = 330),
 * for scenes drawn around it (the demo campaign art).
 */
export function vehicleSideGroup(input: CarImageInput, matrix: string): string {
  const shape = SHAPES[silhouetteFor(input)] ?? (SHAPES.sedan as Silhouette);
  return sideBody(shape, colourHex(input.colour), matrix);
}

function vehicleName(input: CarImageInput): string {
  const name = [input.make, input.model].filter(Boolean).join(' ') || 'Vehicle';
  return `${name}${input.colour ? ` in ${input.colour}` : ''}`;
}

/**
 * A small SVG photo of a vehicle (under 4 KB) as a stock gallery shows it: photo `index` (1-based,
 * `/media/cars/{slug}/{index}.svg`) is the angle `photoAngle(index)` — front three-quarter,
 * side, rear, interior, dashboard or wheel — of a drawing shaped by item type and body, painted
 * the car's colour, on the studio or yard backdrop. It has `role="img"` and a `<title>`.
 */
export function carImageSvg(
  input: CarImageInput & { interior_colour?: string | null },
  index: number,
): string {
  const kind = silhouetteFor(input);
  const shape = SHAPES[kind] ?? (SHAPES.sedan as Silhouette);
  const paint = colourHex(input.colour);
  const trim = colourHex(input.interior_colour ?? 'Black');
  const angle = photoAngle(index);
  const head = svgOpen(`${vehicleName(input)}, photo ${index}`);
  const backdrop = backdropSvg(photoBackdrop(input, index));
  switch (angle) {
    case 'front':
      return `${head + backdrop + frontThreeQuarter(kind, shape, paint)}</svg>`;
    case 'side':
      return `${head + backdrop + sideBody(shape, paint, '1 0 0 1 0 0')}</svg>`;
    case 'rear':
      return `${head + backdrop + rearView(kind, shape, paint)}</svg>`;
    case 'interior':
      return `${head + cabinSvg(kind, paint, trim)}</svg>`;
    case 'dashboard':
      return `${head + dashboardSvg(kind, trim, paint)}</svg>`;
    default:
      return `${head + backdrop + wheelSvg(kind, paint)}</svg>`;
  }
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
  const shape = SHAPES[silhouetteFor(input)] ?? (SHAPES.sedan as Silhouette);
  return (
    svgOpen(
      `${vehicleName(input)}, 360° view, frame ${modulo(frame, SPIN_FRAME_COUNT) + 1} of ${SPIN_FRAME_COUNT}`,
    ) +
    backdropSvg('studio') +
    sideBody(
      shape,
      colourHex(input.colour),
      `${scale} 0 0 1 ${Math.round((300 - 300 * scale) * 10) / 10} 0`,
    ) +
    '</svg>'
  );
}

/** A demo interior picture: dashboard, wheel and screen, trimmed in the interior colour. */
export function interiorSvg(input: CarImageInput & { interior_colour?: string | null }): string {
  return `${svgOpen(`${vehicleName(input)}, interior`) + dashboardSvg(silhouetteFor(input), colourHex(input.interior_colour ?? 'Black'))}</svg>`;
}
