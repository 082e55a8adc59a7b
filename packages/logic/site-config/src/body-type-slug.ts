/**
 * The `/models?body=` value for a body type: lowercased, spaces turned into hyphens and the
 * ampersand removed (site-wide §2 Routes). Removing `&` from `People Mover & Van` would leave
 * `people-mover--van`; runs of hyphens are collapsed and edge hyphens trimmed, giving
 * `people-mover-van`. Surrounding whitespace is ignored.
 */
export function bodyTypeSlug(body: string): string {
  return body
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replaceAll('&', '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
