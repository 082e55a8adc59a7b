import sanitizeHtml from 'sanitize-html';

/** The markup dealer comments may keep (vehicle-stock §3 dealercomments is HTML). */
export const DEALER_COMMENTS_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'a',
] as const;

/** Links in dealer comments: web, email and phone only; never followed for ranking. */
export const DEALER_COMMENTS_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const DEALER_COMMENTS_LINK_REL = 'nofollow noopener';

const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...DEALER_COMMENTS_ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: [...DEALER_COMMENTS_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Elements whose text is code or chrome, never comment text: dropped with their content.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'title',
    'head',
  ],
  // Page-level headings would compete with the vehicle page's own: step them down.
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? '').trim();
      // Browsers ignore control characters and spaces inside a scheme (`java\tscript:`).
      const scheme = [...href].filter((ch) => ch.charCodeAt(0) > 0x20).join('');
      const safe: sanitizeHtml.Attributes = { href, rel: DEALER_COMMENTS_LINK_REL };
      return { tagName, attribs: SAFE_HREF.test(scheme) ? safe : {} };
    },
  },
  // A link left without a safe href keeps its text but loses the tag.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text from a dealer management system: blank lines make paragraphs, newlines breaks. */
function plainTextToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br />')}</p>`)
    .join('');
}

/**
 * Dealer comments as safe HTML: only {@link DEALER_COMMENTS_ALLOWED_TAGS}, links with http(s),
 * mailto or tel and `rel="nofollow noopener"`; scripts, styles, iframes and event handlers go.
 * Plain text becomes paragraphs. Nothing left (or only whitespace) gives null, so the page shows
 * "Dealer comments are pending. Please check back here later." (vehicle-stock §4).
 */
export function sanitiseDealerComments(comments: string | null | undefined): string | null {
  if (comments === null || comments === undefined) return null;
  const html = /<[a-z!/?]/i.test(comments) ? comments : plainTextToHtml(comments);
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const visible = clean
    .replace(/<br\s*\/?>/gi, '')
    .replace(/<\/?[a-z0-9]+[^>]*>/gi, '')
    .replace(/&nbsp;/g, '')
    .trim();
  return visible === '' ? null : clean;
}
