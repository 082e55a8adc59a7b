import { formDataToSave, type SavedFormData } from '@forecourt/lead-payloads';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** The local-storage key of the shopper's saved contact details (site-wide §3 User). */
export const SAVED_CONTACT_KEY = 'forecourt:saved-contact';

/** The contact fields saved and prefilled (site-wide §3 User: stored locally). */
export const SAVED_CONTACT_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;

/** What the notice says; templates may translate it. */
export const SAVED_CONTACT_TEXT = { notYou: 'Not you?', clear: 'Clear my details' };

const CHANGED = 'forecourt:saved-contact-changed';

/** The saved details, or null when none (or the stored value is not valid). */
export function readSavedContact(storage: Pick<Storage, 'getItem'>): SavedFormData | null {
  try {
    const raw = storage.getItem(SAVED_CONTACT_KEY);
    return raw ? formDataToSave(JSON.parse(raw) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Saves a submitted form's contact details when it has name, email and phone (site-wide §5
 * "Form data is saved locally only when name, email and phone are all present"); other forms
 * (search, sign-in codes) leave the saved details alone.
 */
export function saveContactFromForm(
  storage: Pick<Storage, 'setItem'>,
  form: HTMLFormElement,
): SavedFormData | null {
  const values: Record<string, unknown> = {};
  const data = new FormData(form);
  for (const field of SAVED_CONTACT_FIELDS) values[field] = data.get(field);
  const saved = formDataToSave(values);
  if (saved) storage.setItem(SAVED_CONTACT_KEY, JSON.stringify(saved));
  return saved;
}

function contactInputs(root: ParentNode, field: string): HTMLInputElement[] {
  return Array.from(root.querySelectorAll<HTMLInputElement>(`form input[name="${field}"]`)).filter(
    (input) => input.type !== 'hidden' && !input.readOnly && !input.disabled,
  );
}

/** Prefills the page's empty contact inputs from the saved details (site-wide §3 User). */
export function prefillContactFields(storage: Pick<Storage, 'getItem'>, root: ParentNode): void {
  const saved = readSavedContact(storage);
  if (!saved) return;
  for (const field of SAVED_CONTACT_FIELDS) {
    const value = saved[field];
    if (!value) continue;
    for (const input of contactInputs(root, field)) if (input.value === '') input.value = value;
  }
}

/** Forgets the saved details and empties the fields they filled in `form` (if given). */
export function clearSavedContact(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  root?: ParentNode | null,
): void {
  const saved = readSavedContact(storage);
  storage.removeItem(SAVED_CONTACT_KEY);
  if (saved && root) {
    for (const field of SAVED_CONTACT_FIELDS) {
      for (const input of contactInputs(root, field)) {
        if (input.value === saved[field]) input.value = '';
      }
    }
  }
  globalThis.dispatchEvent?.(new Event(CHANGED));
}

/**
 * Saves contact details from every submitted form and prefills the contact fields of each page
 * the shopper opens (site-wide §3 User, §5). Local storage is per site host, so each site keeps
 * its own.
 */
export function useSavedContactDetails(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement) {
        if (saveContactFromForm(localStorage, event.target)) dispatchEvent(new Event(CHANGED));
      }
    };
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on every page the shopper opens
  useEffect(() => {
    prefillContactFields(localStorage, document);
  }, [pathname, search]);
}

/**
 * "Not you? Clear my details" inside a contact form, shown while details are saved: the button
 * forgets them and empties the fields they prefilled in its form.
 */
export function SavedContactNotice({
  text = SAVED_CONTACT_TEXT,
}: {
  text?: typeof SAVED_CONTACT_TEXT;
}) {
  const [saved, setSaved] = useState<SavedFormData | null>(null);
  useEffect(() => {
    const update = () => setSaved(readSavedContact(localStorage));
    update();
    addEventListener(CHANGED, update);
    return () => removeEventListener(CHANGED, update);
  }, []);
  if (!saved) return null;
  return (
    <p className="fc-saved-contact">
      {text.notYou}{' '}
      <button
        type="button"
        className="fc-link-button"
        onClick={(event) => clearSavedContact(localStorage, event.currentTarget.form)}
      >
        {text.clear}
      </button>
    </p>
  );
}
