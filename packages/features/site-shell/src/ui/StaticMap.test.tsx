import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaticMap } from './StaticMap.tsx';

const POINTS = [
  { label: 'Moorooka', lat: -27.5339, long: 153.0227 },
  { label: 'Ipswich', lat: -27.6144, long: 152.7581 },
];

describe('<StaticMap />', () => {
  it('is an image named after the places it marks (site-wide §2 map)', () => {
    render(<StaticMap points={POINTS} />);
    expect(screen.getByRole('img', { name: 'Map showing Moorooka, Ipswich' })).toBeInTheDocument();
  });

  it('draws one marker per place and fetches nothing (no tiles, no key)', () => {
    const { container } = render(<StaticMap points={POINTS} />);
    expect(container.querySelectorAll('.fc-static-map__marker')).toHaveLength(2);
    expect(container.querySelector('img, iframe, image')).toBeNull();
  });

  it('links out to the map and shows its caption', () => {
    render(
      <StaticMap
        points={POINTS.slice(0, 1)}
        href="https://maps.example/moorooka"
        caption="1152 Ipswich Road, Moorooka QLD 4105"
      />,
    );
    expect(screen.getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      'https://maps.example/moorooka',
    );
    expect(screen.getByText('1152 Ipswich Road, Moorooka QLD 4105')).toBeInTheDocument();
  });
});
