import { DEMO_HIDDEN_REVIEW_TEXTS, DEMO_HIDDEN_REVIEW_TITLES } from './demo-trust.ts';
import { round2 } from './numbers.ts';
import type { Random } from './random.ts';
import type { SampleDealership, SampleLocation, SampleReview } from './types.ts';
import { FIRST_NAMES, LAST_NAMES, STAFF_NAMES } from './vocabulary.ts';

const DAY_MS = 86_400_000;

const TITLES: Record<number, readonly string[]> = {
  5: [
    'Fantastic experience',
    'Highly recommend',
    'Best car buying experience',
    'Great service from start to finish',
    "Couldn't be happier",
    'Easy and stress free',
  ],
  4: ['Good experience overall', 'Happy with my purchase', 'Friendly staff', 'Smooth purchase'],
  3: ['Okay experience', 'Mixed feelings', 'Average service'],
  2: ['Slow paperwork', 'Could be better'],
  1: ['Disappointed', 'Poor communication', 'Would not recommend'],
};

const TEXTS: Record<number, readonly string[]> = {
  5: [
    '{staff} made the whole process easy. No pressure, honest answers and the car was ready on the day they promised.',
    'Bought my second car from {dealer} and the service was just as good as the first time. Thanks {staff}!',
    'Great range of stock, a fair trade-in offer and finance sorted in under an hour. Highly recommended.',
    'From the test drive to pick-up, {staff} kept me in the loop. The car was spotless when I collected it.',
  ],
  4: [
    'Good experience overall. {staff} was helpful and knowledgeable, pick-up took a little longer than expected.',
    'Friendly team and a good price. Would have liked a bit more time on the handover but happy with the car.',
  ],
  3: [
    'The car is great but getting the paperwork done took three visits.',
    'Staff were friendly but I had to chase them for updates on delivery.',
  ],
  2: ['Took two weeks longer than promised to get the car, and nobody called to tell me.'],
  1: [
    'Was promised a call back about my trade-in and never heard from anyone.',
    'Service booking was lost and I had to take another day off work.',
  ],
};

const RATINGS: readonly (readonly [number, number])[] = [
  [5, 52],
  [4.5, 6],
  [4, 20],
  [3.5, 3],
  [3, 8],
  [2, 4],
  [1, 7],
];

/**
 * Reviews for one dealership (site-wide §3 Review): mostly good, some bad, ratings 1-5 with an
 * occasional half star, some without a title or text, about half with a reply.
 */
export function generateReviews(
  dealership: SampleDealership,
  locations: readonly SampleLocation[],
  count: number,
  firstId: number,
  now: number,
  random: Random,
): SampleReview[] {
  const shown = locations.filter((location) => location.visible);
  const reviews: SampleReview[] = [];
  for (let i = 0; i < count; i++) {
    const rating = random.weighted(RATINGS);
    const whole = Math.max(1, Math.floor(rating));
    const first = random.pick(FIRST_NAMES);
    const customer = random.chance(0.6)
      ? `${first} ${random.pick(LAST_NAMES).charAt(0)}.`
      : `${first} ${random.pick(LAST_NAMES)}`;
    const fill = (text: string) =>
      text.replaceAll('{staff}', random.pick(STAFF_NAMES)).replaceAll('{dealer}', dealership.name);
    const reviewDay = now - random.int(1, 730) * DAY_MS;
    const replied = random.chance(whole <= 3 ? 0.8 : 0.4);
    const replyDay = Math.min(now, reviewDay + random.int(1, 5) * DAY_MS);
    const reply =
      whole >= 4
        ? `Thanks ${first}! We're thrilled you had a great experience. See you at your first service. The ${dealership.name} team`
        : `Hi ${first}, we're sorry to hear this. Please call us on ${dealership.phone} and ask for the Dealer Principal so we can make it right.`;
    const location = shown.length > 0 && random.chance(0.8) ? random.pick(shown) : null;
    reviews.push({
      id: firstId + i,
      dealership_id: dealership.id,
      location_id: location?.id ?? null,
      customer_name: customer,
      title: random.chance(0.3) ? null : random.pick(TITLES[whole] ?? TITLES[5] ?? []),
      text: random.chance(0.15) ? null : fill(random.pick(TEXTS[whole] ?? TEXTS[5] ?? [])),
      rating,
      review_date: new Date(reviewDay).toISOString().slice(0, 10),
      reply_text: replied ? reply : null,
      reply_date: replied ? new Date(replyDay).toISOString().slice(0, 10) : null,
      image_url: null,
      source: random.chance(0.85) ? 'google' : 'facebook',
      created_at: new Date(reviewDay + random.int(8, 20) * 3_600_000).toISOString(),
    });
  }
  // Two recent 5-star Google reviews under the titles the demo sites hide (site-wide §5), after
  // the random ones so those stay as they were.
  DEMO_HIDDEN_REVIEW_TITLES.forEach((title, index) => {
    const day = now - (3 + index * 4) * DAY_MS;
    reviews.push({
      id: firstId + reviews.length,
      dealership_id: dealership.id,
      location_id: null,
      customer_name: index === 0 ? 'Web Team' : `${STAFF_NAMES[0] ?? 'Sam'} (staff)`,
      title,
      text: DEMO_HIDDEN_REVIEW_TEXTS[title] ?? null,
      rating: 5,
      review_date: new Date(day).toISOString().slice(0, 10),
      reply_text: null,
      reply_date: null,
      image_url: null,
      source: 'google',
      created_at: new Date(day + 10 * 3_600_000).toISOString(),
    });
  });
  return reviews;
}

/** Count and mean rating to 2 decimals (the `numeric(3, 2)` columns), null mean when none. */
export function reviewAggregate(reviews: readonly SampleReview[]): {
  average_rating: number | null;
  review_count: number;
} {
  if (reviews.length === 0) return { average_rating: null, review_count: 0 };
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { average_rating: round2(total / reviews.length), review_count: reviews.length };
}
