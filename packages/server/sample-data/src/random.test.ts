import { describe, expect, it } from 'vitest';
import { createRandom, hashString } from './random.ts';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps ints, floats and picks in range', () => {
    const random = createRandom(1);
    for (let i = 0; i < 1_000; i++) {
      const int = random.int(3, 7);
      expect(int).toBeGreaterThanOrEqual(3);
      expect(int).toBeLessThanOrEqual(7);
      const float = random.float(-1, 1);
      expect(float).toBeGreaterThanOrEqual(-1);
      expect(float).toBeLessThan(1);
    }
    expect(new Set(Array.from({ length: 200 }, () => random.int(0, 2)))).toEqual(
      new Set([0, 1, 2]),
    );
    expect(() => random.pick([])).toThrow();
  });

  it('weights choices and samples without repeats', () => {
    const random = createRandom(2);
    const picks = Array.from({ length: 2_000 }, () =>
      random.weighted([
        ['a', 9],
        ['b', 1],
      ] as const),
    );
    const share = picks.filter((pick) => pick === 'a').length / picks.length;
    expect(share).toBeGreaterThan(0.85);
    expect(share).toBeLessThan(0.95);
    const sample = random.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
    expect(random.sample([1, 2], 5)).toHaveLength(2);
  });

  it('forks by label, independent of how much the parent has drawn', () => {
    const a = createRandom(5);
    const b = createRandom(5);
    b.next();
    b.next();
    expect(a.fork('cars').next()).toBe(b.fork('cars').next());
    expect(a.fork('cars').next()).not.toBe(a.fork('offers').next());
    expect(hashString('abc')).toBe(hashString('abc'));
  });
});
