import { HomeSections } from '@forecourt/ui-kit';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GROUP_PAGES, type GroupSection } from './group-pages.ts';

const HOME = GROUP_PAGES.home;

/** The home page as the app renders it: every section the template names, through HomeSections. */
function renderedOrder(): string[] {
  const sections = Object.fromEntries(
    HOME.sections.map((name) => [name, <h2 key={name}>{name}</h2>]),
  ) as Record<GroupSection, ReactNode>;
  const html = renderToStaticMarkup(
    <HomeSections order={HOME.sections} sections={sections} fullBleed={HOME.fullBleed} />,
  );
  return [...html.matchAll(/data-home-section="([^"]+)"/g)].map((match) => match[1] ?? '');
}

const before = (order: string[], a: string, b: string) => order.indexOf(a) < order.indexOf(b);

describe('group home page (DESIGN.md "Home": a multi-brand portal, dealerships first)', () => {
  it("renders the sections in the template's order", () => {
    expect(renderedOrder()).toEqual([...HOME.sections]);
  });

  it('leads with the search and its campaign art, then the dealerships and the locator, then the brands, before any stock', () => {
    const order = renderedOrder();
    expect(order.slice(0, 4)).toEqual([
      'hero-search',
      'promotions',
      'dealer-locator',
      'brand-grid',
    ]);
    expect(before(order, 'brand-grid', 'featured-stock')).toBe(true);
    expect(before(order, 'group-offers', 'featured-stock')).toBe(true);
  });
});
