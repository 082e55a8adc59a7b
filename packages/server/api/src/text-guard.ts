/**
 * PostgreSQL cannot store a NUL character in text or jsonb, and jsonb refuses an unpaired UTF-16
 * surrogate (`"\ud800"` in JSON): such input would reach the database and fail there as a 500.
 * The API refuses it up front as a 400 instead.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this finds.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains characters that cannot be accepted (a NUL character or a broken Unicode surrogate).';

/** Whether a string has a NUL or an unpaired surrogate. */
export function isUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * Whether any string or key in a parsed JSON value is unstorable. Iterative, so a deeply nested
 * body cannot exhaust the stack.
 */
export function hasUnstorableText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (isUnstorableText(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (isUnstorableText(key)) return true;
        stack.push(element);
      }
    }
  }
  return false;
}
