import { writeSavedContact } from '@forecourt/site-shell';
import { SAVED_CONTACT_DETAILS } from '@forecourt/test-utils';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SPIN_COPY } from '../copy.ts';
import { SpinEntryForm } from './SpinEntryForm.tsx';

describe('<SpinEntryForm /> saved contact details (site-wide §3 User)', () => {
  afterEach(() => localStorage.clear());

  it('prefills the entry fields, says "Not you? Clear my details", and clears', () => {
    writeSavedContact(localStorage, SAVED_CONTACT_DETAILS);
    render(<SpinEntryForm promotionId="spring" signedIn={false} />);
    const fieldValue = (name: string) =>
      (screen.getByRole('textbox', { name: new RegExp(name) }) as HTMLInputElement).value;
    expect(screen.getByText(/Not you\?/)).toBeTruthy();
    expect(fieldValue(SPIN_COPY.name)).toBe('Ann');
    expect(fieldValue(SPIN_COPY.email)).toBe('ann@example.com');
    expect(fieldValue(SPIN_COPY.phone)).toBe('0412 345 678');
    fireEvent.click(screen.getByRole('button', { name: 'Clear my details' }));
    for (const name of [SPIN_COPY.name, SPIN_COPY.email, SPIN_COPY.phone]) {
      expect(fieldValue(name)).toBe('');
    }
    expect(screen.queryByRole('button', { name: 'Clear my details' })).toBeNull();
  });

  it('has no fields, and no notice, for a signed-in shopper', () => {
    writeSavedContact(localStorage, SAVED_CONTACT_DETAILS);
    render(<SpinEntryForm promotionId="spring" signedIn />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear my details' })).toBeNull();
  });
});
