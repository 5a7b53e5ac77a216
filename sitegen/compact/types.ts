// Type expressions of the compact notation: the model, the conversion from JSON Schema,
// and the writer. `type-parse.ts` reads them back. The grammar is in content/spec.md.
import type { OpenApiDocument, Schema } from '../../lib/openapi/index.js';
import { resolve } from '../../lib/openapi/index.js';

export type Prim = 'str' | 'int' | 'num' | 'bool' | 'any' | 'null' | 'obj' | 'bin';
interface Bounds { min?: number; max?: number }
export type TypeExpr = Bounds & (
  | { kind: 'prim'; name: Prim; format?: string }
  | { kind: 'ref'; name: string }
  | { kind: 'lit'; value: string | number | boolean }
  | { kind: 'array'; items: TypeExpr }
  | { kind: 'object'; fields: Field[]; rest?: TypeExpr }
  | { kind: 'union'; members: TypeExpr[] }
  | { kind: 'all'; members: TypeExpr[] }
);
export interface Field { name: string; optional: boolean; type: TypeExpr; default?: unknown; note?: string }

export const PRIMS: readonly Prim[] = ['str', 'int', 'num', 'bool', 'any', 'null', 'obj', 'bin'];
/** String formats written as their own type name (`date`, `email` ...); others are dropped. */
export const FORMATS = ['date', 'date-time', 'time', 'duration', 'email', 'uri', 'uri-reference', 'uuid', 'hostname', 'ipv4', 'ipv6', 'byte', 'password'];
const RESERVED = new Set<string>([...PRIMS, ...FORMATS, 'true', 'false', 'never']);
/** A word that needs no quotes: a letter or `_`, then letters, digits, `_`, `.` or `-`. */
export const BARE = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
const COMPONENT = '#/components/schemas/';

/** Whether `word` means something of its own in a type expression. */
export function isReserved(word: string): boolean {
  return RESERVED.has(word);
}

/** Shortens a description to one line: the first sentence unless `full`. */
export function noteOf(text: string | undefined, full = false): string | undefined {
  const line = text?.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  if (full) return line;
  const sentence = /^(.+?[.!?])(?=\s+[A-Z`("'[])/.exec(line)?.[1] ?? line;
  return sentence.endsWith('.') ? sentence.slice(0, -1) : sentence;
}

/** The type expression of a schema; field notes are kept only when `notes` is given. */
export function typeOf(doc: OpenApiDocument, schema: Schema | boolean | undefined, notes?: { full: boolean }): TypeExpr {
  if (schema === undefined || schema === true) return { kind: 'prim', name: 'any' };
  if (schema === false) return { kind: 'union', members: [] };
  if (typeof schema.$ref === 'string') {
    if (schema.$ref.startsWith(COMPONENT)) return { kind: 'ref', name: schema.$ref.slice(COMPONENT.length) };
    return typeOf(doc, resolve(doc, schema), notes);
  }
  const types = typeList(schema);
  let expr: TypeExpr;
  if ('const' in schema) expr = literal(schema.const);
  else if (schema.enum) expr = union(schema.enum.map(literal));
  else if (schema.allOf) expr = schema.allOf.length === 1 ? typeOf(doc, schema.allOf[0], notes) : { kind: 'all', members: schema.allOf.map((s) => typeOf(doc, s)) };
  else if (schema.oneOf ?? schema.anyOf) expr = union((schema.oneOf ?? schema.anyOf ?? []).map((s) => typeOf(doc, s)));
  else if (types.length === 0) expr = single(doc, inferType(schema), schema, notes);
  else return union(types.map((t) => single(doc, t, schema, notes)));
  if (types.includes('null') && !hasNull(expr)) expr = union([expr, { kind: 'prim', name: 'null' }]);
  return expr;
}

function single(doc: OpenApiDocument, type: string, schema: Schema, notes?: { full: boolean }): TypeExpr {
  switch (type) {
    case 'string': {
      if (schema.format === 'binary' || (schema.contentMediaType && !schema.contentMediaType.startsWith('text/'))) return { kind: 'prim', name: 'bin' };
      const format = schema.format && FORMATS.includes(schema.format) ? { format: schema.format } : {};
      return bounded({ kind: 'prim', name: 'str', ...format }, schema.minLength, schema.maxLength);
    }
    case 'integer': return bounded({ kind: 'prim', name: 'int' }, schema.minimum, schema.maximum);
    case 'number': return bounded({ kind: 'prim', name: 'num' }, schema.minimum, schema.maximum);
    case 'boolean': return { kind: 'prim', name: 'bool' };
    case 'null': return { kind: 'prim', name: 'null' };
    case 'array': return bounded({ kind: 'array', items: typeOf(doc, schema.items) }, schema.minItems, schema.maxItems);
    case 'object': {
      const extra = schema.additionalProperties;
      const rest = extra === undefined || extra === false ? undefined : typeOf(doc, extra);
      if (!schema.properties && !rest) return { kind: 'prim', name: 'obj' };
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties ?? {}).map(([name, property]): Field => {
        // A referenced type carries its own note in [types]; only a sibling description is repeated here.
        const resolved = property.$ref?.startsWith('#/') ? resolve(doc, property) : property;
        const note = notes && noteOf(property.description, notes.full);
        return {
          name,
          optional: !required.has(name),
          type: typeOf(doc, property),
          ...(resolved.default === undefined ? {} : { default: resolved.default }),
          ...(note ? { note } : {}),
        };
      });
      return bounded({ kind: 'object', fields, ...(rest ? { rest } : {}) }, schema.minProperties, schema.maxProperties);
    }
    default: return { kind: 'prim', name: 'any' };
  }
}

function typeList(schema: Schema): string[] {
  const list = schema.type === undefined ? [] : Array.isArray(schema.type) ? [...schema.type] : [schema.type];
  if (schema.nullable === true && !list.includes('null')) list.push('null');
  return list;
}

function inferType(schema: Schema): string {
  if (schema.properties || schema.additionalProperties !== undefined) return 'object';
  if (schema.items) return 'array';
  return 'any';
}

function literal(value: unknown): TypeExpr {
  if (value === null) return { kind: 'prim', name: 'null' };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return { kind: 'lit', value };
  return { kind: 'prim', name: 'any' };
}

function union(members: TypeExpr[]): TypeExpr {
  const flat = members.flatMap((m) => (m.kind === 'union' && m.min === undefined && m.max === undefined ? m.members : [m]));
  return flat.length === 1 ? flat[0] : { kind: 'union', members: flat };
}

function hasNull(expr: TypeExpr): boolean {
  if (expr.kind === 'prim') return expr.name === 'null' || expr.name === 'any';
  return expr.kind === 'union' && expr.members.some(hasNull);
}

function bounded(expr: TypeExpr, min: number | undefined, max: number | undefined): TypeExpr {
  return { ...expr, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/** The names of the component types that `expr` refers to, in order of appearance. */
export function refsOf(expr: TypeExpr, into: Set<string> = new Set()): Set<string> {
  switch (expr.kind) {
    case 'ref': into.add(expr.name); break;
    case 'array': refsOf(expr.items, into); break;
    case 'object': for (const f of expr.fields) refsOf(f.type, into); if (expr.rest) refsOf(expr.rest, into); break;
    case 'union': case 'all': for (const m of expr.members) refsOf(m, into); break;
    default: break;
  }
  return into;
}

/**
 * Writes a type expression on one line without spaces (outside quoted literals).
 * `typeNames` are the declared types: a literal that collides with one is quoted.
 */
export function renderType(expr: TypeExpr, typeNames: ReadonlySet<string>): string {
  const text = atom(expr, typeNames);
  const suffix = renderBounds(expr);
  return suffix && (expr.kind === 'union' || expr.kind === 'all') ? `(${text})${suffix}` : text + suffix;
}

function atom(expr: TypeExpr, names: ReadonlySet<string>): string {
  switch (expr.kind) {
    case 'prim': return expr.format ?? expr.name;
    case 'ref': return renderRef(expr.name);
    case 'lit': return renderLiteral(expr.value, names);
    case 'array': return `${grouped(expr.items, names, 'postfix')}[]`;
    case 'object': {
      const parts = expr.fields.map((f) => `${renderKey(f.name)}${f.optional ? '?' : ''}:${renderType(f.type, names)}${renderDefault(f.default)}`);
      if (expr.rest) parts.push(`*:${renderType(expr.rest, names)}`);
      return `{${parts.join(',')}}`;
    }
    case 'union': return expr.members.length === 0 ? 'never' : expr.members.map((m) => grouped(m, names, 'union')).join('|');
    case 'all': return expr.members.map((m) => grouped(m, names, 'all')).join('&');
  }
}

/** Parenthesises a member that binds more loosely than its context (`|` < `&` < `[]`). */
function grouped(expr: TypeExpr, names: ReadonlySet<string>, context: 'union' | 'all' | 'postfix'): string {
  const loose = expr.kind === 'union' || (expr.kind === 'all' && context !== 'union');
  const text = renderType(expr, names);
  return loose ? `(${text})` : text;
}

/** `(min..max)` for a bounded expression, either end empty when open; '' when it has no bounds. */
export function renderBounds(expr: TypeExpr): string {
  if (expr.min === undefined && expr.max === undefined) return '';
  return `(${expr.min ?? ''}..${expr.max ?? ''})`;
}

/** A string literal bare when nothing else could read it differently, else JSON-quoted. */
export function renderLiteral(value: string | number | boolean, names: ReadonlySet<string>): string {
  if (typeof value !== 'string') return String(value);
  return BARE.test(value) && !isReserved(value) && !names.has(value) ? value : JSON.stringify(value);
}

/** A type name: bare, or after `@` when it is reserved or not a plain word. */
export function renderRef(name: string): string {
  return BARE.test(name) && !isReserved(name) ? name : `@${name}`;
}

/** A field name, bare when it is a plain word. */
export function renderKey(name: string): string {
  return BARE.test(name) ? name : JSON.stringify(name);
}

/** ` =value` for a default, as JSON; empty when there is none. */
export function renderDefault(value: unknown): string {
  return value === undefined ? '' : `=${JSON.stringify(value)}`;
}
