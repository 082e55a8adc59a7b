import { PLATFORM_DEFAULTS } from '@forecourt/site-config';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { dealerComments } from '../dealer-comments.ts';
import {
  DELIVERY_NOT_SERVICEABLE_MESSAGE,
  DELIVERY_POSTCODE_REQUIRED_MESSAGE,
} from '../delivery-calculator.ts';
import { DEALER_VDP_COPY } from '../test/dealer-copy.ts';
import { copyTabs, vdpActions, vdpTabIds } from '../vdp-tabs.ts';
import { CertifiedPreOwnedBox, ToyotaCertifiedBadge, UsedCarChecks } from './CertifiedPanels.tsx';
import { CheckoutLinks } from './CheckoutLinks.tsx';
import { DeliveryCalculator } from './DeliveryCalculator.tsx';
import { DeliveryCalculatorWidget } from './DeliveryCalculatorWidget.tsx';
import { FuelCalculator } from './FuelCalculator.tsx';
import { ToolSection } from './ToolSection.tsx';
import { VehicleTabs } from './VehicleTabs.tsx';
import { VehicleTools } from './VehicleTools.tsx';

const SITE = {
  vdp_copy: DEALER_VDP_COPY,
  manufacturer: null,
  features: { ...PLATFORM_DEFAULTS.features, reserve_online: true },
};
const CAR = {
  id: 42,
  slug: 'a-car',
  make: 'Toyota',
  status: 'in_stock',
  car_type: 'used',
  certified: true,
  reserved: false,
  price: 25_990,
};
const FEATURES = ['Cruise control', 'Reversing camera'];
const ids = vdpTabIds(CAR, SITE, true);
const tabs = (
  <VehicleTabs
    tabIds={ids}
    copyTabs={copyTabs(ids, SITE)}
    comments={dealerComments('<p>One owner, full service history.</p>')}
    features={FEATURES}
  />
);

describe('<VehicleTabs /> (vehicle-stock §2 Tabs)', () => {
  it('server-renders every tab panel so crawlers read all the copy', () => {
    const html = renderToString(tabs);
    for (const text of [
      'One owner, full service history.',
      'One haggle-free drive-away price',
      'Family owned in Test Town since 1990',
      'refundable deposit of $200',
      'Window film',
      'Cruise control',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('names the tabs in order and switches with the arrow keys', async () => {
    render(tabs);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Dealer Comments',
      "What's Included",
      'Why Buy From Us?',
      'Reserve Online',
      'Protect Your Car',
      'Features',
    ]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('One owner, full service history.');
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Cruise control');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Paint and interior protection');
  });

  it('has no Features tab for a car without features', () => {
    const without = vdpTabIds(CAR, SITE, false);
    render(
      <VehicleTabs
        tabIds={without}
        copyTabs={copyTabs(without, SITE)}
        comments={dealerComments(null)}
        features={[]}
      />,
    );
    expect(screen.queryByRole('tab', { name: 'Features' })).toBeNull();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Dealer comments are pending.');
  });
});

describe('<CheckoutLinks /> (vehicle-stock §5)', () => {
  it('shows only the links whose rules pass and reports the history report (event 60)', async () => {
    const onHistoryReport = vi.fn();
    const actions = vdpActions(
      { ...CAR, file: 'https://cdn.example/history.pdf' },
      { ...SITE, features: { ...SITE.features, online_purchase: false } },
    );
    render(<CheckoutLinks actions={actions} onHistoryReport={onHistoryReport} />);
    expect(screen.getByRole('link', { name: 'Reserve for $200' })).toHaveAttribute(
      'href',
      '/cars/a-car/checkout',
    );
    expect(screen.getByRole('link', { name: 'Trade-In Valuation' })).toHaveAttribute(
      'href',
      '/cars/trade-in?car_id=42',
    );
    expect(screen.queryByRole('link', { name: 'Buy Online' })).toBeNull();
    const report = screen.getByRole('link', { name: /View History Report/ });
    report.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(report);
    expect(onHistoryReport).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when no rule passes', () => {
    const { container } = render(
      <CheckoutLinks
        actions={{ tradeIn: null, reserve: null, buyOnline: null, historyReport: null }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('certified panels and checks (site-wide §1)', () => {
  it('lists the Toyota certified benefits and the certified pre-owned points', () => {
    render(
      <>
        <ToyotaCertifiedBadge />
        <CertifiedPreOwnedBox manufacturer="Toyota" />
        <UsedCarChecks checks={['Full service history']} />
      </>,
    );
    expect(screen.getByText('Toyota Certified Used')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Toyota certified benefits' })).toHaveTextContent(
      '1 year roadside assist',
    );
    expect(screen.getByRole('heading', { name: 'Toyota Certified Pre-Owned' })).toBeInTheDocument();
    expect(screen.getByText('12 months free roadside assist')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Used-car checks' })).toBeInTheDocument();
  });

  it('shows no used-car checks section without checks', () => {
    const { container } = render(<UsedCarChecks checks={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('<DeliveryCalculator /> (vehicle-stock §4, §5)', () => {
  it('asks for a postcode when idle and passes what was typed', async () => {
    const onSubmit = vi.fn();
    render(<DeliveryCalculator state={{ status: 'idle' }} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Your postcode/), '4000');
    await userEvent.click(screen.getByRole('button', { name: 'Get Estimate' }));
    expect(onSubmit).toHaveBeenCalledWith('4000');
  });

  it('shows the loading, result and error states', () => {
    const { rerender } = render(
      <DeliveryCalculator state={{ status: 'loading', postcode: '4000' }} onSubmit={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Getting estimate…' })).toBeDisabled();
    rerender(
      <DeliveryCalculator
        state={{ status: 'result', postcode: '4000', region: 'Brisbane City, QLD', price: 250 }}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByText(/Delivery to/)).toHaveTextContent(
      'Delivery to Brisbane City, QLD: $250',
    );
    rerender(
      <DeliveryCalculator
        state={{ status: 'error', postcode: '0999', message: DELIVERY_NOT_SERVICEABLE_MESSAGE }}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(DELIVERY_NOT_SERVICEABLE_MESSAGE);
  });

  it('puts the required message on the postcode field', () => {
    render(
      <DeliveryCalculator
        state={{ status: 'error', postcode: '', message: DELIVERY_POSTCODE_REQUIRED_MESSAGE }}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByLabelText(/Your postcode/)).toHaveAccessibleDescription(
      expect.stringContaining(DELIVERY_POSTCODE_REQUIRED_MESSAGE),
    );
  });

  it('looks the postcode up for the car and shows the answer', async () => {
    const lookup = vi
      .fn()
      .mockResolvedValue({ name: 'Brisbane City, QLD', price: 0, band: 'Local', distance_km: 3 });
    render(<DeliveryCalculatorWidget carId={42} lookup={lookup} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get Estimate' }));
    expect(lookup).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Your postcode/), '4000');
    await userEvent.click(screen.getByRole('button', { name: 'Get Estimate' }));
    await waitFor(() =>
      expect(screen.getByText(/Delivery to/)).toHaveTextContent(
        'Delivery to Brisbane City, QLD: Free',
      ),
    );
    expect(lookup).toHaveBeenCalledWith({ postcode: '4000', car_id: 42 });
  });
});

describe('<FuelCalculator /> (vehicle-stock §5, §9)', () => {
  it('starts from 1.70 a litre and 250 km a week and recalculates from free text', async () => {
    render(<FuelCalculator economy={10} />);
    expect(screen.getByLabelText(/Fuel price per litre/)).toHaveValue('1.70');
    expect(screen.getByLabelText(/Kilometres driven per week/)).toHaveValue('250');
    expect(screen.getByText(/a week \(/)).toHaveTextContent(
      'About $42.50 a week ($2,210.00 a year)',
    );
    const km = screen.getByLabelText(/Kilometres driven per week/);
    await userEvent.clear(km);
    await userEvent.type(km, '1,000 kms');
    expect(screen.getByText(/a week \(/)).toHaveTextContent('About $170.00 a week');
    const price = screen.getByLabelText(/Fuel price per litre/);
    await userEvent.clear(price);
    await userEvent.type(price, 'free');
    expect(
      screen.getByText('Enter a fuel price and a weekly distance to see the cost.'),
    ).toBeInTheDocument();
  });
});

describe('<ToolSection /> and <VehicleTools /> (vehicle-stock §2 Calculators)', () => {
  it('server-renders a heading and a collapsed section without the tool', () => {
    const html = renderToString(<VehicleTools carId={42} fuelEconomy={7} delivery />);
    expect(html).toContain('Delivery Calculator');
    expect(html).toContain('Fuel Calculator');
    expect(html).toContain('<details');
    expect(html).not.toContain('open=""');
    expect(html).not.toContain('Fuel price per litre');
  });

  it('renders the tool when opened', async () => {
    render(
      <ToolSection heading="Fuel Calculator" summary="Work out your weekly fuel cost">
        <p>The tool</p>
      </ToolSection>,
    );
    expect(screen.getByRole('heading', { name: 'Fuel Calculator' })).toBeInTheDocument();
    expect(screen.queryByText('The tool')).toBeNull();
    await userEvent.click(screen.getByText('Work out your weekly fuel cost'));
    expect(await screen.findByText('The tool')).toBeInTheDocument();
  });

  it('shows no fuel calculator for an electric car (fuelEconomy null)', () => {
    render(<VehicleTools carId={42} fuelEconomy={null} delivery />);
    expect(screen.queryByRole('heading', { name: 'Fuel Calculator' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Delivery Calculator' })).toBeInTheDocument();
  });
});
