import { MeiliError } from './errors.ts';

/** A piece of the filter source with its position, for error messages. */
export interface FilterToken {
  value: string;
  start: number;
  end: number;
  quoted: boolean;
}

export type ConditionOperator =
  | '='
  | '!='
  | '>'
  | '>='
  | '<'
  | '<='
  | 'TO'
  | 'IN'
  | 'EXISTS'
  | 'IS NULL'
  | 'IS EMPTY';

/** A parsed filter expression. Negated forms (`!=`, `NOT IN`, …) become `not` nodes. */
export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  | {
      kind: 'condition';
      attribute: FilterToken;
      operator: ConditionOperator;
      values: FilterToken[];
      source: string;
    }
  | { kind: 'geo'; name: FilterToken; source: string };

type TokenKind = '(' | ')' | '[' | ']' | ',' | 'op' | 'word' | 'quoted' | 'eof';

interface Token extends FilterToken {
  kind: TokenKind;
}

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO', 'IN', 'EXISTS', 'IS', 'NULL', 'EMPTY']);
const RESERVED_VALUES = new Set(['AND', 'OR', 'NOT', 'TO', 'IN', 'EXISTS', 'IS']);
const OPERATIONS =
  'Was expecting an operation `=`, `!=`, `>=`, `>`, `<=`, `<`, `IN`, `NOT IN`, `TO`, `EXISTS`, `NOT EXISTS`, `IS NULL`, `IS NOT NULL`, `IS EMPTY`, `IS NOT EMPTY`, `_geoRadius`, or `_geoBoundingBox`';

/** An `invalid_search_filter` error with Meilisearch's `start:end source` second line. */
export function filterError(message: string, source: string, start: number, end: number) {
  const column = [...source.slice(0, start)].length + 1;
  const width = [...source.slice(start, end)].length;
  return new MeiliError(
    'invalid_search_filter',
    `${message}\n${column}:${column + width} ${source}`,
  );
}

function isWordChar(char: string): boolean {
  return !/[\s()[\],=!<>'"]/.test(char);
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
    if (char === '(' || char === ')' || char === '[' || char === ']' || char === ',') {
      tokens.push({ kind: char, value: char, start: i, end: i + 1, quoted: false });
      i++;
      continue;
    }
    if (char === '!' && source[i + 1] === '=') {
      tokens.push({ kind: 'op', value: '!=', start: i, end: i + 2, quoted: false });
      i += 2;
      continue;
    }
    if (char === '>' || char === '<') {
      const op = source[i + 1] === '=' ? `${char}=` : char;
      tokens.push({ kind: 'op', value: op, start: i, end: i + op.length, quoted: false });
      i += op.length;
      continue;
    }
    if (char === '=') {
      tokens.push({ kind: 'op', value: '=', start: i, end: i + 1, quoted: false });
      i++;
      continue;
    }
    if (char === '"' || char === "'") {
      let value = '';
      let j = i + 1;
      let closed = false;
      while (j < source.length) {
        const c = source[j] as string;
        if (c === '\\' && j + 1 < source.length) {
          const next = source[j + 1] as string;
          if (next === char || next === '\\') {
            value += next;
            j += 2;
            continue;
          }
        }
        if (c === char) {
          closed = true;
          break;
        }
        value += c;
        j++;
      }
      if (!closed) {
        throw filterError(
          `Expression \`${source.slice(i)}\` is missing the following closing delimiter: \`${char}\`.`,
          source,
          i,
          source.length,
        );
      }
      tokens.push({ kind: 'quoted', value, start: i, end: j + 1, quoted: true });
      i = j + 1;
      continue;
    }
    if (char === '!') {
      // A lone `!` is not an operator: let the parser report it in context.
      tokens.push({ kind: 'word', value: '!', start: i, end: i + 1, quoted: false });
      i++;
      continue;
    }
    let j = i;
    while (j < source.length && isWordChar(source[j] as string)) j++;
    tokens.push({ kind: 'word', value: source.slice(i, j), start: i, end: j, quoted: false });
    i = j;
  }
  tokens.push({ kind: 'eof', value: '', start: source.length, end: source.length, quoted: false });
  return tokens;
}

class Parser {
  private position = 0;
  private readonly source: string;
  private readonly tokens: Token[];

  constructor(source: string, tokens: Token[]) {
    this.source = source;
    this.tokens = tokens;
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.position + offset, this.tokens.length - 1)] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'eof') this.position++;
    return token;
  }

  private isKeyword(token: Token, keyword: string): boolean {
    return token.kind === 'word' && token.value === keyword;
  }

  parse(): FilterNode {
    const node = this.parseOr();
    const rest = this.peek();
    if (rest.kind !== 'eof') {
      throw this.trailing(rest.start);
    }
    return node;
  }

  private trailing(start: number): MeiliError {
    return filterError(
      `Found unexpected characters at the end of the filter: \`${this.source.slice(start)}\`. You probably forgot an \`OR\` or an \`AND\` rule.`,
      this.source,
      start,
      this.source.length,
    );
  }

  private parseOr(): FilterNode {
    const children = [this.parseAnd()];
    while (this.isKeyword(this.peek(), 'OR')) {
      this.next();
      children.push(this.parseAnd());
    }
    return children.length === 1 ? (children[0] as FilterNode) : { kind: 'or', children };
  }

  private parseAnd(): FilterNode {
    const children = [this.parseNot()];
    while (this.isKeyword(this.peek(), 'AND')) {
      this.next();
      children.push(this.parseNot());
    }
    return children.length === 1 ? (children[0] as FilterNode) : { kind: 'and', children };
  }

  private parseNot(): FilterNode {
    if (this.isKeyword(this.peek(), 'NOT')) {
      this.next();
      return { kind: 'not', child: this.parseNot() };
    }
    return this.parsePrimary();
  }

  private invalidPrimary(start: number): MeiliError {
    const rest = this.source.slice(start);
    const tail = rest.trim().length === 0 ? 'but instead got nothing.' : `at \`${rest}\`.`;
    return filterError(`${OPERATIONS} ${tail}`, this.source, start, this.source.length);
  }

  private parsePrimary(): FilterNode {
    const token = this.peek();
    if (token.kind === '(') {
      this.next();
      const inner = this.parseOr();
      const close = this.peek();
      if (close.kind !== ')') {
        if (close.kind === 'eof') {
          throw filterError(
            `Expression \`${this.source.slice(token.start)}\` is missing the following closing delimiter: \`)\`.`,
            this.source,
            token.start,
            this.source.length,
          );
        }
        throw this.trailing(close.start);
      }
      this.next();
      return inner;
    }
    if (
      token.kind === 'word' &&
      (token.value === '_geoRadius' || token.value === '_geoBoundingBox') &&
      this.peek(1).kind === '('
    ) {
      // Consume up to the matching parenthesis; geo filters are rejected at evaluation.
      this.next();
      let depth = 0;
      for (;;) {
        const t = this.next();
        if (t.kind === '(' || t.kind === '[') depth++;
        else if (t.kind === ')' || t.kind === ']') {
          depth--;
          if (depth === 0 && t.kind === ')') break;
        } else if (t.kind === 'eof') {
          throw filterError(
            `Expression \`${this.source.slice(token.start)}\` is missing the following closing delimiter: \`)\`.`,
            this.source,
            token.start,
            this.source.length,
          );
        }
      }
      return { kind: 'geo', name: token, source: this.source };
    }
    if (token.kind !== 'word' && token.kind !== 'quoted') throw this.invalidPrimary(token.start);
    if (token.kind === 'word' && KEYWORDS.has(token.value)) throw this.invalidPrimary(token.start);
    return this.parseCondition();
  }

  private condition(
    attribute: Token,
    operator: ConditionOperator,
    values: FilterToken[] = [],
  ): FilterNode {
    return {
      kind: 'condition',
      attribute: {
        value: attribute.value,
        start: attribute.start,
        end: attribute.end,
        quoted: attribute.quoted,
      },
      operator,
      values,
      source: this.source,
    };
  }

  private parseValue(): FilterToken {
    const token = this.peek();
    if (token.kind === 'quoted') {
      this.next();
      return { value: token.value, start: token.start, end: token.end, quoted: true };
    }
    if (token.kind === 'word') {
      if (RESERVED_VALUES.has(token.value)) {
        throw filterError(
          `Was expecting a value but instead got \`${token.value}\`, which is a reserved keyword. To use \`${token.value}\` as a field name or a value, surround it by quotes.`,
          this.source,
          token.start,
          token.end,
        );
      }
      this.next();
      return { value: token.value, start: token.start, end: token.end, quoted: false };
    }
    if (token.kind === 'eof') {
      throw filterError(
        'Was expecting a value but instead got nothing.',
        this.source,
        token.start,
        token.end,
      );
    }
    throw filterError(
      `Was expecting a value but instead got \`${this.source.slice(token.start)}\`.`,
      this.source,
      token.start,
      this.source.length,
    );
  }

  private parseList(keyword: Token): FilterToken[] {
    const open = this.peek();
    if (open.kind !== '[') {
      throw filterError(
        'Expected `[` after `IN` keyword.',
        this.source,
        keyword.end,
        this.source.length,
      );
    }
    this.next();
    const values: FilterToken[] = [];
    for (;;) {
      const token = this.peek();
      if (token.kind === ']') {
        this.next();
        return values;
      }
      if (token.kind === 'eof') {
        throw filterError(
          'Expected matching `]` after the list of field names given to `IN[`',
          this.source,
          open.start,
          this.source.length,
        );
      }
      if (token.kind !== 'word' && token.kind !== 'quoted') {
        throw filterError(
          `Expected only comma-separated field names inside \`IN[..]\` but instead found \`${this.source.slice(token.start)}\`.`,
          this.source,
          token.start,
          this.source.length,
        );
      }
      values.push(this.parseValue());
      const separator = this.peek();
      if (separator.kind === ',') {
        this.next();
        continue;
      }
      if (separator.kind === ']') continue;
      if (separator.kind === 'eof') {
        throw filterError(
          'Expected matching `]` after the list of field names given to `IN[`',
          this.source,
          open.start,
          this.source.length,
        );
      }
      throw filterError(
        `Expected only comma-separated field names inside \`IN[..]\` but instead found \`${this.source.slice(separator.start)}\`.`,
        this.source,
        separator.start,
        this.source.length,
      );
    }
  }

  private parseCondition(): FilterNode {
    const attribute = this.next();
    const token = this.peek();
    if (token.kind === 'op') {
      this.next();
      const value = this.parseValue();
      switch (token.value) {
        case '!=':
          return { kind: 'not', child: this.condition(attribute, '=', [value]) };
        default:
          return this.condition(attribute, token.value as ConditionOperator, [value]);
      }
    }
    if (token.kind === 'word') {
      switch (token.value) {
        case 'IN':
          this.next();
          return this.condition(attribute, 'IN', this.parseList(token));
        case 'EXISTS':
          this.next();
          return this.condition(attribute, 'EXISTS');
        case 'NOT': {
          const after = this.peek(1);
          if (this.isKeyword(after, 'IN')) {
            this.next();
            this.next();
            return { kind: 'not', child: this.condition(attribute, 'IN', this.parseList(after)) };
          }
          if (this.isKeyword(after, 'EXISTS')) {
            this.next();
            this.next();
            return { kind: 'not', child: this.condition(attribute, 'EXISTS') };
          }
          throw this.invalidPrimary(attribute.start);
        }
        case 'IS': {
          const after = this.peek(1);
          const negated = this.isKeyword(after, 'NOT');
          const what = negated ? this.peek(2) : after;
          if (this.isKeyword(what, 'NULL') || this.isKeyword(what, 'EMPTY')) {
            this.position += negated ? 3 : 2;
            const node = this.condition(attribute, what.value === 'NULL' ? 'IS NULL' : 'IS EMPTY');
            return negated ? { kind: 'not', child: node } : node;
          }
          throw this.invalidPrimary(attribute.start);
        }
        default:
          break;
      }
    }
    if (
      (token.kind === 'word' && !KEYWORDS.has(token.value)) ||
      token.kind === 'quoted' ||
      (token.kind === 'word' && (token.value === 'NULL' || token.value === 'EMPTY'))
    ) {
      if (this.isKeyword(this.peek(1), 'TO')) {
        const from = this.parseValue();
        this.next();
        const to = this.parseValue();
        return this.condition(attribute, 'TO', [from, to]);
      }
    }
    throw this.invalidPrimary(attribute.start);
  }
}

/** Parses a filter string. An empty or blank string gives `undefined` (no filter). */
export function parseFilterString(source: string): FilterNode | undefined {
  if (source.trim().length === 0) return undefined;
  const tokens = lex(source);
  return new Parser(source, tokens).parse();
}

function describeJson(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/**
 * Parses a filter in any form Meilisearch accepts: a string, or an array whose items are
 * ANDed, each item a string or an array of strings that are ORed.
 */
export function parseFilter(filter: unknown): FilterNode | undefined {
  if (filter === undefined || filter === null) return undefined;
  if (typeof filter === 'string') return parseFilterString(filter);
  if (!Array.isArray(filter)) {
    throw new MeiliError(
      'invalid_search_filter',
      `Invalid syntax for the filter parameter: \`expected String, Array, found: ${describeJson(filter)}\`.`,
    );
  }
  const children: FilterNode[] = [];
  for (const item of filter) {
    if (typeof item === 'string') {
      const node = parseFilterString(item);
      if (node) children.push(node);
    } else if (Array.isArray(item)) {
      const alternatives: FilterNode[] = [];
      for (const inner of item) {
        if (typeof inner !== 'string') {
          throw new MeiliError(
            'invalid_search_filter',
            `Invalid syntax for the filter parameter: \`expected String, found: ${describeJson(inner)}\`.`,
          );
        }
        const node = parseFilterString(inner);
        if (node) alternatives.push(node);
      }
      if (alternatives.length === 1) children.push(alternatives[0] as FilterNode);
      else if (alternatives.length > 1) children.push({ kind: 'or', children: alternatives });
    } else {
      throw new MeiliError(
        'invalid_search_filter',
        `Invalid syntax for the filter parameter: \`expected String, Array, found: ${describeJson(item)}\`.`,
      );
    }
  }
  if (children.length === 0) return undefined;
  return children.length === 1 ? children[0] : { kind: 'and', children };
}
