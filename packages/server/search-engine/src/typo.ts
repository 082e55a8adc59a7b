import type { TypoToleranceSettings } from './settings.ts';

/** A dictionary word that a query word matches, and how. */
export interface Derivation {
  term: number;
  /** Typo cost (a first-letter typo counts 2). */
  typos: number;
  /** The dictionary word equals the query word. */
  exact: boolean;
}

/** Typos allowed for a query word of this length: 0 below 5 letters, 1 from 5, 2 from 9. */
export function typoBudget(word: string, settings: TypoToleranceSettings): number {
  if (!settings.enabled || settings.disableOnWords.includes(word)) return 0;
  const length = [...word].length;
  if (length >= settings.minWordSizeForTypos.twoTypos) return 2;
  if (length >= settings.minWordSizeForTypos.oneTypo) return 1;
  return 0;
}

/**
 * Damerau (optimal string alignment) distance between `a` and `b` plus one when the first
 * letters differ (Meilisearch counts a typo on the first letter as two). For tests and
 * highlighting; derivation uses the pruned walk below.
 */
export function typoCost(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  const rows: number[][] = [];
  for (let i = 0; i <= m; i++) rows.push(new Array<number>(n + 1).fill(0));
  for (let i = 0; i <= m; i++) (rows[i] as number[])[0] = i;
  for (let j = 0; j <= n; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= m; i++) {
    const row = rows[i] as number[];
    const up = rows[i - 1] as number[];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = v;
    }
  }
  const distance = (rows[m] as number[])[n] as number;
  return distance + (m > 0 && n > 0 && a[0] !== b[0] ? 1 : 0);
}

function lowerBound(terms: string[], target: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((terms[mid] as string) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Every dictionary word a query word matches: itself, words it is a prefix of (when
 * `prefix`), and words within `budget` typos (Damerau, first letter counting two). Walks the
 * sorted dictionary as a trie, sharing DP rows between words with a common prefix and skipping
 * whole branches once they cannot come within budget.
 */
export function derive(
  word: string,
  budget: number,
  prefix: boolean,
  sortedTerms: string[],
  sortedIds: Uint32Array,
  out: Derivation[],
): void {
  if (budget === 0) {
    let i = lowerBound(sortedTerms, word);
    if (!prefix) {
      if (sortedTerms[i] === word)
        out.push({ term: sortedIds[i] as number, typos: 0, exact: true });
      return;
    }
    for (; i < sortedTerms.length; i++) {
      const term = sortedTerms[i] as string;
      if (!term.startsWith(word)) break;
      out.push({ term: sortedIds[i] as number, typos: 0, exact: term === word });
    }
    return;
  }
  const m = word.length;
  const first = word.charCodeAt(0);
  const rows: Int32Array[] = [Int32Array.from({ length: m + 1 }, (_, i) => i)];
  const bestPrefix: number[] = [m];
  let previous = '';
  let valid = 0;
  let t = 0;
  while (t < sortedTerms.length) {
    const term = sortedTerms[t] as string;
    const penalty = term.charCodeAt(0) === first ? 0 : 1;
    if (penalty > budget - 1 && penalty > 0) {
      // Different first letter with a budget of one typo: the whole letter is out of reach.
      const letter = term[0] as string;
      t++;
      while (t < sortedTerms.length && (sortedTerms[t] as string)[0] === letter) t++;
      previous = term;
      valid = 0;
      continue;
    }
    let d = 0;
    const limit = Math.min(valid, term.length, previous.length);
    while (d < limit && term.charCodeAt(d) === previous.charCodeAt(d)) d++;
    let pruned = -1;
    for (let depth = d + 1; depth <= term.length; depth++) {
      const c = term.charCodeAt(depth - 1);
      let row = rows[depth];
      if (!row) {
        row = new Int32Array(m + 1);
        rows[depth] = row;
      }
      const up = rows[depth - 1] as Int32Array;
      row[0] = depth;
      let min = depth;
      for (let i = 1; i <= m; i++) {
        const wc = word.charCodeAt(i - 1);
        let v = (up[i - 1] as number) + (wc === c ? 0 : 1);
        const del = (up[i] as number) + 1;
        if (del < v) v = del;
        const ins = (row[i - 1] as number) + 1;
        if (ins < v) v = ins;
        if (
          i > 1 &&
          depth > 1 &&
          wc === term.charCodeAt(depth - 2) &&
          word.charCodeAt(i - 2) === c
        ) {
          const swap = ((rows[depth - 2] as Int32Array)[i - 2] as number) + 1;
          if (swap < v) v = swap;
        }
        row[i] = v;
        if (v < min) min = v;
      }
      const rowEnd = row[m] as number;
      const previousBest = bestPrefix[depth - 1] as number;
      bestPrefix[depth] = Math.min(rowEnd, previousBest);
      if (
        min + penalty > budget &&
        !(prefix && (bestPrefix[depth] as number) + penalty <= budget)
      ) {
        pruned = depth;
        break;
      }
    }
    if (pruned > 0) {
      const stem = term.slice(0, pruned);
      t++;
      while (t < sortedTerms.length && (sortedTerms[t] as string).startsWith(stem)) t++;
      previous = term;
      valid = pruned - 1;
      continue;
    }
    previous = term;
    valid = term.length;
    const distance = prefix
      ? (bestPrefix[term.length] as number)
      : ((rows[term.length] as Int32Array)[m] as number);
    const cost = distance + penalty;
    if (cost <= budget) {
      out.push({ term: sortedIds[t] as number, typos: cost, exact: cost === 0 && term === word });
    }
    t++;
  }
}
