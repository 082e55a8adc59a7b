/**
 * Card fields as a phone shopper types them: digits only (a numeric keypad has no slash), shown
 * the way the card prints them. Pure functions, so the browser and the tests share them.
 */

/** Each card field's `autocomplete` token (HTML autofill), so a wallet or keychain can fill it. */
export const CARD_AUTOCOMPLETE = {
  card_name: 'cc-name',
  card_number: 'cc-number',
  card_expiry: 'cc-exp',
  card_cvc: 'cc-csc',
} as const;

/** American Express numbers start 34 or 37 and print 4-6-5; every other card prints in fours. */
export function isAmexNumber(digits: string): boolean {
  return /^3[47]/.test(digits);
}

/**
 * A card number grouped as typed: `4242424242424242` → `4242 4242 4242 4242`, Amex
 * `378282246310005` → `3782 822463 10005`. Non-digits are dropped; at most 19 digits (15 for Amex).
 */
export function formatCardNumber(value: string): string {
  const amex = isAmexNumber(value.replace(/\D/g, ''));
  const digits = value.replace(/\D/g, '').slice(0, amex ? 15 : 19);
  if (amex) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * An expiry as MM/YY from whatever is typed: `1228` → `12/28`, `0` → `0`, `3` → `03`, `12` →
 * `12`, `122` → `12/2`. A first digit above 1 can only be a month on its own, so it is padded.
 */
export function formatCardExpiry(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length <= 2) return digits.length === 2 && /\//.test(value) ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
