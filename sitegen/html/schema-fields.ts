// The fields of a schema as rows of a reference table: every property, nested objects and
// array items included (`lines[].quantity`), each with its type, whether it is required,
// its bounds, default, allowed values and description. A named schema is linked to its own
// page and expanded in place too, except inside itself (a recursive schema stops there).
import escape from 'escape-html';
import type { OpenApiDocument, Schema } from '../../lib/openapi/index.js';
import type { DescribeFn } from './markdown-html.js';

export interface FieldRow {
  name: string;
  /** HTML. */
  type: string;
  required: boolean;
  /** HTML: description, bounds, default and allowed values. */
  details: string;
}

export interface FieldContext {
  doc: OpenApiDocument;
  describe: DescribeFn;
  /** The href of a component schema's page. */
  schemaHref: (name: string) => string;
}

const MAX_DEPTH = 6;

/** The name of a component schema that `schema` refers to, if it does. */
export function refName(schema: Schema | undefined): string | undefined {
  return schema?.$ref?.startsWith('#/components/schemas/') ? decodeURIComponent(schema.$ref.slice('#/components/schemas/'.length)) : undefined;
}

/** A type for people: `string (date-time)`, `array of LineItem`, `integer or null`, with named schemas linked. */
export function typeHtml(ctx: FieldContext, schema: Schema | undefined): string {
  if (!schema) return 'any';
  const name = refName(schema);
  if (name) return `<a href="${ctx.schemaHref(name)}">${escape(name)}</a>`;
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return alternatives.map((s) => typeHtml(ctx, s)).join(' or ');
  if (schema.allOf) return schema.allOf.map((s) => typeHtml(ctx, s)).join(' and ');
  if (schema.const !== undefined) return `<code>${escape(JSON.stringify(schema.const))}</code>`;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : 'any')];
  return types.map((type) => {
    if (type === 'array') return `array of ${typeHtml(ctx, schema.items)}`;
    const format = type !== 'null' && schema.format ? ` (${escape(schema.format)})` : '';
    return `${escape(type)}${format}`;
  }).join(' or ');
}

/** Bounds, default and allowed values of a schema, as HTML sentences. */
export function constraintsHtml(ctx: FieldContext, schema: Schema): string {
  const s = schema;
  const facts: string[] = [];
  const range = (low: number | undefined, high: number | undefined, unit: string): void => {
    if (low !== undefined && high !== undefined) facts.push(`${low} to ${high}${unit}`);
    else if (low !== undefined) facts.push(`at least ${low}${unit}`);
    else if (high !== undefined) facts.push(`at most ${high}${unit}`);
  };
  range(s.minimum, s.maximum, '');
  range(s.minLength, s.maxLength, ' characters');
  range(s.minItems, s.maxItems, ' items');
  range(s.minProperties, s.maxProperties, ' entries');
  if (s.multipleOf !== undefined) facts.push(`a multiple of ${s.multipleOf}`);
  if (s.pattern) facts.push(`matches <code>${escape(s.pattern)}</code>`);
  const parts = facts.length > 0 ? [`<p class="bounds">${facts.join('; ')}.</p>`] : [];
  if (s.default !== undefined) parts.push(`<p class="default">Default: <code>${escape(JSON.stringify(s.default))}</code>.</p>`);
  if (s.enum) {
    const notes = s['x-enumDescriptions'] ?? {};
    const items = s.enum.map((v) => `<li><code>${escape(JSON.stringify(v))}</code>${notes[String(v)] ? `: ${escape(notes[String(v)])}` : ''}</li>`).join('');
    parts.push(`<div class="enum">One of:<ul>${items}</ul></div>`);
  }
  return parts.join('');
}

/** Every field of `schema`, depth first, named by their path from the top. */
export function fieldRows(ctx: FieldContext, schema: Schema | undefined, prefix = '', depth = 0, seen: ReadonlySet<string> = new Set()): FieldRow[] {
  const name = refName(schema);
  if (!schema || depth > MAX_DEPTH || (name && seen.has(name))) return [];
  const target = name ? ctx.doc.components?.schemas?.[name] : schema;
  if (!target) return [];
  const inside = name ? new Set([...seen, name]) : seen;
  const rows: FieldRow[] = [];
  for (const part of [target, ...(target.allOf ?? [])]) {
    const partName = part === target ? undefined : refName(part);
    if (partName && inside.has(partName)) continue;
    const resolved = partName ? ctx.doc.components?.schemas?.[partName] : part;
    if (!resolved) continue;
    const required = new Set(resolved.required ?? []);
    for (const [name, field] of Object.entries(resolved.properties ?? {})) {
      const path = `${prefix}${name}`;
      rows.push({ name: path, type: typeHtml(ctx, field), required: required.has(name), details: ctx.describe(field.description) + constraintsHtml(ctx, field) });
      rows.push(...nested(ctx, field, path, depth, inside));
    }
  }
  return rows;
}

function nested(ctx: FieldContext, field: Schema, path: string, depth: number, seen: ReadonlySet<string>): FieldRow[] {
  if (field.items) return fieldRows(ctx, field.items, `${path}[].`, depth + 1, seen);
  const target = refName(field) ? ctx.doc.components?.schemas?.[refName(field)!] : field;
  if (target?.properties || target?.allOf) return fieldRows(ctx, field, `${path}.`, depth + 1, seen);
  return [];
}

/** A table of field rows, or a sentence when there are none. */
export function fieldTable(rows: readonly FieldRow[], caption: string): string {
  if (rows.length === 0) return '';
  const body = rows.map((r) => `<tr><td><code>${escape(r.name)}</code></td><td>${r.type}</td><td>${r.required ? 'required' : 'optional'}</td><td>${r.details}</td></tr>`).join('');
  return `<div class="table-wrap" tabindex="0" role="region" aria-label="${escape(caption)}"><table><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead><tbody>${body}</tbody></table></div>`;
}
