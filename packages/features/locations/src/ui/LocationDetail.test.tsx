import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationDetail } from './LocationDetail.tsx';
import { detailData } from './story-fixtures.ts';

describe('<LocationDetail />', () => {
  it('shows address, tel: link, dealer licence, directions and stock (site-wide §2, §3)', () => {
    render(<LocationDetail location={detailData()} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Sunshine Used Cars Moorooka' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(07) 5550 0100' })).toHaveAttribute(
      'href',
      'tel:0755500100',
    );
    expect(screen.getByText('MD 31245')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      expect.stringContaining('google.com/maps'),
    );
    expect(screen.getByRole('link', { name: 'View Our Stock' })).toHaveAttribute(
      'href',
      '/search/sunshine-used-cars-moorooka',
    );
  });

  it('shows hours by type, the holiday-hours button and the static map (site-wide §2)', () => {
    render(<LocationDetail location={detailData()} />);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Holiday hours' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Map showing Sunshine Used Cars Moorooka' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/-27\.53390, 153\.02270/)).toBeInTheDocument();
  });

  it('leaves out what the location lacks', () => {
    render(
      <LocationDetail
        location={detailData({
          phone: null,
          phoneHref: null,
          dealerLicenceNumber: null,
          directionsHref: null,
          stockHref: null,
          point: null,
          holidayHours: [],
        })}
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Holiday hours' })).not.toBeInTheDocument();
  });
});
