import { describe, expect, it } from 'vitest';
import { deepFreeze, deepMerge, isPlainObject } from './deep-merge.ts';

describe('deepMerge', () => {
  it('merges objects key by key, later layers winning (ARCHITECTURE defaults ← template ← site)', () => {
    const merged = deepMerge({ a: 1, nested: { x: 1, y: 2 } }, { nested: { y: 3 } }, { b: 2 });
    expect(merged).toEqual({ a: 1, b: 2, nested: { x: 1, y: 3 } });
  });

  it('replaces arrays instead of concatenating them (ARCHITECTURE merge rule)', () => {
    expect(deepMerge({ list: [1, 2, 3] }, { list: [9] })).toEqual({ list: [9] });
  });

  it('keeps the lower value when the upper one is undefined, but null overrides', () => {
    expect(deepMerge({ a: 1, b: 2 }, { a: undefined, b: null })).toEqual({ a: 1, b: null });
  });

  it('replaces an object with a non-object and vice versa', () => {
    expect(deepMerge({ a: { x: 1 } }, { a: 'text' })).toEqual({ a: 'text' });
    expect(deepMerge({ a: 'text' }, { a: { x: 1 } })).toEqual({ a: { x: 1 } });
  });

  it('shares nothing with its layers', () => {
    const base = { nested: { list: [{ v: 1 }] } };
    const merged = deepMerge(base, {}) as typeof base;
    merged.nested.list.push({ v: 2 });
    expect(base.nested.list).toHaveLength(1);
  });

  it('keeps a __proto__ key as an own key instead of changing the prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}}');
    const merged = deepMerge({}, hostile) as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('isPlainObject', () => {
  it('accepts object literals and null-prototype objects only', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject([])).toBe(false);
    expect(isPlainObject(null)).toBe(false);
    expect(isPlainObject(new Date(0))).toBe(false);
    expect(isPlainObject('x')).toBe(false);
  });
});

describe('deepFreeze', () => {
  it('freezes nested objects and arrays', () => {
    const value = deepFreeze({ a: { b: [1] } });
    expect(Object.isFrozen(value.a)).toBe(true);
    expect(Object.isFrozen(value.a.b)).toBe(true);
  });
});
