// The `fields` source: the fields of a resource as the API returns it, with their type,
// whether a create must send them, and their bounds and meaning, for
// `::generated{source="fields" schema="Customer" create="CustomerCreate"}`. Bounds come from
// the create schema (what the service checks), meanings from either; a field the create
// schema lacks is assigned by the service. Without `create`, the schema is its own create.
import type { GeneratedSource } from '../sitegen/content/index.js';
import type { OpenApiDocument, Schema } from '../lib/openapi/index.js';
import { checkAttributes, code, markdownTable, sentence } from '../sitegen/content/index.js';
import { boundsPhrase, descriptionOf, followed, hasFields, isNullable, typeLabel } from './schema-rules.js';

/** The `fields` source for the contract `doc`. */
export function fieldsTable(doc: OpenApiDocument): GeneratedSource {
  return (attributes) => {
    checkAttributes('fields', attributes, ['schema'], ['create']);
    const shown = objectSchema(doc, attributes.schema!);
    const create = attributes.create === undefined ? shown : objectSchema(doc, attributes.create);
    const rows = Object.entries(shown.properties ?? {}).map(([name, property]) => {
      const sent = create.properties?.[name];
      const onCreate = sent === undefined ? 'assigned' : create.required?.includes(name) ? 'required' : 'optional';
      const checked = sent ?? property;
      const bounds = boundsPhrase(doc, checked);
      const description = descriptionOf(doc, property) || descriptionOf(doc, checked);
      const notes = [bounds, description].filter(Boolean).map((text) => sentence(text!)).join(' ');
      // The returned field may be null where the create schema does not say so (an assigned default).
      const type = typeLabel(doc, isNullable(followed(doc, property)) ? property : checked);
      return [code(name), type, onCreate, notes];
    });
    return markdownTable(['Field', 'Type', 'On create', 'Notes'], rows);
  };
}

function objectSchema(doc: OpenApiDocument, name: string): Schema {
  const schema = doc.components?.schemas?.[name];
  if (!schema) throw new Error(`the contract has no schema ${name}`);
  if (!hasFields(doc, schema)) throw new Error(`schema ${name} is not an object with properties`);
  return followed(doc, schema);
}
