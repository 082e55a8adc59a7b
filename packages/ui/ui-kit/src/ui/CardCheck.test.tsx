import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardCheck } from './CardCheck.tsx';

const props = {
  heading: 'Confirm your payment',
  text: 'Confirm the $200 deposit.',
  confirmLabel: 'Confirm payment',
  cancelLabel: 'Cancel payment',
  fields: { intent: 'challenge', payment: 'p-1' },
};

describe('<CardCheck />', () => {
  it('posts the hidden fields with approved=yes or no, and focuses its heading', () => {
    const { container } = render(<CardCheck {...props} />);
    const heading = screen.getByRole('heading', { name: 'Confirm your payment' });
    expect(document.activeElement).toBe(heading);
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    const hidden = [...(form?.querySelectorAll('input[type="hidden"]') ?? [])].map((input) => [
      input.getAttribute('name'),
      input.getAttribute('value'),
    ]);
    expect(hidden).toEqual([
      ['intent', 'challenge'],
      ['payment', 'p-1'],
    ]);
    const confirm = screen.getByRole('button', { name: 'Confirm payment' });
    expect([confirm.getAttribute('name'), confirm.getAttribute('value')]).toEqual([
      'approved',
      'yes',
    ]);
    expect(screen.getByRole('button', { name: 'Cancel payment' }).getAttribute('value')).toBe('no');
  });

  it('disables both answers while one is being sent', () => {
    render(<CardCheck {...props} submitting="no" />);
    for (const button of screen.getAllByRole('button')) {
      expect(button.hasAttribute('disabled')).toBe(true);
    }
  });
});
