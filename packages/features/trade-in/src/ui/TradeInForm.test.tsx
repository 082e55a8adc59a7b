import { FIELD_MESSAGES, TRADE_IN_MESSAGES } from '@forecourt/lead-payloads';
import { writeSavedContact } from '@forecourt/site-shell';
import { SAVED_CONTACT_DETAILS } from '@forecourt/test-utils';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TradeInForm } from './TradeInForm.tsx';

const NOW = new Date('2026-06-01T00:00:00Z');
const CAR = { id: 1, title: '2021 Toyota HiLux SR5', price: 45_990, path: '/cars/hilux-1' };

describe('<TradeInForm />', () => {
  it('checks a step with the shared schema before sending: banner, field messages, focus on the first error', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <TradeInForm
        state={{ step: 'rego', values: {}, errors: {} }}
        car={null}
        submission="k"
        now={NOW}
      />,
    );
    document.querySelector('form')?.addEventListener('submit', submitted);
    await user.click(screen.getByRole('button', { name: 'Look up my vehicle' }));
    expect(screen.getByTestId('error-warning')).toHaveTextContent(FIELD_MESSAGES.regoRequired);
    expect(screen.getByLabelText(/Registration number/)).toHaveFocus();
    expect(screen.getByLabelText(/Registration number/)).toHaveAttribute('aria-invalid', 'true');
    // The form's own check stopped the post.
    expect(submitted.mock.calls[0]?.[0].defaultPrevented).toBe(true);
  });

  it('carries earlier answers in hidden fields so each step works as a plain form post', () => {
    render(
      <TradeInForm
        state={{
          step: 'kms',
          values: { rego: 'ABC123', regoState: 'QLD', year: '2022', make: 'Kia', model: 'Rio' },
          errors: {},
        }}
        car={CAR}
        submission="k"
        now={NOW}
      />,
    );
    const hidden = Object.fromEntries(
      [...document.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [
        input.name,
        input.value,
      ]),
    );
    expect(hidden).toMatchObject({
      step: 'kms',
      submission: 'k',
      car_id: '1',
      rego: 'ABC123',
      regoState: 'QLD',
      year: '2022',
      make: 'Kia',
      model: 'Rio',
    });
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('defaults the preferred contact method to Phone and warns when there will be no online estimate', () => {
    render(
      <TradeInForm
        state={{ step: 'contact', values: { year: '2015', kms: '40000' }, errors: {} }}
        car={null}
        submission="k"
        now={NOW}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Phone' })).toBeChecked();
    expect(screen.getByTestId('no-online-estimate')).toHaveTextContent(
      TRADE_IN_MESSAGES.noOnlineEstimate,
    );
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
  });

  it('shows the offer and reducedPrice, disables the button while sending, and reports acceptance', async () => {
    const onAccept = vi.fn();
    const { rerender } = render(
      <TradeInForm
        state={{
          step: 'offer',
          values: { year: '2023', make: 'Toyota', model: 'Corolla' },
          errors: {},
          offer: { lead_id: 'abc', offer_price: 23_500, reducedPrice: 22_490 },
        }}
        car={CAR}
        submission="k"
        now={NOW}
        onAccept={onAccept}
      />,
    );
    expect(screen.getByTestId('offer-price')).toHaveTextContent('$23,500');
    expect(screen.getByTestId('reduced-price')).toHaveTextContent('$22,490');
    document.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    await userEvent.click(screen.getByRole('button', { name: 'Accept offer' }));
    expect(onAccept).toHaveBeenCalledOnce();
    rerender(
      <TradeInForm
        state={{
          step: 'offer',
          values: {},
          errors: {},
          offer: { lead_id: 'abc', offer_price: 23_500, reducedPrice: null },
        }}
        car={CAR}
        submission="k"
        now={NOW}
        submitting
      />,
    );
    expect(screen.getByRole('button', { name: /Accept offer/ })).toBeDisabled();
    expect(screen.queryByTestId('reduced-price')).toBeNull();
  });

  it('sends a valid step once, as the browser would, with the pressed button (react-hook-form)', async () => {
    const user = userEvent.setup();
    const posts: { intent: string | null; rego: string | null; prevented: boolean }[] = [];
    render(
      <TradeInForm
        state={{ step: 'rego', values: {}, errors: {} }}
        car={null}
        submission="k"
        now={NOW}
      />,
    );
    const form = document.querySelector('form') as HTMLFormElement;
    // After React's listener (on the root), like the browser's default action: what is posted.
    const record = (event: Event) => {
      const data = new FormData(form, (event as SubmitEvent).submitter);
      posts.push({
        intent: data.get('intent') as string | null,
        rego: data.get('rego') as string | null,
        prevented: event.defaultPrevented,
      });
      event.preventDefault();
    };
    document.addEventListener('submit', record);
    await user.type(screen.getByLabelText(/Registration number/), 'abc123');
    await user.selectOptions(screen.getByLabelText(/State registered in/), 'QLD');
    await user.click(screen.getByRole('button', { name: 'Look up my vehicle' }));
    await vi.waitFor(() => expect(posts.filter((post) => !post.prevented)).toHaveLength(1));
    expect(posts.find((post) => !post.prevented)).toMatchObject({ intent: 'next', rego: 'abc123' });
    expect(screen.queryByTestId('error-warning')).toBeNull();
    document.removeEventListener('submit', record);
  });

  it('names condition answers as the form posts them and focuses the first unanswered one', async () => {
    const user = userEvent.setup();
    render(
      <TradeInForm
        state={{ step: 'condition', values: {}, errors: {} }}
        car={null}
        submission="k"
        now={NOW}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const banner = await screen.findByTestId('error-warning');
    expect(banner).toBeInTheDocument();
    const firstRadio = document.querySelector('input[type=radio]') as HTMLInputElement;
    expect(firstRadio.name).toMatch(/^adjustmentAnswers\./);
    expect(firstRadio).toHaveFocus();
  });

  it('disables the button and shows its spinner while the step is sent (site-wide §4)', () => {
    render(
      <TradeInForm
        state={{ step: 'kms', values: {}, errors: {} }}
        car={null}
        submission="k"
        now={NOW}
        submitting
      />,
    );
    const next = screen.getByRole('button', { name: /Next/ });
    expect(next).toBeDisabled();
    expect(next).toHaveAttribute('aria-busy', 'true');
  });

  it("hands a valid step to the route's submit with the pressed button (its intent)", async () => {
    const user = userEvent.setup();
    const sent: (HTMLButtonElement | HTMLFormElement)[] = [];
    render(
      <TradeInForm
        state={{ step: 'kms', values: {}, errors: {} }}
        car={null}
        submission="k"
        now={NOW}
        onValidSubmit={(target) => sent.push(target)}
      />,
    );
    await user.type(screen.getByLabelText(/Odometer/), '45000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toHaveAttribute('value', 'next');
  });
});

describe('<TradeInForm /> saved contact details (site-wide §3 User)', () => {
  afterEach(() => localStorage.clear());

  it('prefills the contact step, says "Not you? Clear my details", sends it as filled, and clears', async () => {
    writeSavedContact(localStorage, SAVED_CONTACT_DETAILS);
    const user = userEvent.setup();
    const onValidSubmit = vi.fn();
    render(
      <TradeInForm
        state={{ step: 'contact', values: { year: '2022', kms: '40000' }, errors: {} }}
        car={null}
        submission="k"
        now={NOW}
        onValidSubmit={onValidSubmit}
      />,
    );
    const field = (name: RegExp) => screen.getByRole('textbox', { name });
    const clear = await screen.findByRole('button', { name: 'Clear my details' });
    expect(field(/First Name/)).toHaveValue('Ann');
    expect(field(/Last Name/)).toHaveValue('Lee');
    expect(field(/Email/)).toHaveValue('ann@example.com');
    expect(field(/Mobile Number/)).toHaveValue('0412 345 678');
    expect(field(/Postcode/)).toHaveValue('4000');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: /Get my valuation|Send enquiry/ }));
    await waitFor(() => expect(onValidSubmit).toHaveBeenCalledTimes(1));

    await user.click(clear);
    for (const name of [/First Name/, /Last Name/, /Email/, /Mobile Number/, /Postcode/]) {
      expect(field(name)).toHaveValue('');
    }
    expect(screen.queryByRole('button', { name: 'Clear my details' })).toBeNull();
  });

  it('shows no notice on the steps without contact fields', () => {
    writeSavedContact(localStorage, SAVED_CONTACT_DETAILS);
    render(
      <TradeInForm
        state={{ step: 'kms', values: {}, errors: {} }}
        car={null}
        submission="k"
        now={NOW}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Clear my details' })).toBeNull();
  });
});
