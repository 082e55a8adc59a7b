import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FinanceCalculator } from './FinanceCalculator.tsx';
import { calculatorSettings } from './story-data.ts';

const result = (label: RegExp) => {
  const term = screen.getByText(label);
  return term.nextElementSibling?.textContent;
};

describe('<FinanceCalculator />', () => {
  it('shows the weekly repayment in whole dollars and the total (vehicle-stock §9)', () => {
    render(<FinanceCalculator settings={calculatorSettings} />);
    expect(result(/^Weekly repayment$/)).toMatch(/^\$\d{1,3}$/);
    expect(result(/^Total payable$/)).toMatch(/^\$\d{2},\d{3}$/);
    expect(screen.getByText(/establishment fee of \$395/)).toBeInTheDocument();
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
        settings={{ ...calculatorSettings, establishmentFee: 0 }}
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
});
