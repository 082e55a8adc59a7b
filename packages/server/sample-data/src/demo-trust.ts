/**
 * Demo "trust" content for the demo sites (site-wide §2 reviews, blog, popup, announcement bar):
 * deterministic blog posts in the dealer's Markdown, the two review titles the demo sites hide
 * (site-wide §5 "Two reviews are hidden by title"; every demo dealership has one 5-star review
 * under each, so the rule is visible), the promotional popup and the announcement bar.
 */

/** The two review titles hidden on the demo sites (site-wide §5). */
export const DEMO_HIDDEN_REVIEW_TITLES = ['Test review - please ignore', 'Staff member review'];

/** The body of the hidden reviews: a test and a staff review, both 5 stars (above the gate). */
export const DEMO_HIDDEN_REVIEW_TEXTS: Readonly<Record<string, string>> = {
  'Test review - please ignore': 'Checking the review feed works. Please ignore.',
  'Staff member review': 'I work here and we are the best dealership in the state!',
};

/** A blog post as `blogs.posts` in a site config holds it (site-config `blogPostSchema`). */
export interface DemoBlogPost {
  slug: string;
  title: string;
  date: string;
  image_url: string | null;
  summary: string;
  markdown: string;
}

type Kind = 'used' | 'group' | 'oem';

const POSTS: Record<Kind, readonly DemoBlogPost[]> = {
  used: [
    {
      slug: 'how-we-inspect-every-used-car',
      title: 'How we inspect every used car',
      date: '2026-10-14',
      image_url: null,
      summary: 'The checks every car passes before it reaches our yard, from brakes to logbooks.',
      markdown:
        '## Before a car goes on sale\n\nEvery car on our yard passes a **multi-point inspection** by a qualified technician:\n\n- brakes, tyres and suspension\n- engine, cooling system and transmission\n- lights, wipers and electrics\n\nWe also check the *service history* and run a PPSR check, so you know the car is not under finance or written off.\n\n[Browse our stock](/search) or [book a test drive](/book-test-drive).',
    },
    {
      slug: 'five-questions-to-ask-before-buying-used',
      title: 'Five questions to ask before buying used',
      date: '2026-09-02',
      image_url: null,
      summary: 'What to ask the dealer about a used car before you sign anything.',
      markdown:
        '## Ask these five\n\n1. Does it have a full service history?\n2. Has it been in an accident?\n3. When is the registration due?\n4. Is there any warranty left?\n5. Can I have it inspected independently?\n\nA good dealer answers all five without a fuss.',
    },
    {
      slug: 'trading-in-your-car',
      title: 'Trading in your car: what affects the price',
      date: '2026-07-21',
      image_url: null,
      summary: 'Kilometres, condition and demand: what moves a trade-in valuation.',
      markdown:
        'Three things move a **trade-in** price the most: kilometres, condition and how many buyers want that model right now.\n\nGet an [instant trade-in valuation](/trade-in) online before you visit.',
    },
  ],
  group: [
    {
      slug: 'one-group-many-brands',
      title: 'One group, many brands: how to compare',
      date: '2026-11-03',
      image_url: null,
      summary: 'Cross-shopping brands at one group saves time: here is how to make the most of it.',
      markdown:
        '## Compare side by side\n\nWith dealerships for many brands across the city, you can drive a **Mazda**, a **Kia** and a **Ford** in one afternoon.\n\n- Save cars to your [watchlist](/watchlist)\n- Use [compare](/compare) to line up specifications\n- Ask any dealership about stock at another one\n\nFind your nearest store in the [dealer locator](/dealer-locator).',
    },
    {
      slug: 'electric-vehicles-in-our-range',
      title: 'Electric vehicles in our range',
      date: '2026-10-08',
      image_url: null,
      summary: 'Charging, range and running costs of the electric cars across our dealerships.',
      markdown:
        'Electric cars now sell at several of our dealerships. Most owners charge at home overnight and use public fast chargers on longer trips.\n\nRunning costs are usually lower: no oil changes and fewer moving parts.\n\nSearch [stock](/search) across the group.',
    },
    {
      slug: 'fleet-buying-made-simple',
      title: 'Fleet buying made simple',
      date: '2026-08-19',
      image_url: null,
      summary: 'One fleet team for every brand in the group, with servicing across our network.',
      markdown:
        'Our **fleet team** quotes on any brand in the group and arranges servicing at the nearest dealership.\n\nTalk to us on the [fleet page](/fleet).',
    },
  ],
  oem: [
    {
      slug: 'new-model-year-arrivals',
      title: 'New model year arrivals',
      date: '2026-11-10',
      image_url: null,
      summary: 'The latest model year has landed: what is new across the range.',
      markdown:
        '## What is new\n\nThe new model year brings updated safety features, refreshed interiors and more efficient engines across the range.\n\nSee [new and demo stock](/search/new-and-demo-cars) or explore the [model range](/models).',
    },
    {
      slug: 'why-service-with-the-dealer',
      title: 'Why service with the dealer',
      date: '2026-09-25',
      image_url: null,
      summary: 'Factory-trained technicians, genuine parts and capped price servicing.',
      markdown:
        'Servicing with us means **factory-trained technicians**, **genuine parts** and your logbook stamped every time.\n\nCheck [capped price servicing](/capped-price-servicing) for your model.',
    },
    {
      slug: 'certified-pre-owned-explained',
      title: 'Certified pre-owned, explained',
      date: '2026-08-05',
      image_url: null,
      summary: 'What certified pre-owned means, and the checks behind it.',
      markdown:
        'A certified pre-owned car is under a set age and distance, passes a full inspection and comes with extra warranty and roadside assistance.\n\n[View certified used cars](/search/used-cars).',
    },
  ],
};

/** The demo blog posts of a site of this kind, newest first (site-wide §2 /blog). */
export function demoBlogPosts(kind: Kind): DemoBlogPost[] {
  return POSTS[kind].map((post) => ({ ...post }));
}

/**
 * The promotional popup of a demo site (site-wide §4 Popup): its expiry is far in the future so
 * the demo keeps showing it; `features.popup` turns it on.
 */
export function demoPopup(
  title: string,
  linkUrl: string,
  content: { text: string; linkLabel: string; imageUrl?: string },
) {
  return {
    title,
    text: content.text,
    image_url: content.imageUrl ?? null,
    link_url: linkUrl,
    link_label: content.linkLabel,
    expires_at: '2099-12-31',
  };
}
