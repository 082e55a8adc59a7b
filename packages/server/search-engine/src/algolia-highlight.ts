import { escapeHtml } from '@forecourt/format';
import type { MatchPosition } from './format.ts';
import { normalizeWord } from './text.ts';
import { typoCost } from './typo.ts';

/** One highlighted attribute value, in Algolia's `_highlightResult` shape. */
export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export type HighlightTree = HighlightResult | HighlightTree[] | { [key: string]: HighlightTree };

export interface HighlightOptions {
  /** The query's normalised words, in query order. */
  queryWords: string[];
  preTag: string;
  postTag: string;
  /** Escape HTML in values (off when the client escapes them itself, as InstantSearch does). */
  escape: boolean;
}

/** InstantSearch's highlight placeholders: it escapes hits itself when it sends these. */
export const INSTANTSEARCH_PRE_TAG = '__ais-highlight__';

/** The query word a highlighted piece of text stands for (the closest one). */
function queryWordFor(piece: string, queryWords: string[]): string | undefined {
  const normalised = normalizeWord(piece);
  let best: string | undefined;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const word of queryWords) {
    const cost = normalised === word ? 0 : typoCost(word, normalised);
    if (cost < bestCost) {
      best = word;
      bestCost = cost;
    }
  }
  return best;
}

/** Highlights one string value from the engine's match positions. */
export function highlightText(
  text: string,
  positions: readonly MatchPosition[],
  options: HighlightOptions,
): HighlightResult {
  const esc = options.escape ? escapeHtml : (value: string) => value;
  const sorted = [...positions].sort((a, b) => a.start - b.start);
  let value = '';
  let cursor = 0;
  let rest = '';
  const matched = new Set<string>();
  for (const { start, length } of sorted) {
    if (start < cursor || length <= 0) continue;
    const piece = text.slice(start, start + length);
    value += esc(text.slice(cursor, start)) + options.preTag + esc(piece) + options.postTag;
    rest += text.slice(cursor, start);
    cursor = start + length;
    const word = queryWordFor(piece, options.queryWords);
    if (word !== undefined) matched.add(word);
  }
  value += esc(text.slice(cursor));
  rest += text.slice(cursor);
  if (matched.size === 0) return { value, matchLevel: 'none', matchedWords: [] };
  const matchedWords = options.queryWords.filter(
    (word, i) => matched.has(word) && options.queryWords.indexOf(word) === i,
  );
  const distinct = new Set(options.queryWords).size;
  return {
    value,
    matchLevel: matchedWords.length === distinct ? 'full' : 'partial',
    matchedWords,
    fullyHighlighted: !/[\p{L}\p{N}]/u.test(rest),
  };
}

function highlightValue(
  path: string,
  value: unknown,
  positions: Record<string, MatchPosition[]>,
  options: HighlightOptions,
  index: number | undefined,
): HighlightTree | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const out: HighlightTree[] = [];
    value.forEach((element, i) => {
      const inner = highlightValue(path, element, positions, options, i);
      if (inner !== undefined) out.push(inner);
    });
    return out;
  }
  if (typeof value === 'object') {
    const out: Record<string, HighlightTree> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      const tree = highlightValue(`${path}.${key}`, inner, positions, options, index);
      if (tree !== undefined) out[key] = tree;
    }
    return out;
  }
  const here = (positions[path] ?? []).filter(
    (position) => index === undefined || position.indices?.[0] === index,
  );
  return highlightText(String(value), here, options);
}

/**
 * `_highlightResult` for a hit: every attribute of `attributes` (`*`: all of the hit's) that has
 * a value, from the engine's `_matchesPosition`.
 */
export function highlightResult(
  document: Record<string, unknown>,
  attributes: readonly string[],
  positions: Record<string, MatchPosition[]>,
  options: HighlightOptions,
): Record<string, HighlightTree> {
  const names = attributes.includes('*') ? Object.keys(document) : attributes;
  const out: Record<string, HighlightTree> = {};
  for (const name of names) {
    const tree = highlightValue(name, document[name], positions, options, undefined);
    if (tree !== undefined) out[name] = tree;
  }
  return out;
}
