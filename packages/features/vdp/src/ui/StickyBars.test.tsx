import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DealerContact } from '../call-dealer.ts';
import type { VdpPrice } from '../vehicle-detail.ts';
import { StickyFooter } from './StickyFooter.tsx';
import { StickyHeader } from './StickyHeader.tsx';

const price: VdpPrice = {
  amount: 34_990,
  text: '$34,990',
  priceType: 'Drive Away',
  wasAmount: null,
};
const contact: DealerContact = {
  phone: '0491 570 156',
  name: 'Sunshine Moorooka',
  startRevealed: false,
  site: 'sunshine-used-cars',
  carId: 7,
  lead: { site: 'sunshine-used-cars', category: 'Phone Reveal', car_id: 7, dealership_id: 3 },
};

const header = (props: Partial<Parameters<typeof StickyHeader>[0]> = {}) => (
  <StickyHeader
    title="2021 Toyota Corolla Ascent Sport"
    image="/media/car-1-thumb.jpg"
    facts={['Automatic', 'Hatch']}
    price={price}
    weekly="$123"
    financeHref="#finance"
    tradeInHref={null}
    {...props}
  />
);

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  scrollTo(0);
  vi.useRealTimers();
});

describe('<StickyHeader /> (vehicle-stock §2, §9)', () => {
  it('shows image, name, transmission, body, price and price type, weekly estimate and Get Finance', () => {
    const { container } = render(header({ state: 'shown' }));
    const bar = screen.getByRole('region', { name: '2021 Toyota Corolla Ascent Sport summary' });
    expect(bar).toHaveTextContent('Automatic · Hatch');
    expect(bar).toHaveTextContent('$34,990');
    expect(bar).toHaveTextContent('Drive Away');
    expect(bar).toHaveTextContent('Estimated weekly repayment $123/wk');
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/car-1-thumb.jpg');
    expect(screen.getByRole('link', { name: 'Get Finance' })).toHaveAttribute('href', '#finance');
    expect(screen.queryByRole('link', { name: 'Trade-In Valuation' })).not.toBeInTheDocument();
  });

  it('shows Trade-In Valuation when the page has a trade-in flow to link', () => {
    render(header({ state: 'shown', tradeInHref: '/cars/trade-in?car_id=7' }));
    expect(screen.getByRole('link', { name: 'Trade-In Valuation' })).toHaveAttribute(
      'href',
      '/cars/trade-in?car_id=7',
    );
  });

  it('is hidden and inert at the top, appears after 500 px and opens past 900 px', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    const { container } = render(header());
    const bar = container.querySelector('.fc-vdp-sticky-header');
    expect(bar).toHaveAttribute('data-state', 'hidden');
    expect(bar).toHaveAttribute('inert');
    act(() => scrollTo(499));
    expect(bar).toHaveAttribute('data-state', 'hidden');
    act(() => scrollTo(500));
    expect(bar).toHaveAttribute('data-state', 'shown');
    expect(bar).not.toHaveAttribute('inert');
    act(() => scrollTo(901));
    expect(bar).toHaveAttribute('data-state', 'opened');
    act(() => scrollTo(0));
    expect(bar).toHaveAttribute('data-state', 'hidden');
  });

  it('leaves out the weekly figure and Get Finance when the car has no finance', () => {
    render(header({ state: 'shown', weekly: null, financeHref: null }));
    expect(screen.queryByText(/\/wk/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Finance' })).not.toBeInTheDocument();
  });
});

describe('<StickyFooter /> (vehicle-stock §2 sticky footer)', () => {
  it('calls the dealer with tel: and sends event 25', async () => {
    const user = userEvent.setup();
    const actions = { revealed: vi.fn(), called: vi.fn() };
    render(<StickyFooter contact={contact} actions={actions} />);
    const call = screen.getByRole('link', { name: 'Call' });
    expect(call).toHaveAttribute('href', 'tel:0491570156');
    call.addEventListener('click', (event) => event.preventDefault());
    await user.click(call);
    expect(actions.called).toHaveBeenCalledExactlyOnceWith(contact);
  });

  it('opens the enquiry dialog, or goes to the form without JavaScript', async () => {
    const user = userEvent.setup();
    const onEnquire = vi.fn();
    render(<StickyFooter contact={contact} onEnquire={onEnquire} />);
    const enquire = screen.getByRole('link', { name: 'Enquire' });
    expect(enquire).toHaveAttribute('href', '#enquiry');
    expect(enquire).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(enquire);
    expect(onEnquire).toHaveBeenCalledOnce();
  });

  it('leaves only Enquire when there is no number (vehicle-stock §8)', () => {
    render(<StickyFooter contact={null} />);
    expect(screen.queryByRole('link', { name: 'Call' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Call or enquire' })).toBeInTheDocument();
  });
});
