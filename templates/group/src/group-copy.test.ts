import { resolveSiteConfig, siteStates } from '@forecourt/site-config';
import { describe, expect, it } from 'vitest';
import { GROUP_COPY, groupCopy } from './group-copy.ts';

const location = (id: number, state: string, visible = true) => ({
  id,
  name: `Yard ${id}`,
  slug: `yard-${id}`,
  visible,
  address: { state },
});

const site = (overrides: Record<string, unknown> = {}) =>
  resolveSiteConfig({
    slug: 'highway',
    name: 'Highway Truck & Bike Group',
    template: 'group',
    dealerships: [1, 2, 3, 4].map((id) => ({ id, name: `Dealer ${id}`, slug: `dealer-${id}` })),
    locations: [
      location(1, 'QLD'),
      location(2, 'WA'),
      location(3, 'NSW'),
      location(4, 'SA', false),
    ],
    texts: { vehicles: 'trucks and motorcycles' },
    ...overrides,
  });

/** The copy as the site gets it: its states as the root loader reads them (`siteStates`). */
const copyOf = (config: ReturnType<typeof site>) =>
  groupCopy(config, { year: 2026, states: siteStates(config) });

const allText = (copy: object): string[] =>
  Object.values(copy).flatMap((value) =>
    typeof value === 'string' ? [value] : allText(value as object),
  );

describe('groupCopy', () => {
  it('heads the home page with the group, its dealership count and its states', () => {
    const copy = copyOf(site());
    expect(copy.hero.heading).toBe(
      'Highway Truck & Bike Group — 4 dealerships across NSW, QLD and WA',
    );
    expect(copy.hero.intro).toBe(
      'New, demo and used trucks and motorcycles from every brand in the group, in one search.',
    );
    expect(copy.footer.tagline).toBe(
      '4 dealerships across NSW, QLD and WA. One group, one standard of service.',
    );
    expect(copy.footer.copyright).toBe('© 2026 Highway Truck & Bike Group. All rights reserved.');
  });

  it('says "in" for one state, leaves states out when no location names one, and counts one dealership', () => {
    const one = copyOf(
      site({
        dealerships: [{ id: 1, name: 'Only', slug: 'only' }],
        locations: [location(1, 'VIC')],
      }),
    );
    expect(one.hero.heading).toBe('Highway Truck & Bike Group — 1 dealership in VIC');
    const none = copyOf(site({ locations: [] }));
    expect(none.hero.heading).toBe('Highway Truck & Bike Group — 4 dealerships');
    expect(none.footer.tagline).toBe('4 dealerships. One group, one standard of service.');
    const empty = copyOf(site({ dealerships: [], locations: [] }));
    expect(empty.hero.heading).toBe('Highway Truck & Bike Group');
  });

  it('leaves no placeholder unfilled', () => {
    for (const text of allText(copyOf(site()))) {
      expect(text).not.toMatch(/\{\w+\}/);
    }
  });

  it('never calls the group a local used car dealer', () => {
    for (const text of allText(GROUP_COPY)) {
      expect(text).not.toMatch(/local|used car dealer/i);
    }
  });
});
