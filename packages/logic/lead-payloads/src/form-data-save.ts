/** The shopper details kept in local storage between forms (site-wide §3 User). */
export interface SavedFormData {
  name: string;
  last_name?: string;
  email: string;
  phone: string;
  postcode?: string;
}

function filled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Form data is saved locally only when name, email and phone are all present (site-wide §5). */
export function shouldSaveFormData(values: {
  name?: unknown;
  email?: unknown;
  phone?: unknown;
}): boolean {
  return filled(values.name) && filled(values.email) && filled(values.phone);
}

/**
 * The user fields to save locally from submitted form values (site-wide §3 User: name,
 * last_name, email, phone, postcode), or null when {@link shouldSaveFormData} says not to.
 * Values are trimmed; empty optional fields are left out.
 */
export function formDataToSave(values: Readonly<Record<string, unknown>>): SavedFormData | null {
  if (!shouldSaveFormData(values)) return null;
  const { last_name, postcode } = values;
  return {
    name: String(values.name).trim(),
    email: String(values.email).trim(),
    phone: String(values.phone).trim(),
    ...(filled(last_name) ? { last_name: last_name.trim() } : {}),
    ...(filled(postcode) ? { postcode: postcode.trim() } : {}),
  };
}
