import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FinanceDisclaimer } from './FinanceDisclaimer.tsx';
import { longDisclaimer, shortDisclaimer } from './story-data.ts';

describe('<FinanceDisclaimer />', () => {
  it('toggles between the short and the full text (site-wide §4, vehicle-stock §9)', async () => {
    const user = userEvent.setup();
    render(<FinanceDisclaimer disclaimer={longDisclaimer} />);
    expect(screen.getByText(longDisclaimer.short)).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByText(longDisclaimer.full)).toBeInTheDocument();
    const less = screen.getByRole('button', { name: 'Read less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(screen.getByText(longDisclaimer.short)).toBeInTheDocument();
  });

  it('shows a disclaimer that fits whole, with no toggle', () => {
    render(<FinanceDisclaimer disclaimer={shortDisclaimer} />);
    expect(screen.getByText(shortDisclaimer.full)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
