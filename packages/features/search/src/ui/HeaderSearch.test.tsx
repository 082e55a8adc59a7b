import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { SiteHeader, SiteProvider } from '@forecourt/site-shell';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HeaderSearch, headerSearchPlaceholder } from './HeaderSearch.tsx';

const site = publicSiteConfig(
  resolveSiteConfig({
    slug: 'sunshine-used-cars',
    name: 'Sunshine Used Cars',
    template: 'classic',
  }),
);

const header = () => (
  <MemoryRouter>
    <SiteProvider site={site}>
      <SiteHeader nav={[{ to: '/', label: 'Home', end: true }]} search={<HeaderSearch />} />
    </SiteProvider>
  </MemoryRouter>
);

describe('<HeaderSearch /> in the site header', () => {
  it('is a plain labelled GET form to /search?query= on the server, without live search code', () => {
    const html = renderToString(header());
    expect(html).toMatch(/<form[^>]*method="get"[^>]*>/);
    expect(html).toMatch(/<form[^>]*action="\/search"[^>]*>/);
    expect(html).toContain('name="query"');
    expect(html).toContain('Search our cars');
    expect(html).not.toContain('role="combobox"');
  });

  it('sits in the header’s navigation box, after the links (the small-screen menu)', () => {
    render(header());
    const box = screen.getByRole('searchbox', { name: 'Search our cars' });
    expect(box.closest('#site-nav')).not.toBeNull();
    expect(box.closest('.site-header__search')).not.toBeNull();
  });

  it('becomes the live search combobox on first focus, keeping what was typed', async () => {
    render(header());
    const plain = screen.getByRole('searchbox', { name: 'Search our cars' });
    await userEvent.click(plain);
    const combobox = await screen.findByRole('combobox', { name: 'Search our cars' });
    expect(combobox.getAttribute('name')).toBe('query');
    expect(document.activeElement).toBe(combobox);
  });
});

describe('headerSearchPlaceholder', () => {
  it('names the site’s vehicles where the word fits the box, and says "stock" where it would be cut off', () => {
    expect(headerSearchPlaceholder('cars')).toBe('Search cars');
    expect(headerSearchPlaceholder('caravans')).toBe('Search caravans');
    expect(headerSearchPlaceholder('trucks and motorcycles')).toBe('Search stock');
  });
});
