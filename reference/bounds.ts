// The `bounds` source: the validation rules of a request body or of an operation's
// parameters, one row per field, each rule read from the contract's keywords and followed by
// the field's own description. `::generated{source="bounds" schema="InvoiceCreate"}` walks a
// schema into nested fields (`lines[i].unit_price.amount`); `operation="listInvoices"` lists
// its query and header parameters (`in="query"` keeps one kind), a `deepObject` parameter as
// one row per field it takes (`created[gte]`).
import type { GeneratedSource } from '../sitegen/content/index.js';
import type { OpenApiDocument, Schema } from '../lib/openapi/index.js';
import { operations } from '../lib/openapi/index.js';
import { checkAttributes, code, markdownTable, sentence } from '../sitegen/content/index.js';
import { descriptionOf, followed, hasFields, valuePhrase } from './schema-rules.js';

interface Row {
  field: string;
  rule: string;
}

/** The `bounds` source for the contract `doc`. */
export function boundsTable(doc: OpenApiDocument): GeneratedSource {
  return (attributes) => {
    checkAttributes('bounds', attributes, [], ['schema', 'operation', 'in']);
    const { schema, operation, in: where } = attributes;
    if ((schema === undefined) === (operation === undefined)) throw new Error('source="bounds" takes either schema="NAME" or operation="ID"');
    if (schema !== undefined) return markdownTable(['Field', 'Rule'], schemaRows(doc, schema).map((r) => [code(r.field), r.rule]));
    return markdownTable(['Parameter', 'Rule'], parameterRows(doc, operation!, where).map((r) => [code(r.field), r.rule]));
  };
}

/** One row per field of the component schema `name`, nested fields after their parent. */
export function schemaRows(doc: OpenApiDocument, name: string): Row[] {
  const schema = doc.components?.schemas?.[name];
  if (!schema) throw new Error(`the contract has no schema ${name}; schemas: ${Object.keys(doc.components?.schemas ?? {}).join(', ')}`);
  if (!hasFields(doc, schema)) throw new Error(`schema ${name} is not an object with properties`);
  return fieldRows(doc, followed(doc, schema), '');
}

function fieldRows(doc: OpenApiDocument, object: Schema, prefix: string): Row[] {
  const rows: Row[] = [];
  for (const [name, property] of Object.entries(object.properties ?? {})) {
    const field = `${prefix}${name}`;
    const required = object.required?.includes(name) ?? false;
    const target = followed(doc, property);
    // An object of named fields is described by its fields; a list of them by its length, then its fields.
    if (hasFields(doc, property)) {
      rows.push(...fieldRows(doc, target, `${field}.`));
      continue;
    }
    rows.push({ field, rule: rule(required, valuePhrase(doc, property), descriptionOf(doc, property)) });
    if (target.items && hasFields(doc, target.items)) rows.push(...fieldRows(doc, followed(doc, target.items), `${field}[i].`));
  }
  return rows;
}

/** One row per query and header parameter of the operation `id` (or only those `in` one place). */
export function parameterRows(doc: OpenApiDocument, id: string, where?: string): Row[] {
  const entry = operations(doc).find((op) => op.id === id);
  if (!entry) throw new Error(`the contract has no operation ${id}`);
  const places = where === undefined ? ['query', 'header'] : [where];
  const parameters = entry.parameters.filter((p) => places.includes(p.in));
  if (parameters.length === 0) throw new Error(`operation ${id} has no ${joinPlaces(places)} parameters`);
  return parameters.flatMap((p) => {
    const schema: Schema = { ...p.schema, description: p.description ?? p.schema?.description };
    const fields = p.style === 'deepObject' ? followed(doc, schema).properties : undefined;
    if (!fields) return [{ field: p.name, rule: rule(p.required ?? false, valuePhrase(doc, schema), descriptionOf(doc, schema)) }];
    // Each field of a deepObject is a parameter of its own on the wire; its own description, else the parameter's.
    return Object.entries(fields).map(([name, field]) => ({
      field: `${p.name}[${name}]`,
      rule: rule(false, valuePhrase(doc, field), descriptionOf(doc, field) || descriptionOf(doc, schema)),
    }));
  });
}

function joinPlaces(places: string[]): string {
  return places.join(' or ');
}

function rule(required: boolean, value: string, description: string): string {
  return [required ? 'Required.' : 'Optional.', sentence(value), description && sentence(description)].filter(Boolean).join(' ');
}
