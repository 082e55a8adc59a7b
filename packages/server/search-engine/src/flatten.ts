/** A document as stored and returned: any JSON object. */
export type Document = Record<string, unknown>;

/** A leaf value that filters, facets, sort and search see. */
export type Scalar = string | number | boolean;

/** Receives what a document holds at each (dot-notation) attribute path. */
export interface FieldVisitor {
  /** The attribute is present (whatever its value, `null` included). */
  exists(path: string): void;
  /** The attribute is `null` itself (a `null` inside an array does not count). */
  null(path: string): void;
  /** The attribute is `""`, `[]` or `{}`. */
  empty(path: string): void;
  /** A scalar value of the attribute (one call per array element). */
  value(path: string, value: Scalar): void;
}

function visitValue(path: string, value: unknown, visitor: FieldVisitor, inArray: boolean): void {
  if (value === undefined) return;
  if (value === null) {
    if (!inArray) {
      visitor.exists(path);
      visitor.null(path);
    }
    return;
  }
  if (typeof value === 'string') {
    visitor.exists(path);
    if (value.length === 0 && !inArray) visitor.empty(path);
    visitor.value(path, value);
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return;
    visitor.exists(path);
    visitor.value(path, value);
    return;
  }
  if (typeof value === 'boolean') {
    visitor.exists(path);
    visitor.value(path, value);
    return;
  }
  if (Array.isArray(value)) {
    visitor.exists(path);
    if (value.length === 0 && !inArray) visitor.empty(path);
    for (const element of value) visitValue(path, element, visitor, true);
    return;
  }
  if (typeof value === 'object') {
    visitor.exists(path);
    let hasKeys = false;
    for (const key of Object.keys(value as object)) {
      hasKeys = true;
      visitValue(`${path}.${key}`, (value as Record<string, unknown>)[key], visitor, false);
    }
    if (!hasKeys && !inArray) visitor.empty(path);
  }
}

/**
 * Walks a document the way Meilisearch flattens it: nested objects become dot paths
 * (`autograb_data.average_market_price`), arrays contribute each element, arrays of objects
 * contribute each object's fields under the array's path.
 */
export function visitDocument(document: Document, visitor: FieldVisitor): void {
  for (const key of Object.keys(document)) visitValue(key, document[key], visitor, false);
}

/** The scalar values of one attribute path in a document. */
export function valuesAt(document: Document, path: string): Scalar[] {
  const out: Scalar[] = [];
  if (!path.includes('.')) {
    collect(document[path], out);
    return out;
  }
  const parts = path.split('.');
  walkPath(document, parts, 0, out);
  return out;
}

function collect(value: unknown, out: Scalar[]): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'string' || typeof value === 'boolean') out.push(value);
  else if (typeof value === 'number') {
    if (Number.isFinite(value)) out.push(value);
  } else if (Array.isArray(value)) for (const element of value) collect(element, out);
}

function walkPath(value: unknown, parts: string[], from: number, out: Scalar[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const element of value) walkPath(element, parts, from, out);
    return;
  }
  if (typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  // Keys may themselves contain dots: try every split point.
  for (let end = from + 1; end <= parts.length; end++) {
    const key = parts.slice(from, end).join('.');
    if (!(key in record)) continue;
    if (end === parts.length) collect(record[key], out);
    else walkPath(record[key], parts, end, out);
  }
}

/** True when `path` is `rule` itself or a field nested under it (`rule.x`). */
export function pathMatches(rule: string, path: string): boolean {
  if (rule === '*') return true;
  return (
    path === rule ||
    (path.length > rule.length && path.startsWith(rule) && path[rule.length] === '.')
  );
}
