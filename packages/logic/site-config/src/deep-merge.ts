/** A plain object: `{}` or `Object.create(null)`, not an array, date or class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Sets an own property, so a `__proto__` key stays a key (and strict validation rejects it). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function clone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clone);
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) setOwn(copy, key, clone(value[key]));
  return copy;
}

/**
 * Merges layers left to right (ARCHITECTURE: defaults ← template ← site): plain objects merge
 * key by key, arrays and every other value replace, `undefined` keeps the value below. The
 * result shares nothing with the layers.
 */
export function deepMerge(...layers: readonly unknown[]): unknown {
  let result: unknown;
  for (const layer of layers) result = mergeTwo(result, layer);
  return result;
}

function mergeTwo(base: unknown, overlay: unknown): unknown {
  if (overlay === undefined) return clone(base);
  if (!isPlainObject(base) || !isPlainObject(overlay)) return clone(overlay);
  const merged = clone(base) as Record<string, unknown>;
  for (const key of Object.keys(overlay)) {
    const below = Object.hasOwn(merged, key) ? merged[key] : undefined;
    setOwn(merged, key, mergeTwo(below, overlay[key]));
  }
  return merged;
}

/** Freezes an object and everything in it (shared defaults must not change between requests). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
