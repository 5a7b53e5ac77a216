// Turns a schema of an OpenAPI document's components into a standalone JSON Schema
// (2020-12): the schema itself plus every component it references, under `$defs`
// (lib/openapi's withDefinitions). The manifest schema (/schema/v1.json) is made this way
// from openapi/site.yaml.
import { withDefinitions, type SchemaObject } from '../../lib/openapi/index.js';

export type { SchemaObject };

/** A JSON Schema 2020-12 document for `components.schemas[name]` of `doc`. */
export function standaloneSchema(doc: { components?: { schemas?: Record<string, unknown> } }, name: string, id?: string): SchemaObject {
  const schemas = doc.components?.schemas ?? {};
  if (!(name in schemas)) throw new Error(`the contract has no schema named ${name}`);
  const { $defs, ...root } = withDefinitions(doc, schemas[name], name);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    ...(id === undefined ? {} : { $id: id }),
    title: name,
    ...root,
    ...($defs === undefined ? {} : { $defs }),
  };
}
