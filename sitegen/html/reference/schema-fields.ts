// The fields of a schema as a tree: every property, with the fields of nested objects and
// array items under it (`lines[].quantity`), each with its type, whether it is required,
// its bounds, default, allowed values and description. A named schema is linked to its own
// page and expanded in place too, except inside itself (a recursive schema stops there).
import type { OpenApiDocument, Schema } from '../../../lib/openapi/index.js';
import type { Block, Field, Inline } from '../page-model/page-model.js';
import { code } from '../page-model/page-model.js';
import { formatNumber } from '../../content/index.js';

export interface FieldContext {
  doc: OpenApiDocument;
  /** A contract's Markdown description as a block (none when empty). */
  describe: (markdown: string | undefined) => Block[];
  /** The package path of a component schema's page. */
  schemaFile: (name: string) => string;
}

const MAX_DEPTH = 6;

/** The name of a component schema that `schema` refers to, if it does. */
export function refName(schema: Schema | undefined): string | undefined {
  return schema?.$ref?.startsWith('#/components/schemas/') ? decodeURIComponent(schema.$ref.slice('#/components/schemas/'.length)) : undefined;
}

/** A type for people: `string (date-time)`, `array of LineItem`, `integer or null`, with named schemas linked. */
export function typeOf(ctx: FieldContext, schema: Schema | undefined): Inline[] {
  if (!schema) return ['any'];
  const name = refName(schema);
  if (name) return [{ kind: 'link', to: ctx.schemaFile(name), children: [name] }];
  const joined = (parts: Schema[], word: string): Inline[] => parts.flatMap((s, i) => [...(i > 0 ? [word] : []), ...typeOf(ctx, s)]);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return joined(alternatives, ' or ');
  if (schema.allOf) return joined(schema.allOf, ' and ');
  if (schema.const !== undefined) return [code(JSON.stringify(schema.const))];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : 'any')];
  return types.flatMap((type, i): Inline[] => {
    const or = i > 0 ? [' or '] : [];
    if (type === 'array') return [...or, 'array of ', ...typeOf(ctx, schema.items)];
    const format = type !== 'null' && schema.format ? ` (${schema.format})` : '';
    return [...or, `${type}${format}`];
  });
}

/** Bounds, default and allowed values of a schema, as sentences. */
export function constraintsOf(schema: Schema): Block[] {
  const s = schema;
  const facts: Inline[][] = [];
  const range = (low: number | undefined, high: number | undefined, unit: string): void => {
    if (low !== undefined && high !== undefined) facts.push([`${formatNumber(low)} to ${formatNumber(high)}${unit}`]);
    else if (low !== undefined) facts.push([`at least ${formatNumber(low)}${unit}`]);
    else if (high !== undefined) facts.push([`at most ${formatNumber(high)}${unit}`]);
  };
  range(s.minimum, s.maximum, '');
  range(s.minLength, s.maxLength, ' characters');
  range(s.minItems, s.maxItems, ' items');
  range(s.minProperties, s.maxProperties, ' entries');
  if (s.multipleOf !== undefined) facts.push([`a multiple of ${s.multipleOf}`]);
  if (s.pattern) facts.push(['matches ', code(s.pattern)]);
  // The bounds are a sentence of their own: its first word starts with a capital.
  const first = facts[0]?.[0];
  if (typeof first === 'string') facts[0]![0] = first[0]!.toUpperCase() + first.slice(1);
  const blocks: Block[] = facts.length > 0 ? [{ kind: 'p', className: 'bounds', content: [...facts.flatMap((f, i) => [...(i > 0 ? ['; '] : []), ...f]), '.'] }] : [];
  if (s.default !== undefined) blocks.push({ kind: 'p', className: 'default', content: ['Default: ', code(JSON.stringify(s.default)), '.'] });
  if (s.enum) {
    const notes = s['x-enumDescriptions'] ?? {};
    blocks.push({ kind: 'list', className: 'enum', lead: 'One of:', items: s.enum.map((v) => [code(JSON.stringify(v)), ...(notes[String(v)] ? [`: ${notes[String(v)]}`] : [])]) });
  }
  return blocks;
}

/** Every field of `schema`, named by their path from the top, each with its own fields. */
export function fieldTree(ctx: FieldContext, schema: Schema | undefined, prefix = '', depth = 0, seen: ReadonlySet<string> = new Set()): Field[] {
  const name = refName(schema);
  if (!schema || depth > MAX_DEPTH || (name && seen.has(name))) return [];
  const target = name ? ctx.doc.components?.schemas?.[name] : schema;
  if (!target) return [];
  const inside = name ? new Set([...seen, name]) : seen;
  const rows: Field[] = [];
  for (const part of [target, ...(target.allOf ?? [])]) {
    const partName = part === target ? undefined : refName(part);
    if (partName && inside.has(partName)) continue;
    const resolved = partName ? ctx.doc.components?.schemas?.[partName] : part;
    if (!resolved) continue;
    const required = new Set(resolved.required ?? []);
    for (const [name, field] of Object.entries(resolved.properties ?? {})) {
      const path = `${prefix}${name}`;
      rows.push({ name: path, type: typeOf(ctx, field), required: required.has(name), details: [...ctx.describe(field.description), ...constraintsOf(field)], children: nested(ctx, field, path, depth, inside) });
    }
  }
  return rows;
}

function nested(ctx: FieldContext, field: Schema, path: string, depth: number, seen: ReadonlySet<string>): Field[] {
  if (field.items) return fieldTree(ctx, field.items, `${path}[].`, depth + 1, seen);
  const target = refName(field) ? ctx.doc.components?.schemas?.[refName(field)!] : field;
  if (target?.properties || target?.allOf) return fieldTree(ctx, field, `${path}.`, depth + 1, seen);
  return [];
}

/** A list of fields, or nothing when there are none. */
export function fieldList(fields: Field[], label: string): Block[] {
  return fields.length === 0 ? [] : [{ kind: 'fields', label, fields }];
}
