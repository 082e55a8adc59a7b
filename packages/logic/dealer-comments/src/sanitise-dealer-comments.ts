import { escapeHtml } from '@forecourt/format';
import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';
import { htmlText } from './html-text.ts';
import {
  DEALER_COMMENTS_ALLOWED_TAGS,
  DEALER_COMMENTS_LINK_REL,
  DEALER_COMMENTS_LINK_SCHEMES,
} from './policy.ts';

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
      // An allow-list of the href's start: browsers ignore control characters and spaces inside
      // a scheme (`java\tscript:`), so anything not plainly http(s), mailto or tel goes.
      const href = (attribs.href ?? '').trim();
      const safe: sanitizeHtml.Attributes = { href, rel: DEALER_COMMENTS_LINK_REL };
      return { tagName, attribs: SAFE_HREF.test(href) ? safe : {} };
    },
  },
  // A link left without a safe href keeps its text but loses the tag.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** Plain text (as a dealer management system sends it): blank lines make paragraphs, newlines breaks. */
function paragraphs(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br />')}</p>`)
    .join('');
}

/**
 * Dealer comments as safe HTML, the one policy for the stock import (on the way into the
 * database) and the vehicle page (again before every render): only
 * {@link DEALER_COMMENTS_ALLOWED_TAGS}; `h1`/`h2` become `h3`, `h5`/`h6` become `h4`; links keep
 * an http(s), mailto or tel `href` and get `rel="nofollow noopener"`, other links lose the tag
 * but keep their text; scripts, styles, iframes, SVG and the like go with their content, event
 * handlers and every other attribute go. Text with no markup left becomes paragraphs (blank
 * lines) and line breaks. Nothing visible left (or `null`) gives `null`: the page shows
 * "Dealer comments are pending. Please check back here later." (vehicle-stock §4).
 * Sanitising the result again gives the same HTML.
 */
export function sanitiseDealerComments(comments: string | null | undefined): string | null {
  if (comments === null || comments === undefined) return null;
  const known = recent.get(comments);
  if (known !== undefined) {
    // Most recently used last: the oldest entry is the one a full cache drops.
    recent.delete(comments);
    recent.set(comments, known);
    return known;
  }
  const html = sanitise(comments);
  if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
  recent.set(comments, html);
  return html;
}

/**
 * The last {@link RECENT_LIMIT} comments and their safe HTML. Sanitising is a pure function of
 * the text and costs about a tenth of a millisecond (an HTML parse, twice for plain text); a
 * feed repeats a dealer's boilerplate across its cars, and the vehicle page sanitises the same
 * car's comments on every render.
 */
const recent = new Map<string, string | null>();
const RECENT_LIMIT = 2000;

function sanitise(comments: string): string | null {
  const clean = sanitizeHtml(comments, OPTIONS).trim();
  // Paragraphs made from plain text go through the same serialiser, so sanitising twice agrees.
  const html = /<[a-z]/i.test(clean) ? clean : sanitizeHtml(paragraphs(decodeHTML(clean)), OPTIONS);
  return htmlText(html) === '' ? null : html;
}
