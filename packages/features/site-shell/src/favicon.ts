/** What the site's icon shows: the first letter of its name on its primary colour. */
export interface FaviconInput {
  name: string;
  background: string;
  foreground: string;
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

/**
 * The site's favicon as SVG: a rounded square in the theme's primary colour with the first
 * letter of the site name in its on-primary colour, so every white-label site has its own icon
 * without a file to supply (and browsers never ask for a missing /favicon.ico).
 */
export function faviconSvg({ name, background, foreground }: FaviconInput): string {
  const initial = [...name.trim()][0]?.toLocaleUpperCase('en-AU') ?? '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="12" fill="${escapeXml(background)}"/>`,
    `<text x="32" y="44" text-anchor="middle" font-family="system-ui, sans-serif" font-size="36" font-weight="700" fill="${escapeXml(foreground)}">${escapeXml(initial)}</text>`,
    '</svg>',
  ].join('');
}
