import { U32List } from './u32-list.ts';

/** Highest position kept inside one attribute (later words share it). */
export const MAX_POSITION = 0xffff;

/** Packs an attribute rank and a word position into one sortable number. */
export function packPosition(rank: number, position: number): number {
  return ((rank << 16) | Math.min(position, MAX_POSITION)) >>> 0;
}

export function rankOf(packed: number): number {
  return packed >>> 16;
}

export function positionOf(packed: number): number {
  return packed & 0xffff;
}

/**
 * The inverted index: a dictionary of normalised words, per word a posting list of documents
 * (ascending) with the word's best position in each (lowest attribute rank, then earliest
 * position), and per document its token stream (word id + packed position) for proximity,
 * exactness and ranking details.
 */
export class TextIndex {
  readonly termIds = new Map<string, number>();
  readonly terms: string[] = [];
  readonly postDocs: U32List[] = [];
  readonly postBest: U32List[] = [];
  /** Per word, documents where it is a whole attribute value on its own (ascending). */
  readonly postSole: U32List[] = [];
  /** Start of each document's tokens in `tokTerm`/`tokPos` (one entry per document id). */
  readonly docTokStart = new U32List(1024);
  readonly tokTerm = new U32List(4096);
  readonly tokPos = new U32List(4096);
  private sortedDirty = true;
  private sortedTerms: string[] = [];
  private sortedIds: Uint32Array = new Uint32Array(0);

  /** Call once per document id, in ascending order, before its tokens. */
  beginDocument(): void {
    this.docTokStart.push(this.tokTerm.length);
  }

  /** Adds one occurrence of `word`; returns its dictionary id. */
  addToken(doc: number, word: string, packed: number): number {
    let id = this.termIds.get(word);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(word);
      this.termIds.set(word, id);
      this.postDocs.push(new U32List(2));
      this.postBest.push(new U32List(2));
      this.postSole.push(new U32List(1));
      this.sortedDirty = true;
    }
    const docs = this.postDocs[id] as U32List;
    const best = this.postBest[id] as U32List;
    if (docs.length > 0 && docs.last() === doc) {
      const at = docs.length - 1;
      if (packed < best.get(at)) best.set(at, packed);
    } else {
      docs.push(doc);
      best.push(packed);
    }
    this.tokTerm.push(id);
    this.tokPos.push(packed);
    return id;
  }

  /** Records that word `term` makes up a whole attribute value of `doc`. */
  addSole(doc: number, term: number): void {
    const list = this.postSole[term] as U32List;
    if (list.length === 0 || list.last() !== doc) list.push(doc);
  }

  tokenStart(doc: number): number {
    return this.docTokStart.get(doc);
  }

  tokenEnd(doc: number): number {
    return doc + 1 < this.docTokStart.length ? this.docTokStart.get(doc + 1) : this.tokTerm.length;
  }

  /** Number of documents containing a word (deleted ones included): its frequency. */
  frequency(term: number): number {
    return (this.postDocs[term] as U32List).length;
  }

  private ensureSorted(): void {
    if (!this.sortedDirty) return;
    const ids = Array.from({ length: this.terms.length }, (_, i) => i);
    const terms = this.terms;
    ids.sort((a, b) => {
      const x = terms[a] as string;
      const y = terms[b] as string;
      return x < y ? -1 : x > y ? 1 : 0;
    });
    this.sortedIds = Uint32Array.from(ids);
    this.sortedTerms = ids.map((id) => terms[id] as string);
    this.sortedDirty = false;
  }

  /** The dictionary sorted by word, with the matching word ids. */
  sorted(): { terms: string[]; ids: Uint32Array } {
    this.ensureSorted();
    return { terms: this.sortedTerms, ids: this.sortedIds };
  }

  /** Releases spare capacity after a bulk build. */
  trim(): void {
    for (const list of this.postDocs) list.trim();
    for (const list of this.postBest) list.trim();
    for (const list of this.postSole) list.trim();
    this.tokTerm.trim();
    this.tokPos.trim();
    this.docTokStart.trim();
  }
}
