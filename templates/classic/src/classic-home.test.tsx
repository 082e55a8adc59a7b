import { HomeSections } from '@forecourt/ui-kit';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CLASSIC_PAGES, type ClassicSection } from './classic-pages.ts';

const HOME = CLASSIC_PAGES.home;

/** The home page as the app renders it: every section the template names, through HomeSections. */
function renderedOrder(): string[] {
  const sections = Object.fromEntries(
    HOME.sections.map((name) => [name, <h2 key={name}>{name}</h2>]),
  ) as Record<ClassicSection, ReactNode>;
  const html = renderToStaticMarkup(
    <HomeSections order={HOME.sections} sections={sections} fullBleed={HOME.fullBleed} />,
  );
  return [...html.matchAll(/data-home-section="([^"]+)"/g)].map((match) => match[1] ?? '');
}

const before = (order: string[], a: string, b: string) => order.indexOf(a) < order.indexOf(b);

describe('classic home page (DESIGN.md "Home": a used-car yard, stock first)', () => {
  it("renders the sections in the template's order", () => {
    expect(renderedOrder()).toEqual([...HOME.sections]);
  });

  it('puts the newest cars straight after the search band, above the fold', () => {
    const order = renderedOrder();
    expect(order.slice(0, 2)).toEqual(['hero-search', 'featured-stock']);
    expect(before(order, 'featured-stock', 'promotions')).toBe(true);
    expect(before(order, 'featured-stock', 'make-links')).toBe(true);
  });

  it('runs only the hero, campaigns and banners edge to edge', () => {
    expect(HOME.fullBleed).toEqual(['hero-search', 'promotions', 'sales-counter', 'stats-banner']);
  });
});
