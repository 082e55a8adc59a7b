import { calculatorBounds } from '@forecourt/finance-math';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  calculatorDisclaimer,
  calculatorResult,
  FinanceCalculator,
  fillDisclaimerTemplate,
} from './FinanceCalculator.tsx';
import { calculatorSettings, calculatorWithFees } from './story-data.ts';

/** A $30,000 loan over 5 years at 10% with $3,000 down and a $6,000 balloon, repaid weekly. */
const LOAN = {
  amount: 30_000,
  term: 5,
  interest: 10,
  deposit: 3_000,
  residual: 6_000,
  frequency: 'weekly' as const,
};

const result = (label: RegExp) => {
  const term = screen.getByText(label);
  return term.nextElementSibling?.textContent;
};

describe('<FinanceCalculator />', () => {
  it('shows the weekly repayment in whole dollars and the total (vehicle-stock §9)', () => {
    render(<FinanceCalculator settings={calculatorSettings} />);
    expect(result(/^Weekly repayment$/)).toMatch(/^\$\d{1,3}$/);
    expect(result(/^Total payable$/)).toMatch(/^\$\d{2},\d{3}$/);
    expect(
      screen.queryByRole('list', { name: 'Fees included in the amount financed' }),
    ).not.toBeInTheDocument();
  });

  it("states the lender's comparison rate range beside the result where the site sets one (site-wide §9)", () => {
    const { unmount } = render(<FinanceCalculator settings={calculatorSettings} />);
    expect(screen.queryByText(/^Comparison rate range$/)).not.toBeInTheDocument();
    unmount();
    render(
      <FinanceCalculator
        settings={{ ...calculatorSettings, comparisonRateRange: { min: 8.38, max: 19.42 } }}
      />,
    );
    expect(result(/^Comparison rate range$/)).toBe('8.38% to 19.42% p.a.');
  });

  it("adds the dealer's monthly account fee to each repayment and says so (site-wide §9)", () => {
    const { unmount } = render(<FinanceCalculator settings={calculatorSettings} />);
    const without = Number(result(/^Monthly repayment$|^Weekly repayment$/)?.replace(/\D/g, ''));
    expect(screen.queryByText(/monthly account fee/)).not.toBeInTheDocument();
    unmount();
    const values = { ...LOAN, frequency: 'monthly' as const };
    const charged = { ...calculatorSettings, monthlyFee: 8 };
    const monthly = (settings: typeof calculatorSettings) =>
      Number(calculatorResult(values, settings).repayment.replace(/\D/g, ''));
    expect(monthly(charged) - monthly(calculatorSettings)).toBeGreaterThanOrEqual(7);
    expect(monthly(charged) - monthly(calculatorSettings)).toBeLessThanOrEqual(9);
    render(<FinanceCalculator settings={charged} />);
    expect(Number(result(/^Weekly repayment$/)?.replace(/\D/g, ''))).toBeGreaterThan(without);
    expect(
      screen.getByText('Each repayment includes a monthly account fee of $8.'),
    ).toBeInTheDocument();
    expect(calculatorDisclaimer(values, charged).full).toContain('monthly account fee of $8');
  });

  it("lists the site's fees under the result and finances them (vehicle-stock §9 plus fees)", () => {
    const { unmount } = render(<FinanceCalculator settings={calculatorSettings} />);
    const without = Number(result(/^Weekly repayment$/)?.replace(/\D/g, ''));
    unmount();
    render(<FinanceCalculator settings={calculatorWithFees} />);
    const list = screen.getByRole('list', { name: 'Fees included in the amount financed' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Establishment fee $495', 'PPSR $3']);
    // $22,500 + $498 financed at 10% over 5 years with a $7,500 balloon: $90 a week, not $88.
    expect(without).toBe(88);
    expect(result(/^Weekly repayment$/)).toBe('$90');
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    const disclaimer = screen.getByText(/^Estimated repayments are a guide only/);
    expect(disclaimer).toHaveTextContent('consumer loan of $22,998');
    expect(disclaimer).toHaveTextContent(
      'Fees financed: Establishment fee $495, PPSR $3 (total $498).',
    );
  });

  it('labels each slider and number input and gives the bounds help text (site-wide §9)', () => {
    render(<FinanceCalculator settings={calculatorSettings} />);
    expect(screen.getByRole('slider', { name: /Purchase price/ })).toHaveAttribute(
      'aria-valuenow',
      '25000',
    );
    const amount = screen.getByRole('spinbutton', { name: 'Enter purchase price in dollars' });
    expect(amount).toHaveAccessibleDescription('Cannot be less than $1,000 or more than $100,000');
    expect(
      screen.getByRole('spinbutton', { name: 'Enter loan term in years' }),
    ).toHaveAccessibleDescription('Cannot be less than 1 or more than 7');
    expect(
      screen.getByRole('spinbutton', { name: 'Enter interest rate in percent' }),
    ).toHaveAccessibleDescription('Cannot be less than 0.5 or more than 15');
  });

  it('shows Enquire for Finance at or below 25 with a blank total (site-wide §9)', () => {
    render(
      <FinanceCalculator
        settings={calculatorSettings}
        initialValues={{ amount: 1000, term: 7, interest: 0.5 }}
      />,
    );
    expect(result(/^Weekly repayment$/)).toBe('Enquire for Finance');
    expect(result(/^Total payable$/)).toBe('');
  });

  it('switches to monthly repayments (vehicle-stock §9 frequency monthly 12)', async () => {
    const user = userEvent.setup();
    render(<FinanceCalculator settings={calculatorSettings} />);
    const weekly = Number(result(/^Weekly repayment$/)?.replace(/\D/g, ''));
    const group = screen.getByRole('radiogroup', { name: 'Payment frequency' });
    await user.click(within(group).getByRole('radio', { name: 'Monthly' }));
    const monthly = Number(result(/^Monthly repayment$/)?.replace(/\D/g, ''));
    expect(monthly).toBeGreaterThan(weekly * 4);
  });

  it('moves the term by 0.5 with the arrow key and tells the first use once (vehicle-stock §9, §7 event 26)', () => {
    const onFirstUse = vi.fn();
    const onValuesChange = vi.fn();
    render(
      <FinanceCalculator
        settings={calculatorSettings}
        onFirstUse={onFirstUse}
        onValuesChange={onValuesChange}
      />,
    );
    const term = screen.getByRole('slider', { name: /Loan term/ });
    fireEvent.keyDown(term, { key: 'ArrowRight' });
    fireEvent.keyDown(term, { key: 'ArrowRight' });
    expect(term).toHaveAttribute('aria-valuenow', '6');
    expect(onFirstUse).toHaveBeenCalledTimes(1);
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ term: 6 }));
  });

  it('clamps a typed term to its bounds when the field is left (site-wide §9)', async () => {
    const user = userEvent.setup();
    render(<FinanceCalculator settings={calculatorSettings} />);
    const input = screen.getByRole('spinbutton', { name: 'Enter loan term in years' });
    await user.clear(input);
    await user.type(input, '12');
    await user.tab();
    expect(input).toHaveValue(7);
  });

  it('sets a negative amount to 0 and flags it with the help text (site-wide §9)', async () => {
    const user = userEvent.setup();
    render(<FinanceCalculator settings={calculatorSettings} />);
    const input = screen.getByRole('spinbutton', { name: 'Enter purchase price in dollars' });
    await user.clear(input);
    await user.type(input, '-5');
    expect(input).toHaveValue(0);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(result(/^Weekly repayment$/)).toBe('Enquire for Finance');
  });

  it('re-renders its disclaimer with the current deposit and term (vehicle-stock §9)', async () => {
    render(<FinanceCalculator settings={calculatorSettings} />);
    const disclaimer = () => screen.getByText(/^Estimated repayments are a guide only/);
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(disclaimer()).toHaveTextContent('5-year secured consumer loan of $22,500');
    expect(disclaimer()).toHaveTextContent('$2,500 deposit');
    const deposit = screen.getByRole('spinbutton', {
      name: 'Enter deposit or trade-in in dollars',
    });
    fireEvent.change(deposit, { target: { value: '5000' } });
    fireEvent.blur(deposit);
    const term = screen.getByRole('spinbutton', { name: 'Enter loan term in years' });
    fireEvent.change(term, { target: { value: '3' } });
    fireEvent.blur(term);
    expect(disclaimer()).toHaveTextContent('3-year secured consumer loan of $20,000');
    expect(disclaimer()).toHaveTextContent('$5,000 deposit');
    expect(disclaimer()).not.toHaveTextContent('5-year secured consumer loan');
  });

  it('works a $374,990 prime mover out on its price, as a commercial loan (vehicle-stock §9)', () => {
    const bounds = calculatorBounds({ price: 374_990, amountDefaultIsPrice: true, termDefault: 5 });
    render(
      <FinanceCalculator
        settings={{
          ...calculatorSettings,
          bounds,
          depositDefault: 37_499,
          residualDefault: 112_497,
          loan: 'commercial',
        }}
      />,
    );
    expect(screen.getByRole('slider', { name: /Purchase price/ })).toHaveAttribute(
      'aria-valuenow',
      '374990',
    );
    expect(result(/^Weekly repayment$/)).toBe('$1,317');
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    const disclaimer = screen.getByText(/^Estimated repayments are a guide only/);
    expect(disclaimer).toHaveTextContent('commercial loan for business use of $337,491');
    expect(disclaimer).not.toHaveTextContent('consumer');
  });
});

describe("the dealer's disclaimer template (finance.disclaimer, vehicle-stock §9)", () => {
  const values = LOAN;

  it('fills the placeholders from the calculator inputs, the stated comparison rate at the site rate', () => {
    const settings = {
      ...calculatorSettings,
      interestRatePct: 10,
      comparisonRatePct: 10.42,
      disclaimerTemplate:
        'At {rate} (comparison {comparison_rate}) over {term} on {amount}, {deposit} down, {balloon} balloon.',
    };
    expect(calculatorDisclaimer(values, settings).full).toBe(
      'At 10% p.a. (comparison 10.42% p.a.) over 5 years on $30,000, $3,000 down, $6,000 balloon.',
    );
    // A rate the shopper chose works its own comparison rate out, never the site's stated one.
    const moved = fillDisclaimerTemplate(
      '{rate} / {comparison_rate}',
      { ...values, interest: 7.5 },
      settings,
    );
    expect(moved).toMatch(/^7\.5% p\.a\. \/ \d+(\.\d+)?% p\.a\.$/);
    expect(moved).not.toContain('10.42');
  });

  it("fills {comparison_rate_range} with the lender's stated range (site-wide §9)", () => {
    const template = 'Comparison rates {comparison_rate_range}';
    expect(
      fillDisclaimerTemplate(template, values, {
        ...calculatorSettings,
        comparisonRateRange: { min: 8.38, max: 19.42 },
      }),
    ).toBe('Comparison rates 8.38% to 19.42% p.a.');
  });

  it('fills {fees} with the total of the fees financed', () => {
    const template = 'Includes {fees} in fees, financed.';
    expect(
      fillDisclaimerTemplate(template, values, {
        ...calculatorWithFees,
        disclaimerTemplate: template,
      }),
    ).toBe('Includes $498 in fees, financed.');
    expect(fillDisclaimerTemplate(template, values, calculatorSettings)).toBe(
      'Includes $0 in fees, financed.',
    );
  });

  it("keeps the platform's wording without a template", () => {
    const full = calculatorDisclaimer(values, {
      ...calculatorSettings,
      disclaimerTemplate: null,
    }).full;
    expect(full).not.toContain('{rate}');
    expect(full.length).toBeGreaterThan(20);
  });
});
