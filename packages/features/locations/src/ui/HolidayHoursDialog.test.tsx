import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HolidayHoursDialog } from './HolidayHoursDialog.tsx';
import { HOLIDAY_ROWS } from './story-fixtures.ts';

describe('<HolidayHoursDialog />', () => {
  it('opens a dialog of holiday hours from its button (site-wide §2 holiday-hours dialog)', async () => {
    const user = userEvent.setup();
    render(<HolidayHoursDialog rows={HOLIDAY_ROWS} />);
    await user.click(screen.getByRole('button', { name: 'Holiday hours' }));
    const dialog = screen.getByRole('dialog', { name: 'Holiday hours' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(dialog).getByRole('rowheader', { name: '25 December 2026' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: '9:00am - 1:00pm' })).toBeInTheDocument();
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    render(<HolidayHoursDialog rows={HOLIDAY_ROWS} defaultOpen />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the location on its button and title', () => {
    render(<HolidayHoursDialog rows={HOLIDAY_ROWS} locationName="Moorooka" />);
    expect(screen.getByRole('button', { name: 'Holiday hours: Moorooka' })).toBeInTheDocument();
  });

  it('renders nothing without upcoming holiday hours (site-wide §3 Special hours)', () => {
    const { container } = render(<HolidayHoursDialog rows={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
