import { SIGN_IN_MESSAGES } from '@forecourt/lead-payloads';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignInForm, type SignInFormProps } from './SignInForm.tsx';

const base: SignInFormProps = {
  step: 'destination',
  destination: '',
  mobileOnly: false,
  backHref: '/cars/x',
  changeHref: '/sign-in?type=my-garage',
};

describe('<SignInForm />', () => {
  it('is a plain post form with a labelled field and Back to the back path (site-wide §2)', () => {
    const { container } = render(<SignInForm {...base} />);
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(screen.getByRole('textbox', { name: /Mobile number or email address/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/cars/x');
    expect((container.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe(
      'request-code',
    );
  });

  it('checks the field once hydrated: banner, message and focus on the field, nothing posted (site-wide §8)', async () => {
    const onValidSubmit = vi.fn();
    render(<SignInForm {...base} onValidSubmit={onValidSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send my code' }));
    const banner = await screen.findByTestId('error-warning');
    expect(banner.textContent).toContain('Please fix the following errors:');
    expect(banner.textContent).toContain(SIGN_IN_MESSAGES.destinationRequired);
    const field = screen.getByRole('textbox', { name: /Mobile number or email address/ });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(onValidSubmit).not.toHaveBeenCalled();
  });

  it('hands a valid form over to be posted', async () => {
    const onValidSubmit = vi.fn();
    render(<SignInForm {...base} onValidSubmit={onValidSubmit} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Mobile number or email address/ }), {
      target: { value: '0412 345 678' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send my code' }));
    await waitFor(() => expect(onValidSubmit).toHaveBeenCalledTimes(1));
    expect(onValidSubmit.mock.calls[0]?.[0]).toBeInstanceOf(HTMLFormElement);
  });

  it('asks for a mobile number only on the watchlist form (vehicle-stock §6)', async () => {
    render(<SignInForm {...base} mobileOnly onValidSubmit={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: /Mobile number/ });
    fireEvent.change(field, { target: { value: 'jo@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my code' }));
    expect((await screen.findByTestId('error-warning')).textContent).toContain(
      SIGN_IN_MESSAGES.mobileInvalid,
    );
  });

  it("shows the server's code message and where the code went, with the destination kept hidden", () => {
    const { container } = render(
      <SignInForm
        {...base}
        step="code"
        destination="0412 345 678"
        notice="We have texted a 6-digit code to 0412 345 678."
        fieldErrors={{
          code: 'That code has expired or was already used. Please ask for a new one.',
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'We have texted a 6-digit code to 0412 345 678.',
    );
    expect(screen.getByTestId('error-warning').textContent).toContain('expired');
    expect(screen.getByRole('textbox', { name: /6-digit code/ }).getAttribute('autocomplete')).toBe(
      'one-time-code',
    );
    const hidden = container.querySelectorAll('input[name="destination"]');
    expect([...hidden].map((input) => (input as HTMLInputElement).value)).toEqual([
      '0412 345 678',
      '0412 345 678',
    ]);
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Use a different mobile number or email' })
        .getAttribute('href'),
    ).toBe('/sign-in?type=my-garage');
  });

  it('disables the buttons and shows a spinner while submitting (site-wide §4)', () => {
    render(<SignInForm {...base} step="code" destination="0412345678" submitting="verify-code" />);
    const signIn = screen.getByRole('button', { name: /Sign in/ });
    expect(signIn.hasAttribute('disabled')).toBe(true);
    expect(signIn.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Send a new code' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('lists a form-wide message (too many codes) in the banner', () => {
    render(
      <SignInForm
        {...base}
        formError="Too many sign-in codes have been requested for this mobile number. Please try again in 8 minutes."
      />,
    );
    expect(screen.getByTestId('error-warning').textContent).toContain('Too many sign-in codes');
  });
});
