// Reads the type expressions that types.ts writes, with a small recursive-descent
// parser. A bare word is a primitive or format if reserved, a type if declared, else a literal.
import type { Field, Prim, TypeExpr } from './types.js';
import { FORMATS, PRIMS } from './types.js';

const WORD = /[A-Za-z0-9_.$-]/;
const NUMBER = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/;

/** Reads one type expression (and fields' defaults) from a line, starting at `pos`. */
export class TypeReader {
  pos: number;

  constructor(private readonly text: string, start: number, private readonly typeNames: ReadonlySet<string>) {
    this.pos = start;
  }

  /** `type := inter ('|' inter)*` */
  type(): TypeExpr {
    const members = [this.intersection()];
    while (this.eat('|')) members.push(this.intersection());
    return members.length === 1 ? members[0] : { kind: 'union', members };
  }

  /** A JSON value, as written after `=` for a default. */
  json(): unknown {
    const start = this.pos;
    if (this.peek() === '"') this.string();
    else if (this.peek() === '{' || this.peek() === '[') {
      let depth = 0;
      do {
        const c = this.text[this.pos];
        if (c === undefined) this.fail('unterminated default');
        if (c === '"') this.string();
        else {
          if (c === '{' || c === '[') depth += 1;
          if (c === '}' || c === ']') depth -= 1;
          this.pos += 1;
        }
      } while (depth > 0);
    } else {
      while (this.pos < this.text.length && !/[,})\s]/.test(this.text[this.pos])) this.pos += 1;
    }
    try {
      return JSON.parse(this.text.slice(start, this.pos));
    } catch {
      return this.fail('invalid default');
    }
  }

  peek(): string | undefined {
    return this.text[this.pos];
  }

  eat(token: string): boolean {
    if (!this.text.startsWith(token, this.pos)) return false;
    this.pos += token.length;
    return true;
  }

  expect(token: string): void {
    if (!this.eat(token)) this.fail(`expected "${token}"`);
  }

  fail(reason: string): never {
    throw new Error(`${reason} at column ${this.pos + 1}: ${this.text}`);
  }

  /** A field or parameter name: a bare word or a JSON string. */
  key(): string {
    if (this.peek() === '"') return this.string();
    const word = this.word();
    if (!word) this.fail('expected a name');
    return word;
  }

  private intersection(): TypeExpr {
    const members = [this.postfix()];
    while (this.eat('&')) members.push(this.postfix());
    return members.length === 1 ? members[0] : { kind: 'all', members };
  }

  private postfix(): TypeExpr {
    let expr = this.bounds(this.atom());
    while (this.eat('[]')) expr = this.bounds({ kind: 'array', items: expr });
    return expr;
  }

  /** `expr` with the `(min..max)` that follows, if one does. */
  bounds(expr: TypeExpr): TypeExpr {
    if (!this.eat('(')) return expr;
    const min = this.number();
    this.expect('..');
    const max = this.number();
    this.expect(')');
    return { ...expr, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
  }

  private atom(): TypeExpr {
    const c = this.peek();
    if (c === '(') {
      this.pos += 1;
      const inner = this.type();
      this.expect(')');
      return inner;
    }
    if (c === '{') return this.object();
    if (c === '"') return { kind: 'lit', value: this.string() };
    if (c === '@') {
      this.pos += 1;
      return { kind: 'ref', name: this.word() };
    }
    const number = this.number();
    if (number !== undefined) return { kind: 'lit', value: number };
    const word = this.word();
    if (!word) this.fail('expected a type');
    if (word === 'true' || word === 'false') return { kind: 'lit', value: word === 'true' };
    if (word === 'never') return { kind: 'union', members: [] };
    if ((PRIMS as readonly string[]).includes(word)) return { kind: 'prim', name: word as Prim };
    if (FORMATS.includes(word)) return { kind: 'prim', name: 'str', format: word };
    if (this.typeNames.has(word)) return { kind: 'ref', name: word };
    return { kind: 'lit', value: word };
  }

  private object(): TypeExpr {
    this.expect('{');
    const fields: Field[] = [];
    let rest: TypeExpr | undefined;
    while (!this.eat('}')) {
      if (fields.length > 0 || rest) this.expect(',');
      if (this.eat('*:')) {
        rest = this.type();
        continue;
      }
      fields.push(this.field());
    }
    return { kind: 'object', fields, ...(rest ? { rest } : {}) };
  }

  /** `name?:type=default`, as inside `{...}`. */
  field(separator = ':'): Field {
    const name = this.key();
    const optional = this.eat('?');
    this.expect(separator);
    const type = this.type();
    const value = this.eat('=') ? { default: this.json() } : {};
    return { name, optional, type, ...value };
  }

  private number(): number | undefined {
    const match = NUMBER.exec(this.text.slice(this.pos));
    if (!match) return undefined;
    this.pos += match[0].length;
    return Number(match[0]);
  }

  private word(): string {
    const start = this.pos;
    while (this.pos < this.text.length && WORD.test(this.text[this.pos])) this.pos += 1;
    return this.text.slice(start, this.pos);
  }

  private string(): string {
    const start = this.pos;
    this.pos += 1;
    while (this.pos < this.text.length && this.text[this.pos] !== '"') this.pos += this.text[this.pos] === '\\' ? 2 : 1;
    this.expect('"');
    return JSON.parse(this.text.slice(start, this.pos)) as string;
  }
}
