import { decodeHTML } from 'entities';

/**
 * The visible text of sanitised dealer comments HTML: paragraphs, headings and lists apart by a
 * blank line, list items and `<br>` on their own lines, spaces collapsed, entities decoded.
 * Only for the sanitiser's own output (it relies on tags being well formed).
 */
export function htmlText(cleanHtml: string): string {
  const text = cleanHtml
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(?:p|h3|h4|ul|ol)\b[^>]*>/gi, '\n\n')
    .replace(/<li\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeHTML(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
