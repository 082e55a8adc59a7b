import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormField } from './FormField.tsx';
import { TextField } from './TextField.tsx';

const HELP = 'Cannot be less than $1,000 or more than $100,000';

describe('<FormField /> and <TextField />', () => {
  it('names the input by its label', async () => {
    render(<TextField label="Postcode" inputMode="numeric" maxLength={4} />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    await userEvent.type(input, '40001');
    expect((input as HTMLInputElement).value).toBe('4000');
  });

  it('describes the input with its help text (site-wide §9) and is valid without an error', () => {
    render(<TextField label="Loan amount" help={HELP} prefix="$" />);
    const input = screen.getByRole('textbox', { name: 'Loan amount' });
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual([
      HELP,
    ]);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('marks the input invalid and describes it with the error first, then the help', () => {
    render(
      <TextField
        label="Postcode"
        help="4 digits"
        error="Invalid postcode. Please enter a 4-digit number."
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: /Postcode/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input as HTMLInputElement).required).toBe(true);
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Invalid postcode. Please enter a 4-digit number.', '4 digits']);
  });

  it('hands the wiring to any control through the render prop', () => {
    render(
      <FormField label="Comments" help="Tell us what you are after" id="message">
        {({ labelId: _labelId, ...control }) => <textarea {...control} />}
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Comments' });
    expect(textarea.id).toBe('message');
    expect(textarea.getAttribute('aria-describedby')).toBe('message-help');
  });
});
