import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '../site-context.tsx';
import { type StockNav, siteNav } from '../site-nav.ts';
import { testSite } from '../test/site.ts';
import { SiteHeader } from './SiteHeader.tsx';

const STOCK: StockNav = {
  makes: [
    {
      label: 'Toyota',
      href: '/search/toyota',
      count: 12,
      models: [
        { label: 'HiLux', href: '/search/toyota/hilux', count: 7 },
        { label: 'Corolla', href: '/search/toyota/corolla', count: 5 },
      ],
    },
    { label: 'Mazda', href: '/search/mazda', count: 3, models: [] },
  ],
  bodies: [{ label: 'Ute', href: '/search/ute', count: 7 }],
  carTypes: { new: 4, used: 11, demo: 0 },
};

function header(site = testSite()) {
  return (
    <MemoryRouter>
      <SiteProvider site={site}>
        <SiteHeader nav={siteNav(site, STOCK)} />
      </SiteProvider>
    </MemoryRouter>
  );
}

describe('siteNav (site-wide §2 Header navigation)', () => {
  it('lists Home, Vehicles, Stock, Offers, Finance, Trade In, Service and About Us', () => {
    const nav = siteNav(testSite({ features: { trade_in: true } }), STOCK);
    expect(nav.map((item) => item.label)).toEqual([
      'Home',
      'Vehicles',
      'Stock',
      'Offers',
      'Finance',
      'Trade In',
      'Service',
      'About Us',
    ]);
  });

  it('leaves Trade In out where the site does not trade in, and hidden content pages', () => {
    const site = testSite({
      features: { trade_in: false },
      content_pages: { careers: { hidden: true } },
    });
    const nav = siteNav(site, STOCK);
    expect(nav.map((item) => item.label)).not.toContain('Trade In');
    const about = nav.find((item) => item.label === 'About Us');
    expect(about?.items?.map((item) => item.label)).not.toContain('Careers');
  });

  it('shows car types with stock only, and each brand with its models in the mega-menu', () => {
    const stock = siteNav(testSite(), STOCK).find((item) => item.label === 'Stock');
    expect(stock?.items?.map((item) => item.label)).toEqual(['All stock', 'New', 'Used', 'Ute']);
    const brands = siteNav(testSite({ layout: { header_menu: 'brands' } }), STOCK)[1];
    expect(brands?.mega).toBe(true);
    expect(brands?.items?.[0]).toMatchObject({ to: '/search/toyota', label: 'Toyota', count: 12 });
    expect(brands?.items?.[0]?.items?.map((model) => model.to)).toEqual([
      '/search/toyota/hilux',
      '/search/toyota/corolla',
    ]);
  });

  it('makes Vehicles the models dropdown on header_menu models: models in stock, most stocked first', () => {
    const vehicles = siteNav(testSite({ layout: { header_menu: 'models' } }), STOCK)[1];
    expect(vehicles?.mega).toBeUndefined();
    expect(vehicles?.items).toEqual([
      { to: '/search/toyota/hilux', label: 'Toyota HiLux', count: 7 },
      { to: '/search/toyota/corolla', label: 'Toyota Corolla', count: 5 },
    ]);
  });

  it('lists the configured stock.models in their order on the models dropdown (site-wide §3)', () => {
    const site = testSite({
      manufacturer: 'toyota',
      layout: { header_menu: 'models' },
      stock: { models: ['Corolla', 'RAV4', 'HiLux'] },
    });
    expect(siteNav(site, STOCK)[1]?.items).toEqual([
      { to: '/search/toyota/corolla', label: 'Corolla', count: 5 },
      { to: '/search/toyota/rav4', label: 'RAV4' },
      { to: '/search/toyota/hilux', label: 'HiLux', count: 7 },
    ]);
  });

  it('sends Service to the manufacturer booking page where configured', () => {
    const site = testSite({ service_booking_url: 'https://book.toyota.example/' });
    const service = siteNav(site, STOCK).find((item) => item.label === 'Service');
    expect(service?.to).toBe('https://book.toyota.example/');
  });
});

describe('<SiteHeader /> navigation groups (site-wide §2, disclosure pattern)', () => {
  it('gives each group a button with aria-expanded that controls its dropdown, closed by default', () => {
    render(header());
    const button = screen.getByRole('button', { name: 'Vehicles menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
  });

  it('opens the brands mega-menu by keyboard and lists makes with their models', async () => {
    const user = userEvent.setup();
    render(header(testSite({ layout: { header_menu: 'brands' } })));
    const button = screen.getByRole('button', { name: 'Vehicles menu' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(
      button.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'HiLux (7)' })).toHaveAttribute(
      'href',
      '/search/toyota/hilux',
    );
    await user.tab();
    expect(within(panel).getByRole('link', { name: 'Toyota (12)' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    render(header());
    const button = screen.getByRole('button', { name: 'Stock menu' });
    await user.click(button);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('keeps one dropdown open at a time, and closes when focus leaves the group', async () => {
    const user = userEvent.setup();
    render(header());
    const vehicles = screen.getByRole('button', { name: 'Vehicles menu' });
    const stock = screen.getByRole('button', { name: 'Stock menu' });
    await user.click(vehicles);
    await user.click(stock);
    expect(vehicles).toHaveAttribute('aria-expanded', 'false');
    expect(stock).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('link', { name: 'Offers' }).focus());
    expect(stock).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders the models dropdown or the brands mega-menu as layout.header_menu says', () => {
    const models = renderToString(header(testSite({ layout: { header_menu: 'models' } })));
    expect(models).toContain('Toyota HiLux');
    expect(models).not.toContain('href="/search/mazda"');
    const brands = renderToString(header(testSite({ layout: { header_menu: 'brands' } })));
    expect(brands).toContain('href="/search/mazda"');
    expect(brands).not.toContain('Toyota HiLux');
  });

  it('renders every group link on the server, with no toggle buttons before hydration', () => {
    const html = renderToString(header());
    expect(html).toContain('href="/search/toyota/hilux"');
    expect(html).toContain('href="/about-us"');
    expect(html).not.toContain('Vehicles menu');
  });
});
