// Turns a schema of an OpenAPI document's components into a standalone JSON Schema
// (2020-12): the schema itself plus every component it references, under `$defs`.
// The manifest schema (/schema/v1.json) is made this way from openapi/site.yaml.

const COMPONENT = '#/components/schemas/';

export type SchemaObject = { [key: string]: unknown };

/** A JSON Schema 2020-12 document for `components.schemas[name]` of `doc`. */
export function standaloneSchema(doc: { components?: { schemas?: Record<string, unknown> } }, name: string, id?: string): SchemaObject {
  const schemas = doc.components?.schemas ?? {};
  if (!(name in schemas)) throw new Error(`the contract has no schema named ${name}`);
  const needed = new Set<string>();
  const visit = (component: string): void => {
    if (needed.has(component)) return;
    if (!(component in schemas)) throw new Error(`the contract refers to a missing schema ${component}`);
    needed.add(component);
    for (const ref of refsIn(schemas[component])) visit(ref);
  };
  visit(name);
  const defs: SchemaObject = {};
  for (const component of Object.keys(schemas)) {
    if (component !== name && needed.has(component)) defs[component] = rewriteRefs(schemas[component]);
  }
  const root = rewriteRefs(schemas[name]) as SchemaObject;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    ...(id === undefined ? {} : { $id: id }),
    title: name,
    ...root,
    ...(Object.keys(defs).length > 0 ? { $defs: defs } : {}),
  };
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
