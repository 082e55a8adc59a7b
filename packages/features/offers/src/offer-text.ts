/** An offer description longer than this is cut to {@link OFFER_DESCRIPTION_LIMIT} (site-wide §5). */
export const OFFER_DESCRIPTION_WHOLE_MAX = 200;
/** Where a long offer description is cut (site-wide §5). */
export const OFFER_DESCRIPTION_LIMIT = 160;
/** Where an offer disclaimer is cut (site-wide §5). */
export const OFFER_DISCLAIMER_LIMIT = 200;

/** A text with its short form: `truncated` says whether there is more to show. */
export interface TruncatedText {
  /** What shows first: the whole text, or its first characters and `…`. */
  short: string;
  full: string;
  truncated: boolean;
}

/** Characters as people count them (a surrogate pair such as an emoji is one). */
const characters = (text: string) => Array.from(text);

/**
 * The text cut to `limit` characters and an ellipsis when it is longer than `wholeMax`
 * (default: `limit`); shorter text is kept whole. Whitespace is collapsed first.
 */
export function truncateText(
  text: string | null | undefined,
  limit: number,
  wholeMax: number = limit,
): TruncatedText {
  const full = (text ?? '').replace(/\s+/g, ' ').trim();
  const chars = characters(full);
  if (chars.length <= wholeMax) return { short: full, full, truncated: false };
  return { short: `${chars.slice(0, limit).join('').trimEnd()}…`, full, truncated: true };
}

/**
 * An offer's description as a card shows it: truncated at 160 characters unless it is 200 or
 * less (site-wide §5). Takes the plain text (`sanitized_description`), never HTML.
 */
export function offerDescription(text: string | null | undefined): TruncatedText {
  return truncateText(text, OFFER_DESCRIPTION_LIMIT, OFFER_DESCRIPTION_WHOLE_MAX);
}

/** An offer's disclaimer, truncated at 200 characters with a short/full toggle (site-wide §5). */
export function offerDisclaimer(text: string | null | undefined): TruncatedText {
  return truncateText(text, OFFER_DISCLAIMER_LIMIT);
}
