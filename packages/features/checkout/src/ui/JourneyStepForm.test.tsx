import { BUY_ONLINE_MESSAGES } from '@forecourt/lead-payloads';
import { writeSavedContact } from '@forecourt/site-shell';
import { SAVED_CONTACT_DETAILS } from '@forecourt/test-utils';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JourneyStepForm } from './JourneyStepForm.tsx';

describe('<JourneyStepForm />', () => {
  it('checks a step with the shared schema: banner, message and focus on the first wrong field', async () => {
    const onValid = vi.fn();
    render(<JourneyStepForm step="contact" onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('journey-name'));
    expect(screen.getByTestId('error-warning')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('asks for a choice with native radio buttons (they work without JavaScript)', async () => {
    const onValid = vi.fn();
    render(<JourneyStepForm step="payment" onValid={onValid} />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['cash', 'finance']);
    expect(radios.every((radio) => radio.name === 'payment')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(screen.getAllByText(BUY_ONLINE_MESSAGES.paymentChoice).length).toBeGreaterThan(0),
    );
    fireEvent.click(screen.getByLabelText('Finance'));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  });

  it("shows the server's field messages (a postcode out of delivery range)", () => {
    render(
      <JourneyStepForm
        step="delivery"
        defaultValues={{ delivery: 'delivery', postcode: '6000' }}
        serverFields={{ postcode: 'Sorry, we do not deliver there.' }}
      />,
    );
    expect(screen.getAllByText('Sorry, we do not deliver there.').length).toBeGreaterThan(0);
    expect((screen.getByLabelText(/Delivery postcode/) as HTMLInputElement).value).toBe('6000');
  });

  it('lists the trade-in car fields and its condition questions with Yes/No', () => {
    render(<JourneyStepForm step="trade_in" />);
    expect(screen.getByLabelText(/Registration/)).toBeTruthy();
    expect(screen.getByLabelText('State')).toBeTruthy();
    expect(screen.getAllByRole('radio').length).toBe(2 + 2 * 4);
  });

  it('disables the button while saving', () => {
    render(<JourneyStepForm step="contact" submitting />);
    expect(
      (screen.getByRole('button', { name: /Save and continue/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('<JourneyStepForm /> saved contact details (site-wide §3 User)', () => {
  afterEach(() => localStorage.clear());

  it('prefills the contact step, says "Not you? Clear my details", passes as filled, and clears', async () => {
    writeSavedContact(localStorage, SAVED_CONTACT_DETAILS);
    const onValid = vi.fn();
    render(<JourneyStepForm step="contact" onValid={onValid} />);
    const fieldValue = (name: string) =>
      (screen.getByRole('textbox', { name }) as HTMLInputElement).value;
    expect(screen.getByText(/Not you\?/)).toBeTruthy();
    expect(fieldValue('First name')).toBe('Ann');
    expect(fieldValue('Last name')).toBe('Lee');
    expect(fieldValue('Email')).toBe('ann@example.com');
    expect(fieldValue('Mobile number')).toBe('0412 345 678');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Clear my details' }));
    for (const name of ['First name', 'Last name', 'Email', 'Mobile number']) {
      expect(fieldValue(name)).toBe('');
    }
    expect(screen.queryByRole('button', { name: 'Clear my details' })).toBeNull();
  });
});
