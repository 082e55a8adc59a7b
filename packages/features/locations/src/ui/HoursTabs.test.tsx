import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HoursTabs } from './HoursTabs.tsx';
import { HOURS_TABS } from './story-fixtures.ts';

describe('<HoursTabs />', () => {
  it('shows hours by location type as accessible tabs (site-wide §2 tabbed opening hours)', async () => {
    const user = userEvent.setup();
    render(<HoursTabs tabs={HOURS_TABS} />);
    expect(
      screen.getByRole('tablist', { name: 'Opening hours by department' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sales', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Sales opening hours')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Service & Parts' }));
    expect(
      screen.getByRole('tab', { name: 'Service & Parts', selected: true }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Service & Parts opening hours')).toBeInTheDocument();
    expect(screen.getByText('Sunshine Service Centre')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<HoursTabs tabs={HOURS_TABS} />);
    await user.click(screen.getByRole('tab', { name: 'Sales' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Service & Parts' })).toHaveFocus();
  });

  it('opens on the given tab', () => {
    render(<HoursTabs tabs={HOURS_TABS} defaultValue="service-and-parts" />);
    expect(
      screen.getByRole('tab', { name: 'Service & Parts', selected: true }),
    ).toBeInTheDocument();
  });

  it('shows one type without tabs', () => {
    render(<HoursTabs tabs={HOURS_TABS.slice(0, 1)} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Sales opening hours')).toBeInTheDocument();
  });
});
