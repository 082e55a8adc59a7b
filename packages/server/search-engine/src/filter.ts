import { andInPlace, type Bitset, complementInPlace, orInPlace } from './bitset.ts';
import { listAttributes } from './errors.ts';
import type { FacetField } from './facet-field.ts';
import type { FilterNode, FilterToken } from './filter-parser.ts';
import { filterError } from './filter-parser.ts';
import { pathMatches } from './flatten.ts';
import type { IndexData } from './index-data.ts';
import { normalizeFacet } from './text.ts';

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** The number a filter value stands for, quoted or not (`"100"` is 100), if any. */
export function filterNumber(value: string): number | undefined {
  const trimmed = value.trim();
  if (!NUMBER.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : undefined;
}

/** Whether a path may be used in filters under the index's settings. */
export function isFilterable(data: IndexData, path: string): boolean {
  return data.settings.filterableAttributes.some((rule) => pathMatches(rule, path));
}

function notFilterable(data: IndexData, attribute: FilterToken, source: string) {
  const filterable = data.settings.filterableAttributes;
  const available =
    filterable.length === 0
      ? 'This index does not have configured filterable attributes.'
      : `Available filterable attributes are: \`${listAttributes(filterable)}\`.`;
  return filterError(
    `Attribute \`${attribute.value}\` is not filterable. ${available}`,
    source,
    attribute.start,
    attribute.end,
  );
}

function equalInto(field: FacetField, value: string, target: Bitset, alive: Bitset): void {
  const n = filterNumber(value);
  if (n !== undefined) {
    const id = field.numberId(n);
    if (id !== undefined) field.orValueInto(id, target, alive);
  }
  const id = field.stringId(value);
  if (id !== undefined) field.orValueInto(id, target, alive);
}

function rangeInto(
  field: FacetField,
  low: string | undefined,
  lowInclusive: boolean,
  high: string | undefined,
  highInclusive: boolean,
  target: Bitset,
  alive: Bitset,
): void {
  const lowNumber = low === undefined ? Number.NEGATIVE_INFINITY : filterNumber(low);
  const highNumber = high === undefined ? Number.POSITIVE_INFINITY : filterNumber(high);
  const order = field.alphaOrder();
  if (lowNumber !== undefined && highNumber !== undefined) {
    const [from, to] = field.numberRange(lowNumber, lowInclusive, highNumber, highInclusive);
    field.orNumberRange(from, to, target);
    return;
  }
  const [from, to] = field.stringRange(
    low === undefined ? undefined : normalizeFacet(low),
    lowInclusive,
    high === undefined ? undefined : normalizeFacet(high),
    highInclusive,
  );
  for (let i = from; i < to; i++) field.orValueInto(order[i] as number, target, alive);
}

/**
 * Evaluates a parsed filter to the set of live documents it selects. The returned bitset comes
 * from the index's pool: give it back with `data.release` when done.
 */
export function evaluateFilter(data: IndexData, node: FilterNode): Bitset {
  const result = evaluate(data, node);
  andInPlace(result, data.alive);
  return result;
}

function evaluate(data: IndexData, node: FilterNode): Bitset {
  switch (node.kind) {
    case 'and': {
      const first = evaluate(data, node.children[0] as FilterNode);
      for (let i = 1; i < node.children.length; i++) {
        const next = evaluate(data, node.children[i] as FilterNode);
        andInPlace(first, next);
        data.release(next);
      }
      return first;
    }
    case 'or': {
      const first = evaluate(data, node.children[0] as FilterNode);
      for (let i = 1; i < node.children.length; i++) {
        const next = evaluate(data, node.children[i] as FilterNode);
        orInPlace(first, next);
        data.release(next);
      }
      return first;
    }
    case 'not': {
      const inner = evaluate(data, node.child);
      complementInPlace(inner, data.alive);
      return inner;
    }
    case 'geo': {
      if (!isFilterable(data, '_geo')) {
        throw notFilterable(
          data,
          { value: '_geo', start: node.name.start, end: node.name.end, quoted: false },
          node.source,
        );
      }
      throw filterError(
        'Geo filters (`_geoRadius`, `_geoBoundingBox`) are not supported by this engine.',
        node.source,
        node.name.start,
        node.name.end,
      );
    }
    case 'condition': {
      const { attribute, source } = node;
      if (attribute.value === '_geo') {
        throw filterError(
          "`_geo` is a reserved keyword and thus can't be used as a filter expression. Use the `_geoRadius(latitude, longitude, distance)` or `_geoBoundingBox([latitude, longitude], [latitude, longitude])` built-in rules to filter on `_geo` coordinates.",
          source,
          attribute.start,
          attribute.end,
        );
      }
      if (!isFilterable(data, attribute.value)) throw notFilterable(data, attribute, source);
      const target = data.acquire();
      const field = data.field(attribute.value);
      if (!field) return target;
      const alive = data.alive;
      const values = node.values.map((token) => token.value);
      switch (node.operator) {
        case '=':
          equalInto(field, values[0] as string, target, alive);
          break;
        case 'IN':
          for (const value of values) equalInto(field, value, target, alive);
          break;
        case '>':
          rangeInto(field, values[0], false, undefined, true, target, alive);
          break;
        case '>=':
          rangeInto(field, values[0], true, undefined, true, target, alive);
          break;
        case '<':
          rangeInto(field, undefined, true, values[0], false, target, alive);
          break;
        case '<=':
          rangeInto(field, undefined, true, values[0], true, target, alive);
          break;
        case 'TO':
          rangeInto(field, values[0], true, values[1], true, target, alive);
          break;
        case 'EXISTS':
          orInPlace(target, field.exists);
          break;
        case 'IS NULL':
          orInPlace(target, field.nulls);
          break;
        case 'IS EMPTY':
          orInPlace(target, field.empties);
          break;
      }
      return target;
    }
  }
}
