import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BudgetFinder } from './BudgetFinder.tsx';

const settings = {
  finance: { interest_rate: 10, term_years: 5, balloon_percent: 30, establishment_fee: 0 },
  searchPath: '/search',
  vehicles: 'cars',
  priceRange: { min: 8_990, max: 64_990 },
};

describe('<BudgetFinder />', () => {
  it('shows the default budget and links to the results up to it (site-wide §2, §7, §9)', () => {
    render(<BudgetFinder bodies={['SUV', 'Ute']} settings={settings} />);
    expect(screen.getByRole('heading', { name: 'Find cars for your budget' })).toBeInTheDocument();
    expect(screen.getByTestId('budget')).toHaveTextContent('$52,436');
    expect(screen.getByRole('link', { name: 'View Cars In This Range' })).toHaveAttribute(
      'href',
      '/search?range%5Bprice%5D=0%3A52436',
    );
    expect(screen.getByText(/^Budget based on 10% p\.a\. over 5 years/)).toBeInTheDocument();
  });

  it('recomputes as the shopper picks a body type, monthly and types amounts (keyboard)', async () => {
    const user = userEvent.setup();
    render(<BudgetFinder bodies={['SUV', 'Ute']} settings={settings} />);
    await user.click(screen.getByRole('radio', { name: 'SUV' }));
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    const repayment = screen.getByRole('textbox', { name: 'Repayment' });
    await user.clear(repayment);
    await user.type(repayment, '500');
    const deposit = screen.getByRole('textbox', { name: 'Deposit' });
    await user.clear(deposit);
    await user.type(deposit, '5,000');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByTestId('budget')).toHaveTextContent('$34,895');
    expect(screen.getByRole('link', { name: 'View SUVs In This Range' })).toHaveAttribute(
      'href',
      '/search?body=SUV&range%5Bprice%5D=0%3A34895',
    );
  });

  it('switches between weekly, fortnightly and monthly repayments (site-wide §9)', async () => {
    const user = userEvent.setup();
    render(<BudgetFinder bodies={[]} settings={settings} />);
    const repayment = screen.getByRole('textbox', { name: 'Repayment' });
    await user.clear(repayment);
    await user.type(repayment, '800');
    expect(screen.getByTestId('budget')).toHaveTextContent('$202,410');
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    // $800 a month, not $800 a week: never the $210,000 of repayment × 260.
    expect(screen.getByTestId('budget')).toHaveTextContent('$48,495');
    await user.click(screen.getByRole('radio', { name: 'Fortnightly' }));
    expect(screen.getByTestId('budget')).not.toHaveTextContent('$48,495');
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(screen.getByTestId('budget')).toHaveTextContent('$202,410');
  });

  it('disables the button below the cheapest car (site-wide §4, §8)', async () => {
    const user = userEvent.setup();
    render(<BudgetFinder bodies={['Ute']} settings={settings} />);
    await user.click(screen.getByRole('radio', { name: 'Ute' }));
    const repayment = screen.getByRole('textbox', { name: 'Repayment' });
    await user.clear(repayment);
    await user.type(repayment, '10');
    const deposit = screen.getByRole('textbox', { name: 'Deposit' });
    await user.clear(deposit);
    expect(screen.getByRole('button', { name: '0 Utes Found' })).toBeDisabled();
    expect(screen.getByText('No Utes found for this budget')).toBeInTheDocument();
  });

  it('keeps a Monthly choice and a repayment made before the widget hydrated (site-wide §9)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<BudgetFinder bodies={[]} settings={settings} />);
    // The shopper acts on the server's HTML before the code arrives.
    const monthly = screen.getByRole('radio', { name: 'Monthly' }) as HTMLInputElement;
    monthly.checked = true;
    (screen.getByRole('textbox', { name: 'Repayment' }) as HTMLInputElement).value = '800';
    await act(async () => {
      hydrateRoot(container, <BudgetFinder bodies={[]} settings={settings} />);
    });
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    // $800 a month on the site basis, not the $210,000 of $800 × 260 weeks.
    expect(screen.getByTestId('budget')).toHaveTextContent('$48,495');
    container.remove();
  });
});
