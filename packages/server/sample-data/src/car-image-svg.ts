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

// Spin backgrounds: [sky top, sky bottom, ground].
const STUDIO = ['#f4f5f7', '#d9dde3', '#c3c8cf'] as const;

/**
 * The angles of a demo gallery, in the order a dealer's photographer shoots them: the lead photo
 * is the front three-quarter (cards and share previews use photo 1), then side, rear, interior,
 * dashboard and a wheel close-up. Photos 7 to 12 repeat them on the other backdrop.
 */
export const PHOTO_ANGLES = ['front', 'side', 'rear', 'interior', 'dashboard', 'wheel'] as const;
export type PhotoAngle = (typeof PHOTO_ANGLES)[number];

/** The angle of gallery photo `index` (1-based). */
export function photoAngle(index: number): PhotoAngle {
  return PHOTO_ANGLES[modulo(index - 1, PHOTO_ANGLES.length)] ?? 'front';
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

/** The side view's body, glass, trim and wheels under an SVG matrix. */
function sideBody(shape: Silhouette, paint: string, matrix: string): string {
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
    '</g>'
  );
}

/** Per silhouette, the face seen in the front and rear views: half width, roof and waist. */
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
  truck: { half: 170, roof: 110, waist: 210 },
  motorcycle: { half: 40, roof: 160, waist: 220 },
  caravan: { half: 170, roof: 108, waist: 200 },
};

/** A head-on or tail-on view: `front` has headlights and a grille, the rear tail-lights and a plate. */
function endView(kind: string, shape: Silhouette, paint: string, front: boolean): string {
  const face = FACES[kind] ?? (FACES.sedan as { half: number; roof: number; waist: number });
  const { half, roof, waist } = face;
  const bottom = shape.axle + 6;
  const l = 300 - half;
  const r = 300 + half;
  const tyres =
    `<rect x="${l + 14}" y="${bottom - 8}" width="44" height="${330 - bottom + 8}" rx="8" fill="#1d1d1f"/>` +
    `<rect x="${r - 58}" y="${bottom - 8}" width="44" height="${330 - bottom + 8}" rx="8" fill="#1d1d1f"/>`;
  const shadow = `<ellipse cx="300" cy="332" rx="${half + 30}" ry="10" fill="#000" opacity=".22"/>`;
  if (kind === 'motorcycle') {
    return (
      shadow +
      `<rect x="284" y="${bottom - 70}" width="32" height="${330 - bottom + 70}" rx="14" fill="#1d1d1f"/>` +
      `<path d="M270 ${waist}h60l-8 60h-44z" fill="${paint}" stroke="#000" stroke-opacity=".35"/>` +
      `<path d="M210 ${roof + 20}h180" stroke="#3a3d42" stroke-width="8" stroke-linecap="round"/>` +
      (front
        ? `<circle cx="300" cy="${roof + 40}" r="20" fill="#fff8d6" stroke="#3a3d42" stroke-width="4"/>`
        : `<rect x="286" y="${waist - 14}" width="28" height="10" rx="3" fill="#d0202a"/>`)
    );
  }
  const cabin = kind === 'truck' || kind === 'caravan' || kind === 'van' ? 0 : 26;
  const body =
    `<path d="M${l} ${bottom}V${waist + 12}q0-12 12-12h${2 * half - 24}q12 0 12 12V${bottom}z" fill="${paint}" stroke="#000" stroke-opacity=".35" stroke-width="2"/>` +
    `<path d="M${l + cabin} ${waist}L${l + cabin + 20} ${roof + 8}q2-8 12-8h${2 * half - 2 * cabin - 64}q10 0 12 8L${r - cabin} ${waist}z" fill="${paint}" stroke="#000" stroke-opacity=".35" stroke-width="2"/>`;
  const rearBox = kind === 'truck' && !front;
  const glass =
    kind === 'caravan' || rearBox
      ? `<rect x="${l + 40}" y="${roof + 30}" width="${2 * half - 80}" height="40" rx="6" fill="#26323d" opacity=".85"/>`
      : `<path d="M${l + cabin + 14} ${waist - 6}L${l + cabin + 30} ${roof + 16}h${2 * half - 2 * cabin - 60}L${r - cabin - 14} ${waist - 6}z" fill="#26323d" opacity=".85"/>`;
  const lights = front
    ? `<rect x="${l + 12}" y="${waist + 14}" width="56" height="18" rx="9" fill="#fff8d6" stroke="#3a3d42" stroke-width="3"/>` +
      `<rect x="${r - 68}" y="${waist + 14}" width="56" height="18" rx="9" fill="#fff8d6" stroke="#3a3d42" stroke-width="3"/>` +
      `<rect x="${l + 84}" y="${waist + 12}" width="${2 * half - 168}" height="34" rx="8" fill="#22262b"/>` +
      `<path d="M${l + 92} ${waist + 24}h${2 * half - 184}M${l + 92} ${waist + 34}h${2 * half - 184}" stroke="#5b6168" stroke-width="3"/>`
    : `<rect x="${l + 8}" y="${waist + 12}" width="46" height="22" rx="5" fill="#d0202a"/>` +
      `<rect x="${r - 54}" y="${waist + 12}" width="46" height="22" rx="5" fill="#d0202a"/>` +
      `<rect x="266" y="${waist + 36}" width="68" height="22" rx="3" fill="#f1f1ee" stroke="#3a3d42" stroke-width="2"/>`;
  const bumper = `<rect x="${l - 4}" y="${bottom - 22}" width="${2 * half + 8}" height="18" rx="8" fill="#2d3136"/>`;
  return shadow + tyres + body + glass + lights + bumper;
}

/** The front three-quarter: the side view turned away, the front face beside it. */
function frontThreeQuarter(kind: string, shape: Silhouette, paint: string): string {
  return (
    sideBody(shape, paint, '.62 -.04 0 .92 -8 48') +
    `<g transform="matrix(.62 .06 0 .92 ${kind === 'motorcycle' ? 160 : 214} 14)">${endView(kind, shape, paint, true)}</g>`
  );
}

/** The front seats seen from the back seat, in the interior colour, the road through the glass. */
function cabinSvg(kind: string, paint: string, trim: string): string {
  if (kind === 'motorcycle') {
    // The tank and seat from the rider's place.
    return (
      '<rect width="600" height="400" fill="#d9dde3"/>' +
      `<path d="M120 400q40-220 180-240t180 240z" fill="${paint}" stroke="#000" stroke-opacity=".35" stroke-width="3"/>` +
      '<ellipse cx="300" cy="210" rx="34" ry="18" fill="#9aa0a6"/>' +
      `<path d="M220 400q10-80 80-100 70 20 80 100z" fill="${trim}"/>`
    );
  }
  if (kind === 'caravan') {
    // The dinette: a table between two bench seats, a window behind.
    return (
      '<rect width="600" height="400" fill="#efe9df"/><rect x="170" y="60" width="260" height="110" rx="12" fill="#a9d8ff" stroke="#8a9099" stroke-width="6"/>' +
      `<rect x="40" y="200" width="150" height="200" rx="14" fill="${trim}"/><rect x="410" y="200" width="150" height="200" rx="14" fill="${trim}"/>` +
      '<rect x="200" y="240" width="200" height="20" rx="4" fill="#b08a5a"/><rect x="290" y="260" width="20" height="140" fill="#8a6a44"/>'
    );
  }
  return (
    '<rect width="600" height="400" fill="#a9d8ff"/><path d="M0 150h600v60H0z" fill="#7f9a7f"/>' +
    '<path d="M0 0h600v120Q300 70 0 120z" fill="#2b2f36"/><path d="M0 200q300-40 600 0v200H0z" fill="#30343a"/>' +
    `<path d="M80 400V170q0-40 40-40h80q40 0 40 40v230zM360 400V170q0-40 40-40h80q40 0 40 40v230z" fill="${trim}" stroke="#000" stroke-opacity=".3" stroke-width="3"/>` +
    `<rect x="120" y="96" width="80" height="40" rx="14" fill="${trim}"/><rect x="400" y="96" width="80" height="40" rx="14" fill="${trim}"/>` +
    `<path d="M0 400V260q20-10 40 0v140zM600 400V260q-20-10-40 0v140z" fill="${paint}"/>` +
    '<rect x="265" y="250" width="70" height="150" rx="10" fill="#1f2328"/>'
  );
}

/** The dashboard: wheel, instruments and screen, trimmed in the interior colour. */
function dashboardSvg(kind: string, trim: string): string {
  if (kind === 'caravan') {
    // A caravan has no dashboard: its kitchen, cupboards trimmed in the interior colour.
    return (
      '<rect width="600" height="400" fill="#efe9df"/>' +
      `<rect x="40" y="40" width="520" height="90" rx="6" fill="${trim}"/><rect x="40" y="230" width="520" height="170" fill="${trim}"/>` +
      '<rect x="30" y="210" width="540" height="24" rx="4" fill="#d8d2c8"/><rect x="90" y="214" width="120" height="14" rx="6" fill="#9aa0a6"/>' +
      '<circle cx="360" cy="221" r="22" fill="#2b2f36"/><circle cx="440" cy="221" r="22" fill="#2b2f36"/><path d="M140 214v-50h30" fill="none" stroke="#9aa0a6" stroke-width="8"/>'
    );
  }
  if (kind === 'motorcycle') {
    return (
      '<rect width="600" height="400" fill="#cfd8e3"/><path d="M40 260q260-90 520 0" fill="none" stroke="#2b2f36" stroke-width="22" stroke-linecap="round"/>' +
      '<circle cx="240" cy="180" r="56" fill="#111827" stroke="#6b7280" stroke-width="8"/><rect x="310" y="140" width="110" height="76" rx="10" fill="#111827"/>' +
      '<rect x="318" y="148" width="94" height="60" rx="6" fill="#3b82f6" opacity=".8"/><path d="M240 180l34-28" stroke="#ef4444" stroke-width="5"/>'
    );
  }
  return (
    '<rect width="600" height="400" fill="#cfd8e3"/>' +
    `<path d="M0 160q300-70 600 0v240H0z" fill="${trim}"/>` +
    '<path d="M0 170q300-60 600 0v30q-300-50-600 0z" fill="#000" opacity=".25"/>' +
    '<rect x="250" y="130" width="120" height="72" rx="8" fill="#111827"/>' +
    '<rect x="258" y="138" width="104" height="56" rx="4" fill="#3b82f6" opacity=".8"/>' +
    '<circle cx="150" cy="250" r="78" fill="none" stroke="#1f2937" stroke-width="18"/>' +
    '<circle cx="150" cy="250" r="20" fill="#1f2937"/>' +
    '<path d="M150 250l-70 0M150 250l70 0M150 250l0 70" stroke="#1f2937" stroke-width="14"/>' +
    '<rect x="420" y="240" width="150" height="60" rx="10" fill="#000" opacity=".2"/>'
  );
}

/** Spokes per wheel: a truck's steel wheel has ten holes, a bike's wire wheel many thin spokes. */
const SPOKES: Record<string, number> = { truck: 10, motorcycle: 24, caravan: 6, suv: 6, ute: 6 };

/** A wheel close-up under its arch, the arch in the car's colour. */
function wheelSvg(kind: string, paint: string): string {
  const spokes = SPOKES[kind] ?? 5;
  const thin = kind === 'motorcycle';
  const spokePaths = Array.from({ length: spokes }, (_, i) => {
    const a = (2 * Math.PI * i) / spokes;
    return `M300 230L${Math.round(300 + 96 * Math.sin(a))} ${Math.round(230 - 96 * Math.cos(a))}`;
  }).join('');
  return (
    `<path d="M0 0h600v250H520a220 220 0 0 0-440 0H0z" fill="${paint}" stroke="#000" stroke-opacity=".3" stroke-width="3"/>` +
    '<path d="M80 250a220 220 0 0 1 440 0z" fill="#2b2f36"/>' +
    '<path d="M80 250a220 220 0 0 1 440 0" fill="none" stroke="#1d1d1f" stroke-width="16"/>' +
    '<circle cx="300" cy="230" r="160" fill="#1d1d1f"/><circle cx="300" cy="230" r="108" fill="#c9ced4"/>' +
    (thin ? '' : '<circle cx="300" cy="230" r="74" fill="#8a9099"/>') +
    `<path d="${spokePaths}" stroke="${thin ? '#6b7280' : '#dfe3e8'}" stroke-width="${thin ? 3 : 18}" stroke-linecap="round"/>` +
    '<circle cx="300" cy="230" r="22" fill="#3a3d42"/>'
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
      return `${head + backdrop + endView(kind, shape, paint, false)}</svg>`;
    case 'interior':
      return `${head + cabinSvg(kind, paint, trim)}</svg>`;
    case 'dashboard':
      return `${head + dashboardSvg(kind, trim)}</svg>`;
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
