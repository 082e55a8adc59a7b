import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSavedContact,
  prefillContactFields,
  readSavedContact,
  SAVED_CONTACT_KEY,
  SavedContactNotice,
  saveContactFromForm,
  useSavedContactDetails,
} from './saved-contact.tsx';

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

function form(values: Record<string, string>) {
  const element = document.createElement('form');
  for (const name of ['name', 'last_name', 'email', 'phone', 'postcode', 'message']) {
    const input = document.createElement('input');
    input.name = name;
    input.value = values[name] ?? '';
    element.append(input);
  }
  document.body.append(element);
  return element;
}

/** A field that keeps its value in React state, recording each value it renders with. */
function ControlledPhone({ seen }: { seen: string[] }) {
  const [phone, setPhone] = useState('');
  seen.push(phone);
  return <input name="phone" value={phone} onChange={(e) => setPhone(e.target.value)} />;
}

const ANN = {
  name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '0412 345 678',
  postcode: '4000',
};

/** A page with the site-wide listener and a second lead form further down. */
function PageWithLaterForm() {
  useSavedContactDetails();
  return (
    <form aria-label="later">
      <input name="name" />
      <SavedContactNotice />
    </form>
  );
}

/** A page with only the site-wide listener. */
function PageListening() {
  useSavedContactDetails();
  return null;
}

describe('saved contact details (site-wide §3 User, §5)', () => {
  it('saves name, last name, email, phone and postcode only when name, email and phone are given', () => {
    expect(saveContactFromForm(localStorage, form({ name: 'Ann', email: 'ann@example.com' }))).toBe(
      null,
    );
    expect(localStorage.getItem(SAVED_CONTACT_KEY)).toBe(null);
    saveContactFromForm(localStorage, form({ ...ANN, message: 'Hi' }));
    expect(readSavedContact(localStorage)).toEqual(ANN);
  });

  it("prefills the next form's empty contact fields and leaves typed ones alone", () => {
    saveContactFromForm(localStorage, form(ANN));
    document.body.innerHTML = '';
    const next = form({ email: 'typed@example.com' });
    prefillContactFields(localStorage, document);
    const value = (name: string) => (next.elements.namedItem(name) as HTMLInputElement).value;
    expect(value('name')).toBe('Ann');
    expect(value('phone')).toBe('0412 345 678');
    expect(value('postcode')).toBe('4000');
    expect(value('email')).toBe('typed@example.com');
    expect(value('message')).toBe('');
  });

  it('"Not you? Clear my details" forgets the details and empties the fields they filled', () => {
    saveContactFromForm(localStorage, form(ANN));
    document.body.innerHTML = '';
    const { container } = render(
      <form>
        <input name="name" defaultValue="Ann" />
        <input name="message" defaultValue="Keep me" />
        <SavedContactNotice />
      </form>,
    );
    const clear = screen.getByRole('button', { name: 'Clear my details' });
    expect(screen.getByText(/Not you\?/)).toBeInTheDocument();
    fireEvent.click(clear);
    expect(readSavedContact(localStorage)).toBe(null);
    expect((container.querySelector('[name=name]') as HTMLInputElement).value).toBe('');
    expect((container.querySelector('[name=message]') as HTMLInputElement).value).toBe('Keep me');
    expect(screen.queryByRole('button', { name: 'Clear my details' })).toBe(null);
  });

  it('shows no notice when nothing is saved', () => {
    act(() => clearSavedContact(localStorage));
    render(<SavedContactNotice />);
    expect(screen.queryByRole('button')).toBe(null);
  });

  it('fills the empty contact fields of the form it sits in when it mounts (a dialog opened later)', () => {
    localStorage.setItem(SAVED_CONTACT_KEY, JSON.stringify(ANN));
    const seen: string[] = [];
    const { container } = render(
      <form>
        <SavedContactNotice />
        <input name="name" />
        <input name="email" defaultValue="typed@example.com" />
        <ControlledPhone seen={seen} />
      </form>,
    );
    const value = (name: string) =>
      (container.querySelector(`[name=${name}]`) as HTMLInputElement).value;
    expect(value('name')).toBe('Ann');
    expect(value('email')).toBe('typed@example.com');
    expect(value('phone')).toBe('0412 345 678');
    expect(seen.at(-1)).toBe('0412 345 678');
    fireEvent.click(screen.getByRole('button', { name: 'Clear my details' }));
    expect(value('phone')).toBe('');
    expect(seen.at(-1)).toBe('');
    expect(value('email')).toBe('typed@example.com');
  });

  it('appears once details are saved in this or another tab, and leaves other forms alone', () => {
    render(
      <>
        <form aria-label="one">
          <input name="name" />
          <SavedContactNotice />
        </form>
        <form aria-label="two">
          <input name="name" />
        </form>
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Clear my details' })).toBe(null);
    act(() => {
      localStorage.setItem(SAVED_CONTACT_KEY, JSON.stringify(ANN));
      dispatchEvent(new Event('storage'));
    });
    expect(screen.getByRole('button', { name: 'Clear my details' })).toBeInTheDocument();
    const [one, two] = screen.getAllByRole('textbox') as HTMLInputElement[];
    expect(one?.value).toBe('Ann');
    expect(two?.value).toBe('');
  });

  it('saves the details of any form the shopper submits on the page, and a notice then shows', () => {
    render(<PageWithLaterForm />);
    const lead = form({ ...ANN, message: 'Is it still for sale?' });
    lead.addEventListener('submit', (event) => event.preventDefault());
    act(() => {
      fireEvent.submit(lead);
    });
    expect(readSavedContact(localStorage)).toEqual(ANN);
    // The page's other lead form now offers them, beside the way to clear them.
    expect(screen.getByRole('button', { name: 'Clear my details' })).toBeInTheDocument();
    const later = screen.getByRole('form', { name: 'later' });
    expect((within(later).getByRole('textbox') as HTMLInputElement).value).toBe('Ann');
  });

  it('saves nothing from a submitted form without a name, email and phone', () => {
    render(<PageListening />);
    const search = form({ postcode: '4000' });
    search.addEventListener('submit', (event) => event.preventDefault());
    fireEvent.submit(search);
    expect(localStorage.getItem(SAVED_CONTACT_KEY)).toBe(null);
  });
});
