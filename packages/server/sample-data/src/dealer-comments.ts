import { formatKm } from '@forecourt/format';
import type { Random } from './random.ts';
import type { CarType, ItemType } from './types.ts';

export interface CommentSubject {
  name: string;
  make: string;
  model: string;
  colour: string;
  car_type: CarType;
  item_type: ItemType;
  km: number | null;
  certified: boolean;
  features: readonly string[];
}

export interface CommentDealer {
  name: string;
  phone: string;
}

const OPENERS: Record<CarType, readonly string[]> = {
  new: [
    'Brand new {name} in {colour}, available now for immediate delivery.',
    'Drive away in a brand new {name} finished in {colour}.',
    'The all-new {name} has arrived at {dealer} in {colour}.',
  ],
  demo: [
    'Save thousands on this dealer demonstrator {name} in {colour} with only {km}.',
    'Ex-demo {name} in {colour}: new-car warranty, demo price, just {km} on the clock.',
  ],
  used: [
    'This {name} in {colour} is ready for its next owner.',
    'Clean, well-kept {name} in {colour} with {km}.',
    'Looking for a reliable {model}? This {name} in {colour} ticks every box.',
    'Just traded in: {name} in {colour}, {km} and priced to sell.',
  ],
};

const ITEM_LINES: Record<ItemType, readonly string[]> = {
  car: [
    'Comfortable, economical and easy to park, it suits the daily commute and the weekend away alike.',
    'It has been through our multi-point inspection and comes with a fresh service.',
    'Perfect for families, with plenty of room for the kids, the dog and the luggage.',
  ],
  truck: [
    'Ready for work with a fresh service, current safety certificate and a clean tray.',
    'Ideal for tradies, couriers and fleet operators who need a dependable workhorse.',
  ],
  motorcycle: [
    'Serviced by our factory-trained technicians and ready to ride away today.',
    'A great bike for commuting during the week and the twisties on the weekend.',
  ],
  caravan: [
    'Set up for touring with everything you need for the big lap.',
    'Inspected by our caravan technicians, with brakes, bearings and gas certificate checked.',
  ],
};

const PITCHES: readonly string[] = [
  '<p><strong>Why buy from {dealer}?</strong> One haggle-free drive-away price, a 48-hour refundable reservation and finance approval in minutes.</p>',
  '<p><strong>Trade-ins welcome.</strong> We buy any car, even if you are not buying from us, and can arrange finance, insurance and extended warranty on site.</p>',
  '<p>Reserve it online today with a fully refundable $200 deposit and we will hold it for 48 hours.</p>',
];

const CERTIFIED =
  '<p><strong>Toyota Certified Pre-Owned:</strong> 90-point inspection, 1 year roadside assist, full service history and a background check.</p>';

function fill(template: string, subject: CommentSubject, dealer: CommentDealer): string {
  return template
    .replaceAll('{name}', subject.name)
    .replaceAll('{model}', `${subject.make} ${subject.model}`)
    .replaceAll('{colour}', subject.colour)
    .replaceAll('{km}', formatKm(subject.km ?? 0) ?? '0 km')
    .replaceAll('{dealer}', dealer.name);
}

/**
 * Dealer comments as simple HTML (`<p>`, `<ul><li>`, `<strong>`) of varied length: about 8%
 * missing, some short, some well over the 400-character truncation (vehicle-stock §4, §9).
 */
export function dealerComments(
  subject: CommentSubject,
  dealer: CommentDealer,
  random: Random,
): string | null {
  const roll = random.next();
  if (roll < 0.08) return null;
  const opener = `<p>${fill(random.pick(OPENERS[subject.car_type]), subject, dealer)}</p>`;
  if (roll < 0.3) return opener;
  const highlights = random.sample(subject.features, random.int(3, 6));
  const list = highlights.length
    ? `<ul>${highlights.map((feature) => `<li>${feature}</li>`).join('')}</ul>`
    : '';
  const line = `<p>${random.pick(ITEM_LINES[subject.item_type])}</p>`;
  const certified = subject.certified ? CERTIFIED : '';
  if (roll < 0.65) return `${opener}${certified}${list}`;
  const pitch = fill(random.pick(PITCHES), subject, dealer);
  const contact = `<p>Call ${dealer.name} on <strong>${dealer.phone}</strong> to book a test drive.</p>`;
  return `${opener}${line}${certified}<p><strong>Highlights</strong></p>${list}${pitch}${contact}`;
}
