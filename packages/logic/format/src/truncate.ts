/** Appended to every truncated text: three full stops, after the kept text (trailing spaces trimmed). */
export const ELLIPSIS = '...';

/** Dealer comments are cut at 400 characters, with show more or less (vehicle-stock §4, §9). */
export const DEALER_COMMENTS_MAX_LENGTH = 400;

/** The short finance disclaimer is cut at 197 characters (vehicle-stock §9, site-wide §9). */
export const FINANCE_DISCLAIMER_MAX_LENGTH = 197;

/** A long offer description is cut at 160 characters (site-wide §5). */
export const OFFER_DESCRIPTION_MAX_LENGTH = 160;

/** An offer description of this many characters or fewer is shown whole (site-wide §5). */
export const OFFER_DESCRIPTION_FULL_MAX_LENGTH = 200;

/** An offer disclaimer is cut at 200 characters (site-wide §5). */
export const OFFER_DISCLAIMER_MAX_LENGTH = 200;

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * Cuts `text` to at most `max` characters and appends {@link ELLIPSIS}; text of `max` characters
 * or fewer comes back unchanged (vehicle-stock §9, site-wide §5). The ellipsis is extra: the
 * result is up to `max + 3` long (197 + `...` is the 200-character disclaimer line). Trailing
 * whitespace before the ellipsis is trimmed and an emoji is never split in half. Pass plain text:
 * strip HTML (dealer comments arrive as HTML) before truncating. A caller can tell the text was
 * cut by comparing the result with the input, e.g. to show a "show more" control.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = Math.max(0, Math.floor(max));
  const cut = isHighSurrogate(text.charCodeAt(end - 1)) ? end - 1 : end;
  return `${text.slice(0, cut).trimEnd()}${ELLIPSIS}`;
}

/** Dealer comments truncated at 400 characters (vehicle-stock §4, §9). */
export function truncateDealerComments(text: string): string {
  return truncate(text, DEALER_COMMENTS_MAX_LENGTH);
}

/** The finance disclaimer truncated at 197 characters (vehicle-stock §9, site-wide §9). */
export function truncateFinanceDisclaimer(text: string): string {
  return truncate(text, FINANCE_DISCLAIMER_MAX_LENGTH);
}

/**
 * The offer description: shown whole when it is 200 characters or fewer, otherwise cut at 160
 * (site-wide §5).
 */
export function truncateOfferDescription(text: string): string {
  return text.length <= OFFER_DESCRIPTION_FULL_MAX_LENGTH
    ? text
    : truncate(text, OFFER_DESCRIPTION_MAX_LENGTH);
}

/** The offer disclaimer truncated at 200 characters (site-wide §5). */
export function truncateOfferDisclaimer(text: string): string {
  return truncate(text, OFFER_DISCLAIMER_MAX_LENGTH);
}
