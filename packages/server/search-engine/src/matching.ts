import { andInPlace, type Bitset, cardinality, hasBit, setBits } from './bitset.ts';
import type { IndexData } from './index-data.ts';
import { tokenize } from './text.ts';
import { positionOf, rankOf } from './text-index.ts';
import { type Derivation, derive, typoBudget } from './typo.ts';
import type { U32List } from './u32-list.ts';

/** Meilisearch only uses the first 10 words of a query. */
export const MAX_QUERY_WORDS = 10;

export type MatchingStrategy = 'last' | 'all' | 'frequency';

/** The words of `q` (normalised, at most 10) and whether the last one is a prefix. */
export interface ParsedQuery {
  words: string[];
  /** The last word is matched as a prefix unless the query ends with a separator. */
  lastIsPrefix: boolean;
}

export function parseQuery(q: string): ParsedQuery {
  const words: string[] = [];
  let lastEnd = -1;
  tokenize(q, (word, _start, end) => {
    if (words.length < MAX_QUERY_WORDS) {
      words.push(word);
      lastEnd = end;
    }
  });
  return { words, lastIsPrefix: words.length > 0 && lastEnd === q.length };
}

/** How one dictionary word matches one query word. */
export interface TermMatch {
  word: number;
  typos: number;
  exact: boolean;
}

/**
 * The result of matching a query against an index: per query word the set of documents that
 * contain it (any derivation), and per (word, document) the best typo count and position.
 */
export interface QueryMatch {
  words: string[];
  lastIsPrefix: boolean;
  /** Documents containing each query word (restricted to the filter). */
  wordBits: Bitset[];
  /** Order in which words are required: all of `order[0..k)` for the k-th words bucket. */
  order: number[];
  strategy: MatchingStrategy;
  /** Dictionary word id → how it matches query words. */
  termMatches: Map<number, TermMatch[]>;
  /** Per query word, the dictionary id of the word itself (exact match), or -1. */
  exactTerm: number[];
  /** Dictionary word → characters to highlight (-1: the whole word). */
  highlight: Map<string, number>;
  /** Scratch: best typo count per (word, document), at `word * stride + doc`. */
  typo: Uint8Array;
  /** Scratch: best packed position per (word, document). */
  best: Uint32Array;
  stride: number;
  /** Derivations per word (for ranking details). */
  derivations: Derivation[][];
  /** Scratch: dictionary word id → bitmask of query words it matches. */
  termMask: Uint16Array;
  /** Scratch: dictionary word id → bitmask of query words it equals. */
  termExact: Uint16Array;
  /** For k counted words: their indexes in query order, and as a bitmask. */
  activeByCount: number[][];
  activeMaskByCount: number[];
  /** Reusable per-word position lists. */
  positionScratch: number[][];
  /** One-word queries: documents holding the word exactly, and as a whole attribute value. */
  exactBits: Bitset | undefined;
  soleBits: Bitset | undefined;
}

let typoScratch = new Uint8Array(0);
let bestScratch = new Uint32Array(0);
let termMaskScratch = new Uint16Array(0);
let termExactScratch = new Uint16Array(0);

/**
 * Derives every query word against the dictionary and builds per-word document sets,
 * considering only documents in `restrict` (the filter, or all live documents).
 */
export function matchQuery(
  data: IndexData,
  parsed: ParsedQuery,
  strategy: MatchingStrategy,
  restrict: Bitset,
): QueryMatch {
  const { words, lastIsPrefix } = parsed;
  const n = words.length;
  const stride = data.capacity;
  if (typoScratch.length < n * stride) {
    typoScratch = new Uint8Array(n * stride);
    bestScratch = new Uint32Array(n * stride);
  }
  const typo = typoScratch;
  const best = bestScratch;
  const { terms: sortedTerms, ids: sortedIds } = data.text.sorted();
  if (termMaskScratch.length < data.text.terms.length) {
    const size = Math.max(1024, data.text.terms.length * 2);
    termMaskScratch = new Uint16Array(size);
    termExactScratch = new Uint16Array(size);
  }
  const termMask = termMaskScratch;
  const termExact = termExactScratch;
  const termMatches = new Map<number, TermMatch[]>();
  const highlight = new Map<string, number>();
  const wordBits: Bitset[] = [];
  const exactTerm: number[] = [];
  const derivations: Derivation[][] = [];
  const text = data.text;
  for (let w = 0; w < n; w++) {
    const word = words[w] as string;
    const prefix = lastIsPrefix && w === n - 1;
    const budget = typoBudget(word, data.settings.typoTolerance);
    const found: Derivation[] = [];
    derive(word, budget, prefix, sortedTerms, sortedIds, found);
    derivations.push(found);
    exactTerm.push(text.termIds.get(word) ?? -1);
    const bits = data.acquire();
    wordBits.push(bits);
    const base = w * stride;
    for (const derivation of found) {
      const term = derivation.term;
      let list = termMatches.get(term);
      if (!list) {
        list = [];
        termMatches.set(term, list);
      }
      list.push({ word: w, typos: derivation.typos, exact: derivation.exact });
      termMask[term] = (termMask[term] as number) | (1 << w);
      if (derivation.exact) termExact[term] = (termExact[term] as number) | (1 << w);
      const string = text.terms[term] as string;
      const length = derivation.typos === 0 && !derivation.exact ? word.length : -1;
      const known = highlight.get(string);
      if (known === undefined || (known !== -1 && (length === -1 || length > known))) {
        highlight.set(string, length);
      }
      const docs = text.postDocs[term];
      const positions = text.postBest[term];
      if (!docs || !positions) continue;
      const docData = docs.data;
      const posData = positions.data;
      const typos = derivation.typos;
      for (let i = 0; i < docs.length; i++) {
        const doc = docData[i] as number;
        const word32 = doc >>> 5;
        const mask = 1 << (doc & 31);
        if (((restrict[word32] as number) & mask) === 0) continue;
        const slot = base + doc;
        const packed = posData[i] as number;
        if (((bits[word32] as number) & mask) === 0) {
          bits[word32] = (bits[word32] as number) | mask;
          typo[slot] = typos;
          best[slot] = packed;
        } else {
          if (typos < (typo[slot] as number)) typo[slot] = typos;
          if (packed < (best[slot] as number)) best[slot] = packed;
        }
      }
    }
  }
  const order = Array.from({ length: n }, (_, i) => i);
  if (strategy === 'frequency') {
    // Drop the most frequent words first: keep the rarest for last.
    const frequency = wordBits.map((bits) => cardinality(bits));
    order.sort((a, b) => (frequency[a] as number) - (frequency[b] as number) || a - b);
  }
  let exactBits: Bitset | undefined;
  let soleBits: Bitset | undefined;
  if (n === 1) {
    exactBits = data.acquire();
    soleBits = data.acquire();
    const term = exactTerm[0] as number;
    if (term >= 0) {
      const docs = text.postDocs[term] as U32List;
      setBits(exactBits, docs.data, docs.length);
      const sole = text.postSole[term] as U32List;
      setBits(soleBits, sole.data, sole.length);
    }
  }
  const activeByCount: number[][] = [];
  const activeMaskByCount: number[] = [];
  for (let k = 0; k <= n; k++) {
    const active = order.slice(0, k).sort((a, b) => a - b);
    activeByCount.push(active);
    activeMaskByCount.push(active.reduce((mask, w) => mask | (1 << w), 0));
  }
  return {
    exactBits,
    soleBits,
    termMask,
    termExact,
    activeByCount,
    activeMaskByCount,
    positionScratch: words.map(() => []),
    words,
    lastIsPrefix,
    wordBits,
    order,
    strategy,
    termMatches,
    exactTerm,
    highlight,
    typo,
    best,
    stride,
    derivations,
  };
}

/** Documents that match at all: every word for `all`, the first required word otherwise. */
export function matchUniverse(data: IndexData, match: QueryMatch): Bitset {
  const universe = data.acquire();
  const first = match.wordBits[match.order[0] as number] as Bitset;
  universe.set(first);
  if (match.strategy === 'all') {
    for (const bits of match.wordBits) andInPlace(universe, bits);
  }
  return universe;
}

/** Number of leading words (in removal order) a document contains. */
export function matchedWords(match: QueryMatch, doc: number): number {
  let k = 0;
  const n = match.words.length;
  while (k < n && hasBit(match.wordBits[match.order[k] as number] as Bitset, doc)) k++;
  return k;
}

/** Sum of typos over the words that count for a document. */
export function typoSum(match: QueryMatch, doc: number, k: number): number {
  let sum = 0;
  for (let i = 0; i < k; i++)
    sum += match.typo[(match.order[i] as number) * match.stride + doc] as number;
  return sum;
}

/** Attribute key: sum of attribute ranks, then of positions, over the counted words. */
export function attributeKey(match: QueryMatch, doc: number, k: number): number {
  let ranks = 0;
  let positions = 0;
  for (let i = 0; i < k; i++) {
    const packed = match.best[(match.order[i] as number) * match.stride + doc] as number;
    ranks += rankOf(packed);
    positions += positionOf(packed);
  }
  return ranks * 0x100000 + Math.min(positions, 0xfffff);
}

/** Exactness of a document for a one-word query, from bitsets (same scale as tokenScores). */
export function singleWordExactness(match: QueryMatch, doc: number): number {
  const sole = hasBit(match.soleBits as Bitset, doc) ? 0 : 1;
  const exact = hasBit(match.exactBits as Bitset, doc) ? 0 : 1;
  return sole * 32 + exact;
}

/** Proximity and exactness of one document, from its token stream. */
export interface TokenScores {
  proximity: number;
  exactness: number;
}

const MAX_PROXIMITY = 7;

/**
 * Proximity: for consecutive counted query words (in query order), the smallest gap between
 * them in one attribute (reversed order costs one more, capped at 7; different attributes 7).
 * Exactness: 0 when an attribute holds exactly the counted words in order, plus one per
 * counted word not found without typo or prefix.
 */
export function tokenScores(
  data: IndexData,
  match: QueryMatch,
  doc: number,
  k: number,
): TokenScores {
  const text = data.text;
  const start = text.tokenStart(doc);
  const end = text.tokenEnd(doc);
  const active = match.activeByCount[k] as number[];
  const activeMask = match.activeMaskByCount[k] as number;
  const positions = match.positionScratch;
  for (const w of active) (positions[w] as number[]).length = 0;
  const termData = text.tokTerm.data;
  const posData = text.tokPos.data;
  const termMask = match.termMask;
  const termExact = match.termExact;
  const exactTerm = match.exactTerm;
  let exactMask = 0;
  // Exact attribute: a run of consecutive tokens equal to the counted words, nothing more.
  let exactAttribute = false;
  let runStart = start;
  for (let t = start; t <= end; t++) {
    if (t === end || (t > start && (posData[t] as number) !== (posData[t - 1] as number) + 1)) {
      if (!exactAttribute && t - runStart === active.length) {
        let all = true;
        for (let i = 0; i < active.length; i++) {
          if ((termData[runStart + i] as number) !== exactTerm[active[i] as number]) {
            all = false;
            break;
          }
        }
        exactAttribute = all;
      }
      runStart = t;
      if (t === end) break;
    }
    const term = termData[t] as number;
    const words = (termMask[term] as number) & activeMask;
    if (words === 0) continue;
    exactMask |= (termExact[term] as number) & activeMask;
    let bits = words;
    while (bits !== 0) {
      const low = bits & -bits;
      (positions[31 - Math.clz32(low)] as number[]).push(posData[t] as number);
      bits ^= low;
    }
  }
  let proximity = 0;
  for (let i = 1; i < active.length; i++) {
    const a = positions[active[i - 1] as number] as number[];
    const b = positions[active[i] as number] as number[];
    let cost = MAX_PROXIMITY;
    for (const pa of a) {
      for (const pb of b) {
        if (rankOf(pa) !== rankOf(pb)) continue;
        const x = positionOf(pa);
        const y = positionOf(pb);
        const c = y > x ? y - x - 1 : x - y + 1;
        if (c < cost) cost = c;
      }
    }
    proximity += cost;
  }
  let exactWords = 0;
  for (let bits = exactMask; bits !== 0; bits &= bits - 1) exactWords++;
  return {
    proximity,
    exactness: (exactAttribute ? 0 : 1) * 32 + (active.length - exactWords),
  };
}

/** Releases the per-word bitsets back to the index pool and clears the term masks. */
export function releaseMatch(data: IndexData, match: QueryMatch): void {
  for (const bits of match.wordBits) data.release(bits);
  if (match.exactBits) data.release(match.exactBits);
  if (match.soleBits) data.release(match.soleBits);
  for (const term of match.termMatches.keys()) {
    match.termMask[term] = 0;
    match.termExact[term] = 0;
  }
}
