import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FinanceSummary } from './FinanceSummary.tsx';
import { commercialSummary, enquireSummary, weeklySummary } from './story-data.ts';

describe('<FinanceSummary />', () => {
  it('shows one labelled estimate with its basis: rate, comparison rate, term, deposit, final payment (vehicle-stock §2, site-wide §9)', () => {
    render(<FinanceSummary summary={weeklySummary} href="#finance" />);
    const region = screen.getByRole('region', { name: 'Finance estimate' });
    expect(within(region).getByTestId('finance-estimate')).toHaveTextContent(
      '$88 per week ($380 per month)',
    );
    const row = (term: string) => within(region).getByText(term).nextElementSibling?.textContent;
    expect(row('Interest rate')).toBe('10.00% p.a.');
    expect(row('Comparison rate')).toBe('10.00% p.a.');
    expect(row('Term')).toBe('5 years');
    expect(row('Deposit')).toBe('$2,500 (10%)');
    expect(row('Final payment')).toBe('$7,500 (30%)');
    expect(row('Loan')).toBe('Secured consumer loan');
    expect(
      within(region).getByRole('link', { name: 'Work out your own repayments' }),
    ).toHaveAttribute('href', '#finance');
  });

  it('calls a truck loan commercial and leaves out the consumer comparison rate', () => {
    render(<FinanceSummary summary={commercialSummary} />);
    expect(screen.getByText('Commercial loan')).toBeInTheDocument();
    expect(screen.queryByText('Comparison rate')).toBeNull();
    expect(screen.queryByText(/consumer/i)).toBeNull();
  });

  it('reads Enquire for Finance, never $0, at or below $25 (site-wide §9)', () => {
    render(<FinanceSummary summary={enquireSummary} />);
    expect(screen.getByTestId('finance-estimate')).toHaveTextContent('Enquire for Finance');
    expect(screen.queryByText(/\$0\b/)).toBeNull();
  });
});
