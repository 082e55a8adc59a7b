import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FinanceSummary } from './FinanceSummary.tsx';
import { monthlySummary, noQuote, quote, weeklySummary } from './story-data.ts';

describe('<FinanceSummary />', () => {
  it('shows the weekly figure, comparison rate, term and deposit (vehicle-stock §2, §3)', () => {
    render(<FinanceSummary summary={weeklySummary} href="#finance" />);
    const region = screen.getByRole('region', { name: 'Finance' });
    expect(within(region).getByRole('link', { name: '$123 per week' })).toHaveAttribute(
      'href',
      '#finance',
    );
    expect(within(region).getByText('9.19% p.a.')).toBeInTheDocument();
    expect(within(region).getByText('5 years')).toBeInTheDocument();
    expect(within(region).getByText('$0')).toBeInTheDocument();
  });

  it('shows a monthly-only lender per month (vehicle-stock §5 Nissan Finance)', () => {
    render(<FinanceSummary summary={monthlySummary} />);
    expect(screen.getByText('per month')).toBeInTheDocument();
    expect(screen.queryByText('Term')).toBeNull();
  });

  it('shows the quote, and - for each value when there is none (site-wide §7)', () => {
    const { unmount } = render(<FinanceSummary summary={weeklySummary} quote={quote} />);
    expect(screen.getByText('$101')).toBeInTheDocument();
    unmount();
    render(<FinanceSummary summary={weeklySummary} quote={noQuote} />);
    expect(screen.getAllByText('-')).toHaveLength(3);
  });
});
