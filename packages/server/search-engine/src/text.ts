/**
 * Text normalisation and tokenisation shared by indexing, query parsing and highlighting:
 * lowercase, accent folding (NFD then strip combining marks), words are runs of letters and
 * digits; everything else separates words.
 */

const ASCII_ONLY = /^\p{ASCII}*$/u;
const WORD_RUN = /[\p{L}\p{N}\p{M}]+/gu;
const COMBINING_MARKS = /\p{M}/gu;

function isAsciiWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
}

/** Lowercases and folds accents: `Škoda` → `skoda`. */
export function normalizeWord(word: string): string {
  if (ASCII_ONLY.test(word)) return word.toLowerCase();
  return word.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

/**
 * Calls `onWord(normalised, start, end)` for every word of `text`, with `start`/`end` the
 * offsets of the word in the original string. Words that normalise to nothing are skipped.
 */
export function tokenize(
  text: string,
  onWord: (word: string, start: number, end: number) => void,
): void {
  if (ASCII_ONLY.test(text)) {
    const length = text.length;
    let i = 0;
    while (i < length) {
      while (i < length && !isAsciiWordChar(text.charCodeAt(i))) i++;
      if (i >= length) break;
      const start = i;
      while (i < length && isAsciiWordChar(text.charCodeAt(i))) i++;
      onWord(text.slice(start, i).toLowerCase(), start, i);
    }
    return;
  }
  WORD_RUN.lastIndex = 0;
  for (let match = WORD_RUN.exec(text); match !== null; match = WORD_RUN.exec(text)) {
    const normalised = normalizeWord(match[0]);
    if (normalised.length > 0) onWord(normalised, match.index, match.index + match[0].length);
  }
}

/** The normalised words of `text`, in order. */
export function words(text: string): string[] {
  const out: string[] = [];
  tokenize(text, (word) => {
    out.push(word);
  });
  return out;
}

/**
 * Number of characters of the original `token` that make up its first `normalisedLength`
 * normalised characters (for highlighting a prefix match in accented text).
 */
export function originalPrefixLength(token: string, normalisedLength: number): number {
  if (ASCII_ONLY.test(token)) return Math.min(normalisedLength, token.length);
  let produced = 0;
  let i = 0;
  for (const char of token) {
    if (produced >= normalisedLength) break;
    produced += normalizeWord(char).length;
    i += char.length;
  }
  return i;
}

/** Facet value key: trimmed, compatibility-decomposed and lowercased (Meilisearch's facet rule). */
export function normalizeFacet(value: string): string {
  const trimmed = value.trim();
  if (ASCII_ONLY.test(trimmed)) return trimmed.toLowerCase();
  return trimmed.normalize('NFKD').toLowerCase();
}

/** Facet-search key: the facet key with accents folded too. */
export function foldFacet(value: string): string {
  const trimmed = value.trim();
  if (ASCII_ONLY.test(trimmed)) return trimmed.toLowerCase();
  return trimmed.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}
