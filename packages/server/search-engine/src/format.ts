import type { Document } from './flatten.ts';
import { pathMatches } from './flatten.ts';
import { originalPrefixLength, tokenize } from './text.ts';

/** How `_formatted` and `_matchesPosition` are produced for the hits of one search. */
export interface FormatOptions {
  /** Attribute rules to highlight (`*` for all), or empty. */
  highlight: string[];
  /** Attribute rule → crop length in words. */
  crop: Map<string, number>;
  cropMarker: string;
  preTag: string;
  postTag: string;
  showMatchesPosition: boolean;
  /** Matched dictionary word → characters to highlight (-1: whole word). */
  matches: Map<string, number>;
}

export interface MatchPosition {
  start: number;
  length: number;
  indices?: number[];
}

interface Token {
  start: number;
  end: number;
  /** Characters to highlight from `start`, 0 when the word does not match. */
  highlight: number;
}

function tokensOf(text: string, matches: Map<string, number>): Token[] {
  const tokens: Token[] = [];
  tokenize(text, (word, start, end) => {
    const length = matches.get(word);
    let highlight = 0;
    if (length !== undefined) {
      highlight = length < 0 ? end - start : originalPrefixLength(text.slice(start, end), length);
    }
    tokens.push({ start, end, highlight });
  });
  return tokens;
}

function highlightRange(
  text: string,
  tokens: Token[],
  from: number,
  to: number,
  options: FormatOptions,
  apply: boolean,
): string {
  if (!apply) return text.slice(from, to);
  let out = '';
  let cursor = from;
  for (const token of tokens) {
    if (token.highlight === 0 || token.start < from || token.end > to) continue;
    out += text.slice(cursor, token.start);
    out +=
      options.preTag + text.slice(token.start, token.start + token.highlight) + options.postTag;
    cursor = token.start + token.highlight;
  }
  return out + text.slice(cursor, to);
}

/** Chooses the crop window: the one holding most distinct matches, matches centred. */
function cropWindow(text: string, tokens: Token[], cropLength: number): [number, number] {
  if (tokens.length <= cropLength) return [0, tokens.length - 1];
  const matched: number[] = [];
  for (let i = 0; i < tokens.length; i++) if ((tokens[i] as Token).highlight > 0) matched.push(i);
  if (matched.length === 0) return [0, cropLength - 1];
  let bestFirst = matched[0] as number;
  let bestLast = bestFirst;
  let bestScore = -1;
  for (let a = 0; a < matched.length; a++) {
    const first = matched[a] as number;
    const words = new Set<string>();
    let last = first;
    for (let b = a; b < matched.length && (matched[b] as number) < first + cropLength; b++) {
      const token = tokens[matched[b] as number] as Token;
      words.add(text.slice(token.start, token.end).toLowerCase());
      last = matched[b] as number;
    }
    if (words.size > bestScore) {
      bestScore = words.size;
      bestFirst = first;
      bestLast = last;
    }
  }
  const remaining = cropLength - (bestLast - bestFirst + 1);
  let start = bestFirst - Math.floor(remaining / 2);
  let end = bestLast + Math.ceil(remaining / 2);
  if (start < 0) {
    end -= start;
    start = 0;
  }
  if (end > tokens.length - 1) {
    start -= end - (tokens.length - 1);
    end = tokens.length - 1;
  }
  return [Math.max(0, start), end];
}

function formatString(
  text: string,
  highlight: boolean,
  cropLength: number | undefined,
  options: FormatOptions,
): string {
  const tokens = tokensOf(text, options.matches);
  if (cropLength === undefined || tokens.length === 0) {
    return highlightRange(text, tokens, 0, text.length, options, highlight);
  }
  if (cropLength === 0) return '';
  const [first, last] = cropWindow(text, tokens, cropLength);
  const from = first === 0 ? 0 : (tokens[first] as Token).start;
  const to = last === tokens.length - 1 ? text.length : (tokens[last] as Token).end;
  const body = highlightRange(text, tokens, from, to, options, highlight).trim();
  return (
    (first > 0 ? options.cropMarker : '') +
    body +
    (last < tokens.length - 1 ? options.cropMarker : '')
  );
}

function cropFor(path: string, options: FormatOptions): number | undefined {
  for (const [rule, length] of options.crop) if (pathMatches(rule, path)) return length;
  return undefined;
}

function formatValue(path: string, value: unknown, options: FormatOptions): unknown {
  const highlight = options.highlight.some((rule) => pathMatches(rule, path));
  const crop = cropFor(path, options);
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((element) => formatValue(path, element, options));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      out[key] = formatValue(`${path}.${key}`, inner, options);
    }
    return out;
  }
  if (!highlight && crop === undefined) return value;
  return formatString(String(value), highlight, crop, options);
}

/** `_formatted` for one (already projected) hit. */
export function formatHit(hit: Document, options: FormatOptions): Document {
  const out: Document = {};
  for (const [key, value] of Object.entries(hit)) out[key] = formatValue(key, value, options);
  return out;
}

function collectPositions(
  path: string,
  value: unknown,
  options: FormatOptions,
  out: Record<string, MatchPosition[]>,
  index: number | undefined,
): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((element, i) => {
      collectPositions(path, element, options, out, i);
    });
    return;
  }
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      collectPositions(`${path}.${key}`, inner, options, out, index);
    }
    return;
  }
  const text = String(value);
  for (const token of tokensOf(text, options.matches)) {
    if (token.highlight === 0) continue;
    const list = out[path] ?? [];
    out[path] = list;
    const position: MatchPosition = { start: token.start, length: token.highlight };
    if (index !== undefined) position.indices = [index];
    list.push(position);
  }
}

/** `_matchesPosition` for one hit: where query words match, per attribute. */
export function matchesPosition(
  hit: Document,
  options: FormatOptions,
): Record<string, MatchPosition[]> {
  const out: Record<string, MatchPosition[]> = {};
  for (const [key, value] of Object.entries(hit))
    collectPositions(key, value, options, out, undefined);
  return out;
}
