import type { Manufacturer } from '../state/types.js';
import { invalidInput } from './api-error.js';

/** A parsed manufacturer query: the subset of Liqe the supported-device table sends. */
type Node =
  | { op: 'and' | 'or'; left: Node; right: Node }
  | { op: 'not'; operand: Node }
  | { op: 'field'; field: 'manufacturer_id' | 'display_name'; value: string };

// A term is bare characters and quoted sections run together (`display_name:"Google Nest"`):
// spaces and parentheses inside quotes belong to the value, not to the query's structure.
const TOKEN = /\s*(\(|\)|(?:"(?:[^"\\]|\\.)*"|[^\s()"])+)/y;
const QUOTED = /^"(?:[^"\\]|\\.)*"$/s;

function tokenize(query: string): string[] {
  const tokens: string[] = [];
  let position = 0;
  for (;;) {
    TOKEN.lastIndex = position;
    const match = TOKEN.exec(query);
    if (!match?.[1]) break;
    tokens.push(match[1]);
    position = TOKEN.lastIndex;
  }
  if (query.slice(position).trim() !== '') throw syntaxError();
  return tokens;
}

function syntaxError(): Error {
  return invalidInput([
    {
      path: ['liqe_query'],
      message:
        'Unsupported query: use manufacturer_id:"…" or display_name:"…" with AND, OR, NOT and parentheses',
    },
  ]);
}

function unquote(raw: string): string {
  if (QUOTED.test(raw)) return raw.slice(1, -1).replace(/\\(.)/gs, '$1');
  // A value half quoted (`"a"b`) has no single reading.
  if (raw.includes('"')) throw syntaxError();
  return raw;
}

class Parser {
  #i = 0;
  constructor(readonly tokens: string[]) {}

  parse(): Node {
    const node = this.#or();
    if (this.#i !== this.tokens.length) throw syntaxError();
    return node;
  }

  #peek(): string | undefined {
    return this.tokens[this.#i];
  }

  #or(): Node {
    let left = this.#and();
    while (this.#peek() === 'OR') {
      this.#i++;
      left = { op: 'or', left, right: this.#and() };
    }
    return left;
  }

  #and(): Node {
    let left = this.#unary();
    while (this.#peek() !== undefined && this.#peek() !== 'OR' && this.#peek() !== ')') {
      if (this.#peek() === 'AND') this.#i++;
      left = { op: 'and', left, right: this.#unary() };
    }
    return left;
  }

  #unary(): Node {
    const token = this.tokens[this.#i++];
    if (token === 'NOT') return { op: 'not', operand: this.#unary() };
    if (token === '(') {
      const inner = this.#or();
      if (this.tokens[this.#i++] !== ')') throw syntaxError();
      return inner;
    }
    const match = token?.match(/^(manufacturer_id|display_name):(.+)$/s);
    if (!match?.[1] || !match[2]) throw syntaxError();
    return {
      op: 'field',
      field: match[1] as 'manufacturer_id' | 'display_name',
      value: unquote(match[2]),
    };
  }
}

function matches(node: Node, m: Manufacturer): boolean {
  switch (node.op) {
    case 'and':
      return matches(node.left, m) && matches(node.right, m);
    case 'or':
      return matches(node.left, m) || matches(node.right, m);
    case 'not':
      return !matches(node.operand, m);
    default:
      return node.field === 'manufacturer_id'
        ? m.manufacturer_id === node.value
        : m.display_name.toLowerCase() === node.value.toLowerCase();
  }
}

/** Compiles a Liqe manufacturer query into a predicate; unsupported syntax is invalid input. */
export function compileLiqeQuery(query: string): (m: Manufacturer) => boolean {
  const tokens = tokenize(query);
  if (tokens.length === 0) return () => true;
  const tree = new Parser(tokens).parse();
  return (m) => matches(tree, m);
}
