import { AlgoliaError } from './algolia-error.ts';

/**
 * Algolia's filter parameters (`filters`, `facetFilters`, `numericFilters`) translated into the
 * engine's filter model: Meilisearch filter expressions in the array form (outer AND, inner OR),
 * every attribute and value quoted so nothing in a value can change the expression's shape.
 * Each part stays a separate element, so the site scope ANDed beside them cannot be widened.
 */

/** A filter in the engine's array form: each element ANDed, an inner array ORed. */
export type EngineFilter = (string | string[])[];

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const NUMERIC_OPERATORS = ['<=', '>=', '!=', '<', '>', '='] as const;
type NumericOperator = (typeof NUMERIC_OPERATORS)[number];

/** A filter value or attribute as a quoted Meilisearch filter string. */
function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function isNumber(value: string): boolean {
  return NUMBER.test(value.trim()) && Number.isFinite(Number(value.trim()));
}

function facetCondition(attribute: string, value: string): string {
  return `${quote(attribute)} = ${quote(value)}`;
}

function numericCondition(attribute: string, operator: NumericOperator, value: string): string {
  return `${quote(attribute)} ${operator} ${Number(value.trim())}`;
}

function rangeCondition(attribute: string, low: string, high: string): string {
  return `${quote(attribute)} ${Number(low.trim())} TO ${Number(high.trim())}`;
}

// ---------------------------------------------------------------------------------------------
// `filters`: Algolia's SQL-like string.

type TokenKind = '(' | ')' | ':' | 'op' | 'word' | 'quoted' | 'eof';

interface Token {
  kind: TokenKind;
  value: string;
  /** 1-based column, for messages. */
  col: number;
}

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO']);

function filtersError(message: string, col: number): AlgoliaError {
  return new AlgoliaError(`filters: ${message} at col ${col}`);
}

function describe(token: Token): string {
  if (token.kind === 'eof') return 'end of filter';
  if (token.kind === 'quoted') return `string "${token.value}"`;
  return `\`${token.value}\``;
}

function lex(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    if (char === '(' || char === ')' || char === ':') {
      tokens.push({ kind: char, value: char, col: i + 1 });
      i++;
      continue;
    }
    const operator = NUMERIC_OPERATORS.find((op) => source.startsWith(op, i));
    if (operator) {
      tokens.push({ kind: 'op', value: operator, col: i + 1 });
      i += operator.length;
      continue;
    }
    if (char === '"' || char === "'") {
      let value = '';
      let j = i + 1;
      let closed = false;
      while (j < source.length) {
        const c = source[j] as string;
        if (c === '\\' && j + 1 < source.length) {
          value += source[j + 1];
          j += 2;
          continue;
        }
        if (c === char) {
          closed = true;
          break;
        }
        value += c;
        j++;
      }
      if (!closed) throw filtersError(`Missing closing quote ${char}`, i + 1);
      tokens.push({ kind: 'quoted', value, col: i + 1 });
      i = j + 1;
      continue;
    }
    let j = i;
    while (j < source.length && !/[\s():"'<>=!]/.test(source[j] as string)) j++;
    if (j === i) throw filtersError(`Unexpected character \`${char}\``, i + 1);
    tokens.push({ kind: 'word', value: source.slice(i, j), col: i + 1 });
    i = j;
  }
  tokens.push({ kind: 'eof', value: '', col: source.length + 1 });
  return tokens;
}

class FiltersParser {
  private position = 0;
  private readonly tokens: Token[];

  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  private peek(): Token {
    return this.tokens[this.position] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'eof') this.position++;
    return token;
  }

  private isKeyword(token: Token, keyword: string): boolean {
    return token.kind === 'word' && token.value === keyword;
  }

  parse(): string {
    const expression = this.parseOr();
    const rest = this.peek();
    if (rest.kind !== 'eof') {
      throw filtersError(
        `Unexpected ${describe(rest)}, expected AND, OR or end of filter`,
        rest.col,
      );
    }
    return expression;
  }

  private parseOr(): string {
    const parts = [this.parseAnd()];
    while (this.isKeyword(this.peek(), 'OR')) {
      this.next();
      parts.push(this.parseAnd());
    }
    return parts.length === 1 ? (parts[0] as string) : parts.map((p) => `(${p})`).join(' OR ');
  }

  private parseAnd(): string {
    const parts = [this.parseNot()];
    while (this.isKeyword(this.peek(), 'AND')) {
      this.next();
      parts.push(this.parseNot());
    }
    return parts.length === 1 ? (parts[0] as string) : parts.map((p) => `(${p})`).join(' AND ');
  }

  private parseNot(): string {
    if (this.isKeyword(this.peek(), 'NOT')) {
      this.next();
      return `NOT (${this.parseNot()})`;
    }
    return this.parsePrimary();
  }

  private parsePrimary(): string {
    const token = this.peek();
    if (token.kind === '(') {
      this.next();
      const inner = this.parseOr();
      const close = this.next();
      if (close.kind !== ')') {
        throw filtersError(`Unexpected ${describe(close)}, expected \`)\``, close.col);
      }
      return inner;
    }
    if ((token.kind === 'word' && !KEYWORDS.has(token.value)) || token.kind === 'quoted') {
      return this.parseCondition();
    }
    throw filtersError(`Unexpected ${describe(token)}, expected a filter`, token.col);
  }

  private value(what: string): Token {
    const token = this.next();
    if ((token.kind === 'word' && !KEYWORDS.has(token.value)) || token.kind === 'quoted') {
      return token;
    }
    throw filtersError(`Unexpected ${describe(token)}, expected ${what}`, token.col);
  }

  private number(): Token {
    const token = this.value('a number');
    if (!isNumber(token.value)) {
      throw filtersError(`Invalid number ${describe(token)}`, token.col);
    }
    return token;
  }

  private parseCondition(): string {
    const attribute = this.next();
    const operator = this.peek();
    if (operator.kind === ':') {
      this.next();
      const value = this.value('a value');
      if (this.isKeyword(this.peek(), 'TO')) {
        if (!isNumber(value.value)) {
          throw filtersError(`Invalid number ${describe(value)} in a range`, value.col);
        }
        this.next();
        const high = this.number();
        return rangeCondition(attribute.value, value.value, high.value);
      }
      return facetCondition(attribute.value, value.value);
    }
    if (operator.kind === 'op') {
      this.next();
      const value = this.number();
      return numericCondition(attribute.value, operator.value as NumericOperator, value.value);
    }
    if (operator.kind === 'eof' || operator.kind === ')' || operator.kind === 'word') {
      throw filtersError(
        `Tag filter ${describe(attribute)} is not supported: use attribute:value`,
        attribute.col,
      );
    }
    throw filtersError(
      `Unexpected ${describe(operator)}, expected \`:\` or an operator`,
      operator.col,
    );
  }
}

/** Translates Algolia's `filters` string into one engine filter expression ('' when blank). */
export function translateFilters(source: string): string {
  if (source.trim() === '') return '';
  return new FiltersParser(lex(source)).parse();
}

// ---------------------------------------------------------------------------------------------
// `facetFilters` and `numericFilters`: strings in nested arrays (outer AND, inner OR).

type NestedFilters = (string | string[])[];

/** Normalises a nested filter parameter (string, array, arrays of strings) or throws. */
function nested(name: string, value: unknown): NestedFilters {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (!Array.isArray(value)) {
    throw new AlgoliaError(`${name}: expected a string or an array of strings or arrays`);
  }
  return value.map((item) => {
    if (typeof item === 'string') return item;
    if (Array.isArray(item) && item.every((inner) => typeof inner === 'string')) {
      return item as string[];
    }
    throw new AlgoliaError(
      `${name}: expected strings or arrays of strings, found ${JSON.stringify(item)}`,
    );
  });
}

function translateNested(
  name: string,
  value: unknown,
  one: (filter: string) => string,
): EngineFilter {
  const out: EngineFilter = [];
  for (const item of nested(name, value)) {
    if (typeof item === 'string') out.push(one(item));
    else if (item.length === 1) out.push(one(item[0] as string));
    else if (item.length > 1) out.push(item.map(one));
  }
  return out;
}

/** `make:Toyota`, `make:-Ford` (negated), `make:\-5` (a value starting with `-`). */
function facetFilter(filter: string): string {
  const colon = filter.indexOf(':');
  const attribute = colon < 0 ? '' : filter.slice(0, colon).trim();
  if (attribute === '') {
    throw new AlgoliaError(`facetFilters: invalid filter "${filter}", expected attribute:value`);
  }
  const raw = filter.slice(colon + 1);
  if (raw.startsWith('-')) return `NOT ${facetCondition(attribute, raw.slice(1))}`;
  return facetCondition(attribute, raw.startsWith('\\-') ? raw.slice(1) : raw);
}

/** `price>=1000`, `price != 5`, `price:5000 TO 20000`. */
function numericFilter(filter: string): string {
  const range = /^\s*([^\s:<>=!]+)\s*:\s*(\S+)\s+TO\s+(\S+)\s*$/.exec(filter);
  if (range) {
    const [, attribute, low, high] = range as unknown as [string, string, string, string];
    if (isNumber(low) && isNumber(high)) return rangeCondition(attribute, low, high);
  }
  const comparison = /^\s*([^\s:<>=!]+)\s*(<=|>=|!=|<|>|=)\s*(\S+)\s*$/.exec(filter);
  if (comparison) {
    const [, attribute, operator, value] = comparison as unknown as [
      string,
      string,
      string,
      string,
    ];
    if (isNumber(value)) return numericCondition(attribute, operator as NumericOperator, value);
  }
  throw new AlgoliaError(
    `numericFilters: invalid filter "${filter}", expected attribute<op>number (op one of <, <=, =, !=, >=, >) or attribute:low TO high`,
  );
}

/** Translates Algolia's `facetFilters` into the engine's array form. */
export function translateFacetFilters(value: unknown): EngineFilter {
  return translateNested('facetFilters', value, facetFilter);
}

/** Translates Algolia's `numericFilters` into the engine's array form. */
export function translateNumericFilters(value: unknown): EngineFilter {
  return translateNested('numericFilters', value, numericFilter);
}

/** All three filter parameters of a query, ANDed as separate parts. */
export function algoliaFilter(params: {
  filters?: unknown;
  facetFilters?: unknown;
  numericFilters?: unknown;
}): EngineFilter {
  const out: EngineFilter = [];
  if (params.filters !== undefined && params.filters !== null) {
    if (typeof params.filters !== 'string') throw new AlgoliaError('filters: expected a string');
    const expression = translateFilters(params.filters);
    if (expression !== '') out.push(expression);
  }
  out.push(...translateFacetFilters(params.facetFilters));
  out.push(...translateNumericFilters(params.numericFilters));
  return out;
}
