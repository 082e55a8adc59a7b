import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  carImageSvg,
  PHOTO_ANGLES,
  photoAngle,
  photoBackdrop,
  silhouetteFor,
} from './car-image-svg.ts';
import { colourHex } from './colour-hex.ts';

const VEHICLES = [
  { simple_body: 'Sedan', item_type: 'car', make: 'Tesla', model: 'Model 3', colour: 'Ultra Red' },
  { simple_body: 'Hatch', item_type: 'car', make: 'Hyundai', model: 'i30', colour: 'Intense Blue' },
  { simple_body: 'SUV', item_type: 'car', make: 'Toyota', model: 'RAV4', colour: 'Glacier White' },
  { simple_body: 'Ute', item_type: 'car', make: 'Ford', model: 'Ranger', colour: 'Meteor Grey' },
  { simple_body: 'Wagon', item_type: 'car', make: 'Subaru', model: 'Outback', colour: 'Green' },
  { simple_body: 'Van', item_type: 'car', make: 'Toyota', model: 'HiAce', colour: 'White' },
  {
    simple_body: 'People Mover',
    item_type: 'car',
    make: 'Kia',
    model: 'Carnival',
    colour: 'Silver',
  },
  { simple_body: 'Coupe', item_type: 'car', make: 'Ford', model: 'Mustang', colour: 'Orange' },
  {
    simple_body: 'Convertible',
    item_type: 'car',
    make: 'Mazda',
    model: 'MX-5',
    colour: 'Jet Black',
  },
  {
    simple_body: 'Cab Chassis',
    item_type: 'truck',
    make: 'Isuzu',
    model: 'NPR 75-190',
    colour: 'White',
  },
  {
    simple_body: 'Cab Chassis',
    item_type: 'truck',
    bodyconfiguration: 'Prime Mover',
    make: 'Kenworth',
    model: 'T610',
    colour: 'Red',
  },
  {
    simple_body: 'Motorcycle',
    item_type: 'motorcycle',
    make: 'Kawasaki',
    model: 'Z900',
    colour: 'Lime Green',
  },
  {
    simple_body: 'Caravan',
    item_type: 'caravan',
    make: 'Jayco',
    model: 'Journey',
    colour: 'White',
  },
] as const;

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

const [SEDAN, , SUV, , , , , , , TRUCK, PRIME_MOVER, MOTORCYCLE, CARAVAN] = VEHICLES;

/** The class names drawn in a picture: each part a designer would name has one. */
function parts(svg: string): Set<string> {
  return new Set(
    [...svg.matchAll(/class="([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(' ')),
  );
}

/** What makes a picture a car's face, a car's cabin or a car's dashboard. */
const CAR_FACE = ['car-face', 'headlight', 'grille', 'windscreen'];
const CAR_INSIDE = ['car-cabin', 'car-dashboard', 'seat', 'steering-wheel'];

function photo(vehicle: (typeof VEHICLES)[number], angle: (typeof PHOTO_ANGLES)[number]) {
  return parts(
    carImageSvg({ ...vehicle, interior_colour: 'Beige' }, PHOTO_ANGLES.indexOf(angle) + 1),
  );
}

describe('carImageSvg', () => {
  it('is well-formed SVG with role="img" and a <title>, under 4 KB, for every body and index', () => {
    for (const vehicle of VEHICLES) {
      for (let index = 1; index <= 12; index++) {
        const svg = carImageSvg(vehicle, index);
        expect(XMLValidator.validate(svg), `${vehicle.simple_body} ${index}`).toBe(true);
        expect(new TextEncoder().encode(svg).length).toBeLessThan(4 * 1024);
        const root = parser.parse(svg).svg;
        expect(root.role).toBe('img');
        expect(root.xmlns).toBe('http://www.w3.org/2000/svg');
        expect(root.title['#text']).toBe(
          `${vehicle.make} ${vehicle.model} in ${vehicle.colour}, photo ${index}`,
        );
      }
    }
  });

  it("paints the body in the car's colour", () => {
    for (const vehicle of VEHICLES) {
      const svg = carImageSvg(vehicle, 1);
      expect(svg).toContain(`fill="${colourHex(vehicle.colour)}"`);
    }
    expect(carImageSvg({ simple_body: 'SUV', colour: 'Soul Red Crystal' }, 1)).toContain('#b3202a');
  });

  it('shapes the silhouette by item type and body', () => {
    expect(VEHICLES.map((vehicle) => silhouetteFor(vehicle))).toEqual([
      'sedan',
      'hatch',
      'suv',
      'ute',
      'wagon',
      'van',
      'peopleMover',
      'coupe',
      'convertible',
      'truck',
      'primeMover',
      'motorcycle',
      'caravan',
    ]);
    expect(silhouetteFor({ item_type: 'truck', bodyconfiguration: 'Curtainsider' })).toBe('truck');
    expect(silhouetteFor({ simple_body: 'Cab Chassis', item_type: 'car' })).toBe('ute');
    expect(silhouetteFor({})).toBe('sedan');
    const bodies = new Set(
      VEHICLES.map((vehicle) =>
        carImageSvg(vehicle, 1)
          .match(/d="M[^"]+"/g)
          ?.join(),
      ),
    );
    expect(bodies.size).toBe(VEHICLES.length);
  });

  it('shoots the stock-gallery angles in order: the side profile first (cards and the first slide), then front three-quarter, rear, interior, dashboard, wheel', () => {
    expect(PHOTO_ANGLES).toEqual(['side', 'front', 'rear', 'interior', 'dashboard', 'wheel']);
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(photoAngle)).toEqual([
      'side',
      'front',
      'rear',
      'interior',
      'dashboard',
      'wheel',
      'side',
      'wheel',
    ]);
    expect(photoAngle(0)).toBe('wheel');
    expect(carImageSvg(VEHICLES[0], -3)).toContain('role="img"');
  });

  it('draws each angle differently, for every body', () => {
    for (const vehicle of VEHICLES) {
      const drawings = new Set(
        PHOTO_ANGLES.map((_, i) => carImageSvg(vehicle, i + 1).replace(/photo \d+/, '')),
      );
      expect(drawings.size, vehicle.simple_body).toBe(PHOTO_ANGLES.length);
    }
  });

  it('draws each body type differently at every exterior angle', () => {
    for (const index of [1, 2, 3, 6]) {
      const drawings = new Set(
        VEHICLES.map((vehicle) =>
          carImageSvg({ ...vehicle, make: 'X', model: 'Y', colour: 'White' }, index),
        ),
      );
      // Sedan/wagon/coupe and the like share a wheel close-up; the side and front views differ.
      expect(drawings.size, `photo ${index}`).toBeGreaterThanOrEqual(index === 6 ? 4 : 10);
    }
  });

  it("paints the car's colour on every exterior angle, and the interior colour inside", () => {
    const car = { ...VEHICLES[2], interior_colour: 'Beige' };
    for (const index of [1, 2, 3, 6]) {
      expect(carImageSvg(car, index), `photo ${index}`).toContain(
        `fill="${colourHex(car.colour)}"`,
      );
    }
    expect(carImageSvg(car, 4)).toContain(`fill="${colourHex('Beige')}"`);
    expect(carImageSvg(car, 5)).toContain(`fill="${colourHex('Beige')}"`);
  });

  it('photographs a vehicle on one backdrop, studio or yard, and photos 7-12 on the other', () => {
    const vehicle = VEHICLES[2];
    const first = photoBackdrop(vehicle, 1);
    expect([2, 3, 6].map((index) => photoBackdrop(vehicle, index))).toEqual([first, first, first]);
    expect(photoBackdrop(vehicle, 7)).not.toBe(first);
    expect(carImageSvg(vehicle, 7).replace('photo 7', 'photo 1')).not.toBe(carImageSvg(vehicle, 1));
    const backdrops = new Set(VEHICLES.map((car) => photoBackdrop(car, 1)));
    expect(backdrops).toEqual(new Set(['studio', 'yard']));
  });

  it('draws a car with its face at the front, its seats inside and a wheel on the dashboard', () => {
    const front = photo(SEDAN, 'front');
    for (const part of CAR_FACE) expect(front, part).toContain(part);
    expect(photo(SEDAN, 'rear')).toContain('car-tail');
    expect(photo(SEDAN, 'interior')).toContain('seat');
    expect(photo(SEDAN, 'dashboard')).toContain('steering-wheel');
  });

  it("draws a caravan's front as its front wall on an A-frame drawbar with a jockey wheel, no car face", () => {
    const front = photo(CARAVAN, 'front');
    for (const part of ['caravan-front', 'drawbar', 'jockey-wheel', 'gas-bottle', 'stone-guard']) {
      expect(front, part).toContain(part);
    }
    for (const part of CAR_FACE) expect(front, part).not.toContain(part);
    // Every caravan angle is a caravan's: none has a car's face, cabin or dashboard.
    for (const angle of PHOTO_ANGLES) {
      for (const part of [...CAR_FACE, ...CAR_INSIDE, 'car-tail']) {
        expect(photo(CARAVAN, angle), `${angle} ${part}`).not.toContain(part);
      }
    }
  });

  it("draws a caravan's rear wall with its door and tail lights, and its side with the drawbar", () => {
    const rear = photo(CARAVAN, 'rear');
    for (const part of ['caravan-rear', 'door', 'tail-light']) expect(rear, part).toContain(part);
    for (const part of ['drawbar', 'jockey-wheel']) {
      expect(photo(CARAVAN, 'side'), part).toContain(part);
    }
  });

  it('shows the inside of a caravan: its bedroom, and its kitchen where a car has a dashboard', () => {
    expect([...photo(CARAVAN, 'interior')]).toEqual(
      expect.arrayContaining(['caravan-bedroom', 'bed']),
    );
    expect([...photo(CARAVAN, 'dashboard')]).toEqual(
      expect.arrayContaining(['caravan-kitchen', 'hob', 'sink', 'fridge']),
    );
    // The bed is made up in the interior colour.
    expect(carImageSvg({ ...CARAVAN, interior_colour: 'Beige' }, 4)).toMatch(
      new RegExp(`class="bed"[^>]*fill="${colourHex('Beige')}"`),
    );
  });

  it("draws a motorcycle's cockpit and the view from its saddle, never a car's cabin or dashboard", () => {
    const saddle = photo(MOTORCYCLE, 'interior');
    const cockpit = photo(MOTORCYCLE, 'dashboard');
    expect([...saddle]).toEqual(
      expect.arrayContaining(['motorcycle-seat', 'handlebar', 'instrument-cluster']),
    );
    expect([...cockpit]).toEqual(
      expect.arrayContaining(['motorcycle-cockpit', 'handlebar', 'instrument-cluster']),
    );
    for (const angle of PHOTO_ANGLES) {
      for (const part of [...CAR_INSIDE, 'car-face', 'car-tail', 'grille']) {
        expect(photo(MOTORCYCLE, angle), `${angle} ${part}`).not.toContain(part);
      }
    }
    expect([...photo(MOTORCYCLE, 'front')]).toEqual(
      expect.arrayContaining(['motorcycle-front', 'headlight']),
    );
    expect(photo(MOTORCYCLE, 'rear')).toContain('motorcycle-rear');
  });

  it("draws a truck's and a prime mover's cab-over front, not a car's face", () => {
    for (const truck of [TRUCK, PRIME_MOVER]) {
      const front = photo(truck, 'front');
      expect([...front]).toEqual(
        expect.arrayContaining(['truck-cab', 'windscreen', 'grille', 'headlight', 'mirror']),
      );
      expect(front).not.toContain('car-face');
      expect(photo(truck, 'rear')).toContain('truck-rear');
      expect(photo(truck, 'interior')).toContain('truck-cabin');
      expect(photo(truck, 'dashboard')).toContain('truck-dashboard');
    }
    // A prime mover tows: no body behind its cab, a fifth wheel over its drive axles.
    expect(photo(TRUCK, 'front')).toContain('body-box');
    expect(photo(TRUCK, 'rear')).toContain('rear-doors');
    for (const angle of ['front', 'side', 'rear'] as const) {
      expect(photo(PRIME_MOVER, angle), angle).toContain('fifth-wheel');
      expect(photo(PRIME_MOVER, angle), angle).not.toContain('body-box');
    }
  });

  it('escapes text in the title', () => {
    const svg = carImageSvg({ make: 'A&B <Motors>', model: '"X"', colour: "O'Red" }, 1);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('A&amp;B &lt;Motors&gt; &quot;X&quot; in O&apos;Red');
  });

  it('draws an unknown vehicle as a grey sedan titled Vehicle', () => {
    const svg = carImageSvg({}, 1);
    expect(svg).toContain('<title id="t">Vehicle, photo 1</title>');
    expect(svg).toContain('fill="#8a8f96"');
  });
});
