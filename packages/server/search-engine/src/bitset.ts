/**
 * Fixed-size bitsets over internal document ids, stored as `Uint32Array` words. All binary
 * operations assume both operands have the same word count (the index's capacity).
 */
export type Bitset = Uint32Array;

export function wordsFor(bits: number): number {
  return (bits + 31) >>> 5;
}

export function createBitset(bits: number): Bitset {
  return new Uint32Array(wordsFor(bits));
}

export function setBit(set: Bitset, bit: number): void {
  set[bit >>> 5] = (set[bit >>> 5] as number) | (1 << (bit & 31));
}

export function clearBit(set: Bitset, bit: number): void {
  set[bit >>> 5] = (set[bit >>> 5] as number) & ~(1 << (bit & 31));
}

export function hasBit(set: Bitset, bit: number): boolean {
  return (((set[bit >>> 5] as number) >>> (bit & 31)) & 1) === 1;
}

export function popcount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function cardinality(set: Bitset): number {
  let total = 0;
  const n = set.length;
  for (let i = 0; i < n; i++) {
    let v = set[i] as number;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return total;
}

/** `target &= other`. */
export function andInPlace(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) & (other[i] as number);
}

/** `target |= other`. */
export function orInPlace(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) | (other[i] as number);
}

/** `target &= ~other`. */
export function andNotInPlace(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) & ~(other[i] as number);
}

/** `target = universe & ~target`. */
export function complementInPlace(target: Bitset, universe: Bitset): void {
  for (let i = 0; i < target.length; i++)
    target[i] = (universe[i] as number) & ~(target[i] as number);
}

export function andCardinality(a: Bitset, b: Bitset): number {
  let total = 0;
  const n = a.length;
  for (let i = 0; i < n; i++) {
    let v = (a[i] as number) & (b[i] as number);
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return total;
}

/** Sets the bits of every id in `ids[0..length)`. */
export function setBits(target: Bitset, ids: Uint32Array, length: number): void {
  for (let i = 0; i < length; i++) {
    const bit = ids[i] as number;
    target[bit >>> 5] = (target[bit >>> 5] as number) | (1 << (bit & 31));
  }
}

/** Writes the ids of set bits, ascending, into `out`; returns how many were written. */
export function toIds(set: Bitset, out: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < set.length; i++) {
    let w = set[i] as number;
    while (w !== 0) {
      const t = w & -w;
      out[n++] = (i << 5) + (31 - Math.clz32(t));
      w ^= t;
    }
  }
  return n;
}

/** Calls `fn` for every set bit, ascending; stops when `fn` returns false. */
export function forEachBit(set: Bitset, fn: (bit: number) => boolean | undefined): void {
  for (let i = 0; i < set.length; i++) {
    let w = set[i] as number;
    while (w !== 0) {
      const t = w & -w;
      if (fn((i << 5) + (31 - Math.clz32(t))) === false) return;
      w ^= t;
    }
  }
}

/** Copies `source` into a bitset with room for `bits` bits. */
export function resizeBitset(source: Bitset, bits: number): Bitset {
  const out = createBitset(bits);
  out.set(source.subarray(0, Math.min(source.length, out.length)));
  return out;
}
