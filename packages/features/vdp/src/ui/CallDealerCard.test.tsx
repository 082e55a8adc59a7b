import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DealerContact } from '../call-dealer.ts';
import { CallDealerCard } from './CallDealerCard.tsx';
import type { PhoneCallActions } from './phone-call-actions.ts';

const contact = (overrides: Partial<DealerContact> = {}): DealerContact => ({
  phone: '0491 570 156',
  name: 'Sunshine Moorooka',
  startRevealed: false,
  site: 'sunshine-used-cars',
  carId: 7,
  lead: { site: 'sunshine-used-cars', category: 'Phone Reveal', car_id: 7, dealership_id: 3 },
  ...overrides,
});

const spyActions = (): PhoneCallActions => ({ revealed: vi.fn(), called: vi.fn() });

describe('<CallDealerCard /> (vehicle-stock §2, §4, §7)', () => {
  it('shows the number masked after its first 5 characters until clicked', () => {
    render(<CallDealerCard contact={contact()} actions={spyActions()} />);
    expect(screen.getByRole('heading', { name: 'Call the dealer' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /0491 XXX XXX/ });
    expect(link).toHaveTextContent('Show number');
    expect(screen.queryByText(/570 156/)).not.toBeInTheDocument();
    // Without JavaScript the masked number still calls.
    expect(link).toHaveAttribute('href', 'tel:0491570156');
  });

  it('reveals on click, logs the phone-reveal lead and event 25 once, and keeps focus', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const shown = contact();
    render(<CallDealerCard contact={shown} actions={actions} />);
    const link = screen.getByRole('link', { name: /0491 XXX XXX/ });
    await user.click(link);
    expect(link).toHaveTextContent('0491 570 156');
    expect(link).toHaveAccessibleName('Call 0491 570 156');
    expect(link).toHaveFocus();
    expect(actions.revealed).toHaveBeenCalledExactlyOnceWith(shown);
    expect(actions.called).not.toHaveBeenCalled();
  });

  it('offers sms: and WhatsApp links for a revealed mobile number', async () => {
    const user = userEvent.setup();
    render(<CallDealerCard contact={contact()} actions={spyActions()} />);
    expect(screen.queryByRole('link', { name: 'Send an SMS' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Show number/ }));
    expect(screen.getByRole('link', { name: 'Send an SMS' })).toHaveAttribute(
      'href',
      'sms:0491570156',
    );
    expect(screen.getByRole('link', { name: 'Message on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/61491570156',
    );
  });

  it('starts revealed where the site says so; a click then calls and sends event 25 only', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    render(
      <CallDealerCard
        contact={contact({ phone: '(07) 5550 0100', startRevealed: true })}
        actions={actions}
      />,
    );
    const link = screen.getByRole('link', { name: 'Call (07) 5550 0100' });
    expect(link).toHaveAttribute('href', 'tel:0755500100');
    // A landline gets no messaging links.
    expect(screen.queryByRole('link', { name: 'Send an SMS' })).not.toBeInTheDocument();
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(actions.called).toHaveBeenCalledOnce();
    expect(actions.revealed).not.toHaveBeenCalled();
  });
});
