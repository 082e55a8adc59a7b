/** Joins class names, skipping empty ones: `cx('fc-button', loading && 'is-loading', extra)`. */
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
