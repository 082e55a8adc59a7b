import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select } from './Select.tsx';

const OPTIONS = [
  { value: 'newstead', label: 'Newstead' },
  { value: 'springwood', label: 'Springwood' },
];

describe('<Select />', () => {
  it('is a combobox named by its label and described by its help and error', () => {
    render(
      <Select
        label="Location"
        options={OPTIONS}
        help="Where you would like to be contacted from"
        error="Please choose a location."
        required
        placeholder="Select a location"
      />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Location' });
    expect(combobox.getAttribute('aria-invalid')).toBe('true');
    expect(combobox.getAttribute('aria-required')).toBe('true');
    const described = (combobox.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([
      'Please choose a location.',
      'Where you would like to be contacted from',
    ]);
    expect(combobox.textContent).toContain('Select a location');
  });

  it('takes the trigger out of the tab order while the listbox is open', async () => {
    render(<Select label="Location" options={OPTIONS} defaultOpen defaultValue="newstead" />);
    expect(screen.getByRole('listbox')).toBeTruthy();
    const trigger = screen.getByRole('combobox', { hidden: true });
    expect(trigger.tabIndex).toBe(-1);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Location' }).tabIndex).toBe(0);
  });
});
