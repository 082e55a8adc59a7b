import { SiteProvider } from '@forecourt/site-shell';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationsSection, locationsSectionCards } from './LocationsSection.tsx';
import { locationInput, testSite } from './test/site.ts';

const NOW = new Date('2026-11-24T00:00:00Z');
const LOCATIONS = [
  locationInput({ id: 1, name: 'Zillmere' }),
  locationInput({ id: 2, name: 'Acacia Ridge' }),
  locationInput({ id: 3, name: 'Hidden', visible: false }),
];

function renderSection(site = testSite({ locations: LOCATIONS })) {
  return render(
    <SiteProvider site={site}>
      <LocationsSection cards={locationsSectionCards(site, NOW)} />
    </SiteProvider>,
  );
}

describe('<LocationsSection />', () => {
  it('shows the Our Locations carousel when layout.locations_view is carousel (site-wide §2)', () => {
    renderSection(testSite({ locations: LOCATIONS, layout: { locations_view: 'carousel' } }));
    expect(screen.getByRole('heading', { level: 2, name: 'Our Locations' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our Locations' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.queryByRole('list', { name: 'Our Locations' })).not.toBeInTheDocument();
  });

  it('shows the location grid when layout.locations_view is grid (site-wide §2)', () => {
    renderSection(testSite({ locations: LOCATIONS, layout: { locations_view: 'grid' } }));
    expect(screen.getByRole('list', { name: 'Our Locations' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our Locations' })).not.toBeInTheDocument();
  });

  it('lists visible locations sorted by name (site-wide §5)', () => {
    renderSection(testSite({ locations: LOCATIONS, layout: { locations_view: 'grid' } }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Acacia Ridge',
      'Zillmere',
    ]);
  });

  it('follows a custom location order (site-wide §5)', () => {
    renderSection(
      testSite({ locations: LOCATIONS, location_order: [1], layout: { locations_view: 'grid' } }),
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Zillmere',
      'Acacia Ridge',
    ]);
  });

  it("gives each card today's hours at the loader's time (site-wide §5)", () => {
    const site = testSite({ locations: LOCATIONS });
    const monday = locationsSectionCards(site, new Date('2026-11-23T00:00:00Z'));
    const sunday = locationsSectionCards(site, new Date('2026-11-22T00:00:00Z'));
    expect(monday.map((card) => card.name)).toEqual(['Acacia Ridge', 'Zillmere']);
    expect(sunday.map((card) => card.todayHours)).toEqual(['Closed', 'Closed']);
    expect(monday.map((card) => card.todayHours)).not.toContain('Closed');
  });

  it('renders nothing when the site lists no locations', () => {
    const { container } = renderSection(testSite());
    expect(container).toBeEmptyDOMElement();
  });
});
