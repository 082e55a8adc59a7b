import { HomeSections } from '@forecourt/ui-kit';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OEM_PAGES, type OemSection } from './oem-pages.ts';

const HOME = OEM_PAGES.home;

/** The home page as the app renders it: every section the template names, through HomeSections. */
function renderedOrder(): string[] {
  const sections = Object.fromEntries(
    HOME.sections.map((name) => [name, <h2 key={name}>{name}</h2>]),
  ) as Record<OemSection, ReactNode>;
  const html = renderToStaticMarkup(
    <HomeSections order={HOME.sections} sections={sections} fullBleed={HOME.fullBleed} />,
  );
  return [...html.matchAll(/data-home-section="([^"]+)"/g)].map((match) => match[1] ?? '');
}

const before = (order: string[], a: string, b: string) => order.indexOf(a) < order.indexOf(b);

describe('oem home page (DESIGN.md "Home": a franchise, model range and campaigns first)', () => {
  it("renders the sections in the template's order", () => {
    expect(renderedOrder()).toEqual([...HOME.sections]);
  });

  it("leads with the manufacturer's campaigns, the brand hero and the model range", () => {
    const order = renderedOrder();
    expect(order.slice(0, 3)).toEqual(['promotions', 'hero-brand', 'model-range']);
    expect(before(order, 'manufacturer-offers', 'new-demo-stock')).toBe(true);
    expect(before(order, 'new-demo-stock', 'certified-pre-owned')).toBe(true);
  });
});
