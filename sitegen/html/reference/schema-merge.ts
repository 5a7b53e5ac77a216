// A schema as the reference pages show it (R160): its `$ref`s followed, the keywords written
// beside a `$ref` kept (OpenAPI 3.1 applies both), and its `allOf` parts merged, nested ones
// too, into one schema of properties, required names and bounds; its `oneOf`/`anyOf` groups are
// kept apart, each to be shown as branches.
import type { OpenApiDocument, Schema } from '../../../lib/openapi/index.js';
import { resolve } from '../../../lib/openapi/index.js';

/** A `oneOf` or `anyOf` group of a schema, with the discriminator that picks its branch. */
export interface Choice {
  keyword: 'oneOf' | 'anyOf';
  branches: Schema[];
  discriminator?: Schema['discriminator'];
}

export interface Merged {
  /** The merged keywords; no `$ref` and no `allOf`, `oneOf` or `anyOf` left. */
  schema: Schema;
  choices: Choice[];
  /** The component schemas entered to make it, with those already entered before. */
  seen: ReadonlySet<string>;
}

const SCHEMAS = '#/components/schemas/';
const MAX_DEPTH = 24;

/** The name of a component schema that `schema` refers to, if it does. */
export function refName(schema: Schema | undefined): string | undefined {
  return schema?.$ref?.startsWith(SCHEMAS) ? decodeURIComponent(schema.$ref.slice(SCHEMAS.length).replace(/~1/g, '/').replace(/~0/g, '~')) : undefined;
}

/** `schema` merged; a component in `seen` (one being shown around it) is not entered again. */
export function merged(doc: OpenApiDocument, schema: Schema, seen: ReadonlySet<string> = new Set()): Merged {
  const parts: Schema[] = [];
  const choices: Choice[] = [];
  const entered = new Set(seen);
  const collect = (s: Schema, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    const { $ref, allOf, oneOf, anyOf, discriminator, ...own } = s;
    // The outer schema's own words come first and win: a description beside a $ref is the field's.
    parts.push(own);
    if (typeof $ref === 'string') {
      const name = refName(s);
      if (!(name && entered.has(name))) {
        if (name) entered.add(name);
        collect(resolve(doc, { $ref }) as Schema, depth + 1);
      }
    }
    for (const part of allOf ?? []) collect(part, depth + 1);
    if (oneOf) choices.push({ keyword: 'oneOf', branches: oneOf, ...(discriminator ? { discriminator } : {}) });
    if (anyOf) choices.push({ keyword: 'anyOf', branches: anyOf, ...(discriminator ? { discriminator } : {}) });
  };
  collect(schema, 0);
  return { schema: mergeParts(parts), choices, seen: entered };
}

const LOWER = ['minimum', 'minLength', 'minItems', 'minProperties', 'minContains'] as const;
const UPPER = ['maximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains'] as const;
const FLAGS = ['readOnly', 'writeOnly', 'deprecated', 'uniqueItems', 'nullable'] as const;

/** The keywords of every part in one schema: the first part that says a thing is believed, bounds are the tightest, types the shared ones. */
function mergeParts(parts: Schema[]): Schema {
  const out: Record<string, unknown> = {};
  const properties: Record<string, Schema[]> = {};
  // Every part's items apply to each item, as every part's properties apply to the field.
  const items: Schema[] = [];
  const required = new Set<string>();
  let types: string[] | undefined;
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (value === undefined) continue;
      if (key === 'properties') for (const [name, p] of Object.entries(value as Record<string, Schema>)) (properties[name] ??= []).push(p);
      else if (key === 'items') items.push(value as Schema);
      else if (key === 'required') for (const name of value as string[]) required.add(name);
      else if (key === 'type') {
        const list = Array.isArray(value) ? (value as string[]) : [value as string];
        types = types ? types.filter((t) => list.includes(t) || (t === 'number' && list.includes('integer'))).map((t) => (t === 'number' && list.includes('integer') ? 'integer' : t)) : list;
      } else if ((LOWER as readonly string[]).includes(key)) out[key] = Math.max(value as number, (out[key] as number | undefined) ?? -Infinity);
      else if ((UPPER as readonly string[]).includes(key)) out[key] = Math.min(value as number, (out[key] as number | undefined) ?? Infinity);
      else if ((FLAGS as readonly string[]).includes(key)) out[key] = out[key] === true || value === true;
      else if (!(key in out)) out[key] = value;
    }
  }
  if (types) out.type = types.length === 1 ? types[0] : types;
  const names = Object.keys(properties);
  if (names.length > 0) out.properties = Object.fromEntries(names.map((name) => [name, properties[name]!.length === 1 ? properties[name]![0]! : { allOf: properties[name]! }]));
  if (items.length > 0) out.items = items.length === 1 ? items[0] : { allOf: items };
  if (required.size > 0) out.required = [...required];
  return out as Schema;
}

/** True for a schema that allows only null (`type: null`, `const: null`). */
export function isBareNull(schema: Schema): boolean {
  const t = schema.type;
  return t === 'null' || (Array.isArray(t) && t.length === 1 && t[0] === 'null') || ('const' in schema && schema.const === null && Object.keys(schema).length <= 3);
}

/** True when a value of `schema` may be null: its type, its values or a branch says so, through `$ref`s. */
export function allowsNull(doc: OpenApiDocument, schema: Schema): boolean {
  const { schema: s, choices } = merged(doc, schema);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  return types.includes('null') || s.nullable === true || (s.enum?.includes(null) ?? false) || choices.some((c) => c.branches.some(isBareNull));
}
