import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WatchlistButton } from './WatchlistButton.tsx';

const base = { carId: 7, saved: false, sold: false, action: '/watchlist', returnTo: '/cars/x' };

describe('<WatchlistButton />', () => {
  it('is a form posting the car, the intent and the return path to the watchlist route', () => {
    const { container } = render(<WatchlistButton {...base} />);
    const form = container.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/watchlist');
    expect(form?.getAttribute('method')).toBe('post');
    const values = Object.fromEntries(new FormData(form as HTMLFormElement));
    expect(values).toEqual({ car_id: '7', intent: 'save', return: '/cars/x' });
    expect(screen.getByRole('button', { name: /Save to My Garage/ })).toBeTruthy();
  });

  it('says Saved and posts a remove when the car is saved', () => {
    const { container } = render(<WatchlistButton {...base} saved />);
    expect(screen.getByRole('button', { name: /Saved to My Garage/ })).toBeTruthy();
    expect((container.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe(
      'remove',
    );
  });

  it('cannot save a sold car unless already saved (vehicle-stock §4)', () => {
    const { rerender } = render(<WatchlistButton {...base} sold />);
    expect(screen.getByRole('button', { name: /Save to My Garage/ }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByText('This car has been sold, so it can’t be saved.')).toBeTruthy();
    rerender(<WatchlistButton {...base} sold saved />);
    expect(
      screen.getByRole('button', { name: /Saved to My Garage/ }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it("shows the server's message as an alert after a failure (vehicle-stock §8)", () => {
    render(
      <WatchlistButton
        {...base}
        error="Add a mobile number to your account to use the watchlist."
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Add a mobile number to your account to use the watchlist.',
    );
  });

  it('hands the press to onToggle once hydrated, and is busy while pending', () => {
    const onToggle = vi.fn();
    const { rerender } = render(<WatchlistButton {...base} onToggle={onToggle} />);
    fireEvent.click(screen.getByRole('button', { name: /Save to My Garage/ }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<WatchlistButton {...base} onToggle={onToggle} pending saved />);
    const button = screen.getByRole('button', { name: /Saved to My Garage/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
