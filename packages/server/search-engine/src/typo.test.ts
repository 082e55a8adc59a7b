import { describe, expect, it } from 'vitest';
import { defaultSettings } from './settings.ts';
import { type Derivation, derive, typoBudget, typoCost } from './typo.ts';

function derived(word: string, budget: number, prefix: boolean, terms: string[]) {
  const sorted = [...terms].sort();
  const out: Derivation[] = [];
  derive(word, budget, prefix, sorted, Uint32Array.from(sorted.keys()), out);
  return out.map((d) => [sorted[d.term], d.typos]);
}

describe('typoCost', () => {
  it('counts substitutions, insertions and deletions as one', () => {
    expect(typoCost('mazda', 'mazda')).toBe(0);
    expect(typoCost('mazda', 'mazdx')).toBe(1);
    expect(typoCost('mazda', 'mazd')).toBe(1);
    expect(typoCost('mazda', 'mazdaa')).toBe(1);
  });

  it('counts a swap of adjacent letters as one (Damerau)', () => {
    expect(typoCost('mzada', 'mazda')).toBe(1);
  });

  it('counts a typo on the first letter as two', () => {
    expect(typoCost('xazda', 'mazda')).toBe(2);
    expect(typoCost('amzda', 'mazda')).toBe(2);
  });
});

describe('typoBudget', () => {
  const settings = defaultSettings().typoTolerance;
  it('allows 0 typos under 5 letters, 1 from 5, 2 from 9', () => {
    expect(typoBudget('ford', settings)).toBe(0);
    expect(typoBudget('mazda', settings)).toBe(1);
    expect(typoBudget('outlander', settings)).toBe(2);
  });
});

describe('derive', () => {
  const terms = ['corolla', 'corollas', 'coral', 'camry', 'core', 'korolla', 'toyota'];

  it('finds the exact word only without budget or prefix', () => {
    expect(derived('corolla', 0, false, terms)).toEqual([['corolla', 0]]);
  });

  it('finds words starting with a prefix', () => {
    expect(derived('cor', 0, true, terms)).toEqual([
      ['coral', 0],
      ['core', 0],
      ['corolla', 0],
      ['corollas', 0],
    ]);
  });

  it('finds words within budget, first letter counting two', () => {
    expect(derived('corola', 1, false, terms)).toEqual([['corolla', 1]]);
    expect(derived('corola', 2, false, terms)).toEqual([
      ['coral', 2],
      ['corolla', 1],
      ['corollas', 2],
    ]);
    expect(derived('corrolla', 2, false, terms)).toEqual(
      [
        ['corolla', 1],
        ['corollas', 2],
        ['korolla', 2 + 1],
      ].filter(([, cost]) => (cost as number) <= 2),
    );
    expect(derived('korolla', 2, false, terms)).toEqual([
      ['corolla', 2],
      ['korolla', 0],
    ]);
  });

  it('combines prefix and typos', () => {
    expect(derived('corol', 1, true, terms)).toEqual([
      ['coral', 1],
      ['corolla', 0],
      ['corollas', 0],
    ]);
  });
});
