import { formDataToSave, type SavedFormData } from '@forecourt/lead-payloads';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

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

/** Stores contact details as the saved ones, when they hold name, email and phone (site-wide §5). */
export function writeSavedContact(
  storage: Pick<Storage, 'setItem'>,
  values: Record<string, unknown>,
): SavedFormData | null {
  const saved = formDataToSave(values);
  if (saved) storage.setItem(SAVED_CONTACT_KEY, JSON.stringify(saved));
  return saved;
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
  return writeSavedContact(storage, values);
}

function contactInputs(root: ParentNode, field: string): HTMLInputElement[] {
  return Array.from(root.querySelectorAll<HTMLInputElement>(`form input[name="${field}"]`)).filter(
    (input) => input.type !== 'hidden' && !input.readOnly && !input.disabled,
  );
}

/**
 * Sets an input's value as typing would: through the native setter and an `input` event, so a
 * form that keeps its values in React state (react-hook-form) sees the change too.
 */
function setInputValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  if (setter) setter.call(input, value);
  else input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Prefills the empty contact inputs under `root` from the saved details (site-wide §3 User). */
export function prefillContactFields(storage: Pick<Storage, 'getItem'>, root: ParentNode): void {
  const saved = readSavedContact(storage);
  if (!saved) return;
  for (const field of SAVED_CONTACT_FIELDS) {
    const value = saved[field];
    if (!value) continue;
    for (const input of contactInputs(root, field)) {
      if (input.value === '') setInputValue(input, value);
    }
  }
}

/** Forgets the saved details and empties the fields they filled under `root` (if given). */
export function clearSavedContact(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  root?: ParentNode | null,
): void {
  const saved = readSavedContact(storage);
  storage.removeItem(SAVED_CONTACT_KEY);
  if (saved && root) {
    for (const field of SAVED_CONTACT_FIELDS) {
      for (const input of contactInputs(root, field)) {
        if (input.value !== '' && input.value === saved[field]) setInputValue(input, '');
      }
    }
  }
  globalThis.dispatchEvent?.(new Event(CHANGED));
}

/**
 * Saves contact details from every submitted form (site-wide §3 User, §5). Local storage is per
 * site host, so each site keeps its own. Filling them in is {@link SavedContactNotice}'s job, so
 * details land only in lead forms, always beside the way to clear them (a locator's postcode
 * search or the delivery calculator is left alone).
 */
export function useSavedContactDetails(): void {
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement) {
        if (saveContactFromForm(localStorage, event.target)) dispatchEvent(new Event(CHANGED));
      }
    };
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, []);
}

function subscribe(onChange: () => void): () => void {
  addEventListener(CHANGED, onChange);
  // Another tab of the same site saved or cleared them.
  addEventListener('storage', onChange);
  return () => {
    removeEventListener(CHANGED, onChange);
    removeEventListener('storage', onChange);
  };
}

function storedContact(): string | null {
  try {
    return localStorage.getItem(SAVED_CONTACT_KEY);
  } catch {
    return null;
  }
}

/**
 * The shopper's saved contact details, or null (and null while server-rendering and hydrating:
 * they live in this browser only). Follows saving and clearing anywhere on the page.
 */
export function useSavedContact(): SavedFormData | null {
  const raw = useSyncExternalStore(subscribe, storedContact, () => null);
  return useMemo(() => (raw === null ? null : readSavedContact({ getItem: () => raw })), [raw]);
}

/**
 * The one piece every lead form renders among its contact fields (site-wide §3 User): while
 * details are saved it fills its form's empty contact fields with them (also in a dialog or a
 * later step that mounts after the page loaded) and shows "Not you? Clear my details"; the
 * button forgets them and empties the fields they filled.
 */
export function SavedContactNotice({
  text = SAVED_CONTACT_TEXT,
  className,
}: {
  text?: typeof SAVED_CONTACT_TEXT;
  className?: string;
}) {
  const saved = useSavedContact();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (saved && form) prefillContactFields(localStorage, form);
  }, [saved]);
  if (!saved) return null;
  return (
    <p ref={ref} className={className ? `fc-saved-contact ${className}` : 'fc-saved-contact'}>
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
