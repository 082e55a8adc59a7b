import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpeningHours } from './OpeningHours.tsx';
import { LATE_THURSDAY_ROWS, WEEK_ROWS } from './story-fixtures.ts';

describe('<OpeningHours />', () => {
  it('shows Mon - Fri as one row when grouped, then Sat and Sun (site-wide §4)', () => {
    render(<OpeningHours rows={WEEK_ROWS} label="Sales opening hours" />);
    const list = screen.getByLabelText('Sales opening hours');
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Mon - Fri', 'Sat', 'Sun']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((def) => def.textContent),
    ).toEqual(['8:30am - 5:30pm', '9:00am - 12:00pm', 'Closed']);
    expect(screen.getByTitle('Monday to Friday')).toBeInTheDocument();
  });

  it('lists each weekday when they differ and shows By appointment only (site-wide §4)', () => {
    render(<OpeningHours rows={LATE_THURSDAY_ROWS} />);
    expect(screen.getAllByRole('term')).toHaveLength(7);
    expect(screen.getAllByText('By appointment only')).toHaveLength(2);
  });

  it('asks to call when there are no hours', () => {
    render(<OpeningHours rows={[]} translations={{ empty: 'Call us for hours.' }} />);
    expect(screen.getByText('Call us for hours.')).toBeInTheDocument();
  });
});
