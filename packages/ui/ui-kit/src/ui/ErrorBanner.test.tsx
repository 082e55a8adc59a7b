import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorBanner } from './ErrorBanner.tsx';

const ERRORS = [
  'Please enter your first name.',
  'Invalid postcode. Please enter a 4-digit number.',
];

describe('<ErrorBanner />', () => {
  it('shows the heading and the list under test id error-warning (site-wide §8)', () => {
    render(<ErrorBanner errors={ERRORS} />);
    const banner = screen.getByTestId('error-warning');
    expect(screen.getByRole('heading', { name: 'Please fix the following errors:' })).toBeTruthy();
    expect(screen.getByRole('alert', { name: 'Please fix the following errors:' })).toBe(banner);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(ERRORS);
  });

  it('moves focus to itself when it shows (site-wide §8)', () => {
    const { rerender } = render(
      <>
        <input aria-label="First Name" />
        <ErrorBanner errors={[]} />
      </>,
    );
    expect(screen.queryByTestId('error-warning')).toBeNull();
    screen.getByRole('textbox', { name: 'First Name' }).focus();
    rerender(
      <>
        <input aria-label="First Name" />
        <ErrorBanner errors={ERRORS} />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByTestId('error-warning'));
  });

  it('links a message to its field and focuses the field', async () => {
    render(
      <>
        <input id="postcode" aria-label="Postcode" />
        <ErrorBanner errors={[{ message: ERRORS[1] ?? '', fieldId: 'postcode' }]} />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: ERRORS[1] }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Postcode' }));
  });
});
