// OpenAPI schemas as standalone JSON Schema (2020-12): a schema that refers to components
// (`#/components/schemas/Name`) gets every component it needs under `$defs`, its references
// rewritten to `#/$defs/Name`. The site's manifest schema and folio mcp's tool inputs are
// made this way.

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
