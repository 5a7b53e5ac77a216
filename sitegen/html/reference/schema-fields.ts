// The fields of a schema as a tree: every property, with the fields of nested objects and
// array items under it (`lines[].quantity`), each with its type, whether it is required,
// its bounds, default, allowed values and description. `allOf` parts are merged first (nested
// ones too, R160); a `oneOf`/`anyOf` becomes named branches, each with its fields (R159); a
// request body leaves read-only fields out and a response write-only ones (R161). A named
// schema is linked to its own page and expanded in place too, except inside itself (a
// recursive schema stops there), unless it shows more than LINKED_FIELDS fields: a field that
// holds one links to its page (R186).
import type { OpenApiDocument, Schema } from '../../../lib/openapi/index.js';
import { formatNumber } from '../../content/index.js';
import type { Block, Choice, Field, Inline, Variant } from '../page-model/page-model.js';
import { code } from '../page-model/page-model.js';
import { constraintsOf, constValues } from './schema-bounds.js';
import type { Choice as SchemaChoice } from './schema-merge.js';
import { allowsNull, isBareNull, merged, refName } from './schema-merge.js';

export interface FieldContext {
  doc: OpenApiDocument;
  /** A contract's Markdown description as a block (none when empty). */
  describe: (markdown: string | undefined) => Block[];
  /** The package path of a component schema's page. */
  schemaFile: (name: string) => string;
  /** Who reads the schema: a request leaves read-only fields out, a response write-only ones; a schema page shows both. */
  reader?: 'request' | 'response';
}

const MAX_DEPTH = 6;

/**
 * A named schema that shows more fields than this (nested ones included) is linked from a field
 * that holds it instead of repeated under the field (R186): its page has them all. A large API's
 * pages repeat a few large schemas (GitHub's repository, 90 fields deep) under many fields.
 */
export const LINKED_FIELDS = 20;

/**
 * A named value (R226) that allows more values than this has them listed on its page only: a
 * field of folio's charges would otherwise repeat the 179 reason codes of UNCL7161.
 */
const LISTED_VALUES = 20;

/** The number of fields each named schema shows, by document and by reader and name. */
const counted = new WeakMap<OpenApiDocument, Map<string, number>>();

function shownFields(ctx: FieldContext, ref: string, name: string): number {
  let byName = counted.get(ctx.doc);
  if (!byName) counted.set(ctx.doc, (byName = new Map()));
  const key = `${ctx.reader ?? ''} ${name}`;
  let count = byName.get(key);
  if (count === undefined) {
    // Counted as small while it is counted, so that a schema inside itself is not counted again.
    byName.set(key, 0);
    const shape = shapeOf(ctx, { $ref: ref }, '', 0, new Set());
    byName.set(key, (count = total(shape.fields) + inChoices(shape.choices)));
  }
  return count;
}

/** A type for people: `string (date-time)`, `array of LineItem`, `Card or BankAccount`, `Address or null`, with named schemas linked. */
export function typeOf(ctx: FieldContext, schema: Schema | undefined): Inline[] {
  if (!schema) return ['any'];
  const name = refName(schema);
  // A referenced schema that allows null keeps its null beside the link (R159).
  if (name) return [{ kind: 'link', to: ctx.schemaFile(name), children: [name] }, ...(allowsNull(ctx.doc, schema) ? [' or null'] : [])];
  const joined = (parts: Schema[], word: string): Inline[] => parts.flatMap((s, i) => [...(i > 0 ? [word] : []), ...branchType(ctx, s)]);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return joined(alternatives, ' or ');
  if (schema.allOf) return allOfType(ctx, schema);
  if (schema.const !== undefined) return [code(JSON.stringify(schema.const))];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : 'any')];
  return types.flatMap((type, i): Inline[] => {
    const or = i > 0 ? [' or '] : [];
    if (type === 'array') return [...or, 'array of ', ...typeOf(ctx, schema.items)];
    const format = type !== 'null' && schema.format ? ` (${schema.format})` : '';
    return [...or, `${type}${format}`];
  });
}

/**
 * The type of an `allOf`, whose parts are shown merged (R189): the named schemas it builds on,
 * linked, and `with more fields` when its inline parts add fields; without a named part, the
 * merged schema's type (`object`), unless its parts hold branches.
 */
function allOfType(ctx: FieldContext, schema: Schema): Inline[] {
  const parts = schema.allOf!;
  const named = parts.filter((part) => refName(part));
  if (named.length === 0) {
    const view = merged(ctx.doc, schema);
    // Branches inside the parts are no single type: each part is named as before.
    if (view.choices.length > 0) return parts.flatMap((part, i) => [...(i > 0 ? [' and '] : []), ...branchType(ctx, part)]);
    return typeOf(ctx, view.schema);
  }
  const more = parts.some((part) => !refName(part) && (part.properties || part.allOf?.length));
  return [...named.flatMap((part, i) => [...(i > 0 ? [' and '] : []), ...typeOf(ctx, part)]), ...(more ? [' with more fields'] : [])];
}

/** The type of a named value (R226): its name, linked, and the type it holds (`InvoiceStatus: string`) when it says one. */
function valueType(ctx: FieldContext, name: string, schema: Schema): Inline[] {
  const link: Inline = { kind: 'link', to: ctx.schemaFile(name), children: [name] };
  const held = typeOf(ctx, schema);
  return held.length === 1 && held[0] === 'any' ? [link] : [link, ': ', ...held];
}

/** A branch in a type: an inline object with a title is called by it. */
function branchType(ctx: FieldContext, branch: Schema): Inline[] {
  return !branch.$ref && branch.title && !('const' in branch) ? [branch.title] : typeOf(ctx, branch);
}

/** The fields of a body or schema as blocks: its fields, then its groups of branches; none when it has neither. */
export function fieldBlocks(ctx: FieldContext, schema: Schema | undefined, label: string): Block[] {
  const { fields, choices } = shapeOf(ctx, schema, '', 0, new Set());
  return [...fieldList(fields, label), ...choices.map((choice, i): Block => ({ kind: 'choice', label: `${label}: ${choices.length > 1 ? `group ${i + 1}, ` : ''}${choice.lead.toLowerCase()}`, choice }))];
}

function total(fields: readonly Field[]): number {
  return fields.reduce((sum, f) => sum + 1 + total(f.children) + inChoices(f.choices ?? []), 0);
}

function inChoices(choices: readonly Choice[]): number {
  return choices.reduce((sum, c) => sum + c.variants.reduce((n, v) => n + total(v.fields) + inChoices(v.choices), 0), 0);
}

/** The fields and groups of branches shown for `schema`; `linked` names a large schema whose fields are left to its page. */
function shapeOf(ctx: FieldContext, schema: Schema | undefined, prefix: string, depth: number, seen: ReadonlySet<string>): { fields: Field[]; choices: Choice[]; linked?: string } {
  if (!schema || depth > MAX_DEPTH) return { fields: [], choices: [] };
  const name = refName(schema);
  if (name && seen.has(name)) return { fields: [], choices: [] };
  if (name && depth > 0 && shownFields(ctx, schema.$ref!, name) > LINKED_FIELDS) return { fields: [], choices: [], linked: name };
  const view = merged(ctx.doc, schema, seen);
  const s = view.schema;
  const fields: Field[] = [];
  const choices: Choice[] = [];
  let linked: string | undefined;
  if (!s.properties && s.items) return shapeOf(ctx, s.items, `${prefix}[].`, depth + 1, view.seen);
  const required = new Set(s.required ?? []);
  for (const [key, field] of Object.entries(s.properties ?? {})) {
    const inner = merged(ctx.doc, field, view.seen);
    if ((ctx.reader === 'request' && inner.schema.readOnly) || (ctx.reader === 'response' && inner.schema.writeOnly)) continue;
    const path = `${prefix}${key}`;
    const nested = shapeOf(ctx, field, `${path}${inner.schema.items && !inner.schema.properties ? '' : '.'}`, depth + 1, view.seen);
    // A named schema's own words are on its page: a field that only refers to one says what is
    // written beside it. A named value without fields (a string with a format, an enum) has
    // nothing more on its page, so the field shows its type, values and bounds, and its
    // description when the field has none (R226).
    const name = refName(field);
    const value = name !== undefined && nested.fields.length === 0 && nested.choices.length === 0 && !nested.linked && !inner.schema.properties && inner.schema.type !== 'object';
    const manyValues = value && (inner.schema.enum?.length ?? 0) > LISTED_VALUES;
    const own = name && !value ? merged(ctx.doc, { ...field, $ref: undefined }) : manyValues ? { ...inner, schema: { ...inner.schema, enum: undefined } } : inner;
    fields.push({
      name: path,
      type: value ? valueType(ctx, name!, inner.schema) : typeOf(ctx, field),
      required: required.has(key),
      details: [
        ...ctx.describe(own.schema.description), ...constraintsOf(name && !value ? { ...own.schema, readOnly: inner.schema.readOnly, writeOnly: inner.schema.writeOnly } : own.schema, own.choices),
        ...(manyValues ? [{ kind: 'p', className: 'enum', content: [`One of ${formatNumber(inner.schema.enum!.length)} values, listed on the page of `, { kind: 'link', to: ctx.schemaFile(name!), children: [name!] }, '.'] } as Block] : []),
        ...(nested.linked ? [{ kind: 'p', content: ['Its fields are on the page of ', { kind: 'link', to: ctx.schemaFile(nested.linked), children: [nested.linked] }, '.'] } as Block] : []),
      ],
      children: nested.fields,
      ...(nested.choices.length > 0 ? { choices: nested.choices } : {}),
    });
  }
  for (const group of view.choices) {
    const shown = choiceOf(ctx, group, prefix, depth, view.seen);
    if (shown === 'inline') {
      // `oneOf: [X, null]` is X that may be null: its fields are the field's own.
      const sole = group.branches.find((b) => !isBareNull(b))!;
      const inner = shapeOf(ctx, sole, prefix, depth, view.seen);
      fields.push(...inner.fields);
      choices.push(...inner.choices);
      linked ??= inner.linked;
    } else if (shown) choices.push(shown);
  }
  return { fields, choices, ...(linked ? { linked } : {}) };
}

/** A group of branches to show; `inline` for a single branch beside null; none for `const`s (listed as values) or nothing to show. */
function choiceOf(ctx: FieldContext, group: SchemaChoice, prefix: string, depth: number, seen: ReadonlySet<string>): Choice | 'inline' | undefined {
  if (constValues(group)) return undefined;
  const branches = group.branches.filter((b) => !isBareNull(b));
  if (branches.length === 0) return undefined;
  if (branches.length === 1) return 'inline';
  const mapping = Object.entries(group.discriminator?.mapping ?? {});
  const variants = branches.map((branch): Variant => {
    const name = refName(branch);
    const view = merged(ctx.doc, branch, seen);
    const label = view.schema.title?.trim() || name || typeOf(ctx, branch).map((part) => (typeof part === 'string' ? part : part.kind === 'code' ? part.text : part.kind === 'link' ? part.children.join('') : '')).join('');
    // The value of the discriminator that picks this branch: mapped to its $ref, or its component name.
    const value = group.discriminator && (mapping.find(([, ref]) => ref === branch.$ref)?.[0] ?? (mapping.length === 0 ? name : undefined));
    const title: Inline[] = [label, ...(value && value !== label ? [' (', code(group.discriminator!.propertyName), ': ', code(value), ')'] : [])];
    const own = name ? merged(ctx.doc, { ...branch, $ref: undefined }) : view;
    // A named branch has its own page: here its fields go two levels deep, so that a union of many large schemas stays readable.
    const inner = shapeOf(ctx, branch, prefix, name ? Math.max(depth + 1, MAX_DEPTH - 1) : depth + 1, seen);
    const kind: Block[] = name ? [{ kind: 'p', content: ['The ', { kind: 'link', to: ctx.schemaFile(name), children: [name] }, ' schema.'] }]
      : inner.fields.length === 0 ? [{ kind: 'p', content: ['Type: ', ...typeOf(ctx, { ...branch, title: undefined }), '.'] }] : [];
    const details: Block[] = [
      ...kind,
      ...ctx.describe(own.schema.description),
      ...constraintsOf(own.schema, own.choices),
    ];
    return { title, details, fields: inner.fields, choices: inner.choices };
  });
  // Branches without a name of their own are told apart by their place.
  const labels = variants.map((v) => JSON.stringify(v.title));
  variants.forEach((v, i) => {
    if (labels.indexOf(labels[i]!) !== labels.lastIndexOf(labels[i]!)) v.title = [...v.title, ` ${i + 1}`];
  });
  const lead = `${group.keyword === 'oneOf' ? 'One' : 'Any'} of ${variants.length} shapes`;
  return { lead, variants };
}

/** A list of fields, or nothing when there are none. */
function fieldList(fields: Field[], label: string): Block[] {
  return fields.length === 0 ? [] : [{ kind: 'fields', label, fields }];
}
