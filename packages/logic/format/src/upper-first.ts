/**
 * `text` as a sentence or heading starts it: the first letter upper case, the rest as given
 * (`caravans for sale` → `Caravans for sale`; a site's vehicle word, site-wide §1).
 */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
