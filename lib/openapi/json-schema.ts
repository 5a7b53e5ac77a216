// OpenAPI schemas as standalone JSON Schema (2020-12), in two forms. `withDefinitions`: a
// schema that refers to components (`#/components/schemas/Name`) gets every component it needs
// under `$defs`, its references rewritten to `#/$defs/Name` (the site's manifest schema).
// `inlineDefinitions`: every reference replaced by the component itself, so that a reader
// that follows no `$ref` still sees each value's type (folio mcp's tool inputs, R146).

const COMPONENT = '#/components/schemas/';

export type SchemaObject = { [key: string]: unknown };

/** `schema` with its component references rewritten, and the components it needs under `$defs` (none: no `$defs`). */
export function withDefinitions(doc: { components?: { schemas?: Record<string, unknown> } }, schema: unknown, except?: string): SchemaObject {
  const schemas = doc.components?.schemas ?? {};
  const needed = new Set<string>();
  const visit = (component: string): void => {
    if (needed.has(component)) return;
    if (!(component in schemas)) throw new Error(`the contract refers to a missing schema ${component}`);
    needed.add(component);
    for (const ref of refsIn(schemas[component])) visit(ref);
  };
  for (const ref of refsIn(schema)) visit(ref);
  if (except !== undefined) needed.delete(except);
  const defs: SchemaObject = {};
  for (const component of Object.keys(schemas)) if (needed.has(component)) defs[component] = rewriteRefs(schemas[component]);
  return { ...(rewriteRefs(schema) as SchemaObject), ...(Object.keys(defs).length > 0 ? { $defs: defs } : {}) };
}

/** Keywords that only annotate: beside a `$ref`, they are laid over the component they describe. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly', '$comment']);

/**
 * `schema` with every component reference replaced by a copy of the component, itself inlined.
 * Annotations beside a reference (its `description`) override the component's; any other
 * keyword beside one keeps both as `allOf`, with the component's `type` repeated outside. A
 * component reached again inside itself cannot be inlined: it stays a reference into `$defs`.
 */
export function inlineDefinitions(doc: { components?: { schemas?: Record<string, unknown> } }, schema: unknown): SchemaObject {
  const schemas = doc.components?.schemas ?? {};
  const recursive = new Map<string, unknown>();
  const inline = (value: unknown, within: readonly string[]): unknown => {
    if (Array.isArray(value)) return value.map((item) => inline(item, within));
    if (value === null || typeof value !== 'object') return value;
    const { $ref, ...rest } = value as SchemaObject;
    const siblings = Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, inline(child, within)]));
    if (typeof $ref !== 'string' || !$ref.startsWith(COMPONENT)) return $ref === undefined ? siblings : { $ref, ...siblings };
    const name = $ref.slice(COMPONENT.length);
    if (!(name in schemas)) throw new Error(`the contract refers to a missing schema ${name}`);
    if (within.includes(name)) {
      if (!recursive.has(name)) {
        recursive.set(name, undefined);
        recursive.set(name, inline(schemas[name], [name]));
      }
      return { $ref: `#/$defs/${name}`, ...siblings };
    }
    const target = inline(schemas[name], [...within, name]) as SchemaObject;
    if (Object.keys(siblings).every((key) => ANNOTATIONS.has(key))) return { ...target, ...siblings };
    return { ...(target.type === undefined ? {} : { type: target.type }), allOf: [target], ...siblings };
  };
  const root = inline(schema, []) as SchemaObject;
  return recursive.size > 0 ? { ...root, $defs: Object.fromEntries(recursive) } : root;
}

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== 'object') return [];
  const found: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string' && child.startsWith(COMPONENT)) found.push(child.slice(COMPONENT.length));
    else found.push(...refsIn(child));
  }
  return found;
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== 'object') return value;
  const out: SchemaObject = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] = key === '$ref' && typeof child === 'string' && child.startsWith(COMPONENT)
      ? `#/$defs/${child.slice(COMPONENT.length)}`
      : rewriteRefs(child);
  }
  return out;
}
