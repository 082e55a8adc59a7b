import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DealerContact } from '../call-dealer.ts';
import type { VdpPrice } from '../vehicle-detail.ts';
import { ContactBars } from './ContactBars.tsx';
import { PluginLinks } from './PluginLinks.tsx';
import { VehicleLocation } from './VehicleLocation.tsx';

const price: VdpPrice = { amount: 34_990, text: '$34,990', priceType: null, wasAmount: null };
const vehicle = { title: '2021 Toyota Corolla', images: [], keyInformation: [], price };
const contact: DealerContact = {
  phone: '0491 570 156',
  name: 'Sunshine Moorooka',
  startRevealed: false,
  site: 'sunshine-used-cars',
  carId: 7,
  lead: { site: 'sunshine-used-cars', category: 'Phone Reveal', car_id: 7, dealership_id: 3 },
};

const bars = (props: { stickyHeader?: boolean; stickyFooter?: boolean }) =>
  render(
    <ContactBars
      vehicle={vehicle}
      contact={contact}
      weekly="$105"
      financeHref="#finance"
      {...props}
    />,
  );

describe('<ContactBars /> site switches (vehicle-stock §2)', () => {
  it('renders the sticky header and footer by default', () => {
    const { container } = bars({});
    expect(container.querySelector('.fc-vdp-sticky-header')).not.toBeNull();
    expect(container.querySelector('.fc-vdp-sticky-footer')).not.toBeNull();
  });

  it('leaves out the sticky header where features.sticky_header is off', () => {
    const { container } = bars({ stickyHeader: false });
    expect(container.querySelector('.fc-vdp-sticky-header')).toBeNull();
    expect(container.querySelector('.fc-vdp-sticky-footer')).not.toBeNull();
  });

  it('leaves out the sticky footer where features.sticky_footer is off', () => {
    const { container } = bars({ stickyFooter: false });
    expect(container.querySelector('.fc-vdp-sticky-footer')).toBeNull();
    expect(container.querySelector('.fc-vdp-sticky-header')).not.toBeNull();
  });
});

describe('<VehicleLocation /> (vehicle-stock §2 #vehicle-map; site-wide §3 show_map_section)', () => {
  it("draws a map of the car's yard when given one", () => {
    render(
      <VehicleLocation
        address="1 Ipswich Rd, Moorooka, QLD, 4105"
        map={{
          point: { label: 'Moorooka', lat: -27.5, long: 153 },
          href: 'https://maps.example/moorooka',
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Map showing Moorooka' })).toBeInTheDocument();
    expect(screen.getByText('1 Ipswich Rd, Moorooka, QLD, 4105')).toBeInTheDocument();
  });

  it('shows the address alone without a map', () => {
    render(<VehicleLocation address="1 Ipswich Rd, Moorooka" map={null} />);
    expect(screen.getByRole('heading', { name: 'Vehicle location' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('<PluginLinks /> (site-wide §3 plugins)', () => {
  it('links each report in a new tab, and renders nothing without links', () => {
    const { container, rerender } = render(
      <PluginLinks links={[{ label: 'PPSR Report', href: 'https://ppsr.example/check?vin=1' }]} />,
    );
    expect(screen.getByRole('link', { name: /PPSR Report/ })).toHaveAttribute(
      'href',
      'https://ppsr.example/check?vin=1',
    );
    rerender(<PluginLinks links={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
