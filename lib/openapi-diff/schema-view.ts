// A schema as the rules compare it: `$ref`s followed (with the keywords written beside a `$ref`,
// which OpenAPI 3.1 applies too), `allOf` branches merged into one set of properties and constraints, `null` taken out of the types and variants into one flag, and
// every part with the JSON pointer where it is written and a name for sentences.
import { resolveAt } from '../openapi/index.js';
import type { OpenApiDocument, Schema } from '../openapi/index.js';
import { pointerTo } from './change.js';

/** Where a schema is in sentences: the thing that holds it and the field path inside it. */
export interface Place {
  owner: string;
  path: string;
}

/** A schema, not yet resolved, with its pointer and place. */
export interface Located {
  schema: Schema;
  pointer: string;
  place: Place;
  /** The keywords written beside the `$ref`s followed to reach `schema`, each where it is written (R163). */
  beside?: Located[];
}

/** The numeric and pattern keywords that bound a value. */
export const BOUND_KEYWORDS = ['minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties', 'pattern', 'multipleOf'] as const;
export type BoundKeyword = (typeof BOUND_KEYWORDS)[number];

export interface SchemaView {
  pointer: string;
  place: Place;
  /** The types other than `null`; undefined when the schema names none. */
  types?: string[];
  nullable: boolean;
  format?: string;
  /** The allowed values (`enum`, or `const` as one value) other than null; undefined when any value goes. */
  values?: unknown[];
  bounds: Partial<Record<BoundKeyword, number | string>>;
  properties: Map<string, Located>;
  required: Set<string>;
  items?: Located;
  additional?: Located;
  /** The `oneOf`/`anyOf` branches other than a bare `{type: null}`, when more than one is left. */
  variants: Located[];
  /** The one branch of a `oneOf: [X, {type: null}]`, merged into this view. */
  sole?: Located;
}

/** The sentence words for a place: "`lines[].quantity` in the Invoice schema". */
export function describe(place: Place): string {
  return place.path === '' ? place.owner : `\`${place.path}\` in ${place.owner}`;
}

/** A place one step further in: a property, `[]` for items, `{}` for additional properties. */
export function inside(place: Place, step: string): Place {
  const path = step === '[]' || step === '{}' ? `${place.path}${step}` : place.path === '' ? step : `${place.path}.${step}`;
  return { owner: place.owner, path };
}

/**
 * `at` with its `$ref`s followed; a schema of `components/schemas` is named after itself. The
 * keywords beside each `$ref` (a `format`, a `type`) are kept in `beside`, to be merged first.
 */
export function follow(doc: OpenApiDocument, at: Located): Located {
  const { value, pointer } = resolveAt(doc, at.schema, at.pointer);
  if (pointer === at.pointer) return at;
  const beside: Located[] = [...(at.beside ?? [])];
  // resolveAt has refused a loop or a dangling $ref; each step of the chain is walked again for its siblings.
  for (let step: Located | undefined = at; step && typeof step.schema.$ref === 'string';) {
    const { $ref, ...siblings }: Schema = step.schema;
    if (Object.keys(siblings).some((key) => !ANNOTATIONS.has(key))) beside.push({ schema: siblings, pointer: step.pointer, place: at.place });
    const target: string = ($ref as string).slice(1);
    step = { schema: lookUp(doc, target), pointer: target, place: at.place };
  }
  const component = /^\/components\/schemas\/([^/]+)$/.exec(pointer);
  const place = component ? { owner: `the ${component[1]!.replace(/~1/g, '/').replace(/~0/g, '~')} schema`, path: '' } : at.place;
  return { schema: value, pointer, place, ...(beside.length > 0 ? { beside } : {}) };
}

/** The words beside a `$ref` that say nothing a reader or the service checks. */
const ANNOTATIONS = new Set(['description', 'summary', 'title', 'example', 'examples', 'deprecated', '$comment']);

function lookUp(doc: OpenApiDocument, pointer: string): Schema {
  let target: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) target = (target as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  return target as Schema;
}

/** The merged view of `at` (followed first) and its `allOf` branches. */
export function viewOf(doc: OpenApiDocument, at: Located): SchemaView {
  const start = follow(doc, at);
  // A $ref with keywords beside it is a schema of its own, reported where it is written.
  const pointer = start.beside?.[0]?.pointer ?? start.pointer;
  const view: SchemaView = { pointer, place: start.place, nullable: false, bounds: {}, properties: new Map(), required: new Set(), variants: [] };
  merge(doc, view, start, 0);
  return view;
}

function merge(doc: OpenApiDocument, view: SchemaView, at: Located, depth: number): void {
  // What is written beside a $ref narrows the target: it is read first, and wins.
  for (const sibling of at.beside ?? []) merge(doc, view, sibling, depth + 1);
  const s = at.schema as Schema & { exclusiveMinimum?: number; exclusiveMaximum?: number };
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (types.includes('null')) view.nullable = true;
    view.types ??= types.filter((t) => t !== 'null');
  }
  if (s.nullable === true) view.nullable = true;
  view.format ??= s.format;
  const values = s.enum ?? ('const' in s ? [s.const] : undefined);
  if (values) {
    if (values.includes(null)) view.nullable = true;
    view.values ??= values.filter((v) => v !== null);
  }
  for (const key of BOUND_KEYWORDS) {
    const value = s[key];
    if (value !== undefined && view.bounds[key] === undefined) view.bounds[key] = value;
  }
  for (const [name, schema] of Object.entries(s.properties ?? {})) {
    view.properties.set(name, { schema, pointer: pointerTo(at.pointer, 'properties', name), place: inside(view.place, name) });
  }
  for (const name of s.required ?? []) view.required.add(name);
  if (s.items) view.items ??= { schema: s.items, pointer: pointerTo(at.pointer, 'items'), place: inside(view.place, '[]') };
  if (typeof s.additionalProperties === 'object') {
    view.additional ??= { schema: s.additionalProperties, pointer: pointerTo(at.pointer, 'additionalProperties'), place: inside(view.place, '{}') };
  }
  if (depth > 16) return;
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const branches = (s[keyword] ?? []).map((schema, index) => follow(doc, { schema, pointer: pointerTo(at.pointer, keyword, index), place: view.place }));
    const shapes = branches.filter((branch) => !isBareNull(branch.schema));
    if (shapes.length < branches.length) view.nullable = true;
    // `oneOf: [X, {type: null}]` is X that may be null: X is merged, not a variant.
    if (shapes.length === 1) {
      view.sole ??= shapes[0];
      merge(doc, view, shapes[0]!, depth + 1);
    }
    else view.variants.push(...shapes);
  }
  (s.allOf ?? []).forEach((schema, index) => {
    merge(doc, view, follow(doc, { schema, pointer: pointerTo(at.pointer, 'allOf', index), place: view.place }), depth + 1);
  });
}

function isBareNull(schema: Schema): boolean {
  return schema.type === 'null' || (Array.isArray(schema.type) && schema.type.length === 1 && schema.type[0] === 'null');
}
