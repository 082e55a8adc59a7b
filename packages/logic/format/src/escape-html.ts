const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe to place in HTML, as element content or in a quoted attribute: the five
 * characters HTML gives meaning to become entities. The platform's one escaper (server pages
 * written without React, highlight markup, dealer comments given as plain text).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] as string);
}
