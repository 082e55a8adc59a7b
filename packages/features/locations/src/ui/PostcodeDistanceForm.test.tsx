import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostcodeDistanceForm } from './PostcodeDistanceForm.tsx';

describe('<PostcodeDistanceForm />', () => {
  it('is a GET search form with a 4-character postcode field (site-wide §5)', () => {
    render(<PostcodeDistanceForm action="/dealer-locator" />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/dealer-locator');
    const field = screen.getByRole('textbox', { name: 'Your postcode' });
    expect(field).toHaveAttribute('name', 'postcode');
    expect(field).toHaveAttribute('maxlength', '4');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Find the nearest' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('shows the postcode message on the field (site-wide §5, §8)', () => {
    render(
      <PostcodeDistanceForm
        action="/contact"
        postcode="41"
        error="Invalid postcode. Please enter a 4-digit number."
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Your postcode' });
    expect(field).toHaveValue('41');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Invalid postcode. Please enter a 4-digit number.'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('says where the distances are from, with a way back to all locations', () => {
    render(<PostcodeDistanceForm action="/contact" postcode="4105" place="Moorooka QLD 4105" />);
    expect(screen.getByRole('status')).toHaveTextContent('Nearest to Moorooka QLD 4105');
    expect(screen.getByRole('link', { name: 'Show all locations' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
