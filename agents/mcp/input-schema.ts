// The input schema of an operation's tool, from the contract alone: one property per path,
// query and header parameter (by its name in the contract), and `body` for the request body,
// each with the contract's schema made standalone JSON Schema (component references under
// `$defs`). Required as the contract says; path parameters always.
import type { OpenApiDocument, OperationEntry, Schema } from '../../lib/openapi/index.js';
import { resolve, withDefinitions, type SchemaObject } from '../../lib/openapi/index.js';

/** The property that holds the request body. */
export const BODY = 'body';

/** Where each input of a tool goes in the request. */
export type InputPlace = 'path' | 'query' | 'header' | 'body';

export interface ToolInput {
  schema: SchemaObject;
  /** The request place of each property of the schema. */
  places: Map<string, InputPlace>;
  /** The media type of the body, when the operation takes one. */
  bodyMedia?: string;
}

/** The JSON Schema of the arguments of `entry`'s tool. */
export function toolInput(doc: OpenApiDocument, entry: OperationEntry): ToolInput {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const places = new Map<string, InputPlace>();
  for (const parameter of entry.parameters) {
    if (parameter.in === 'cookie') continue;
    const schema: Schema = parameter.schema ?? Object.values(parameter.content ?? {})[0]?.schema ?? {};
    properties[parameter.name] = described(schema, parameter.description);
    places.set(parameter.name, parameter.in);
    if (parameter.in === 'path' || parameter.required) required.push(parameter.name);
  }
  let bodyMedia: string | undefined;
  if (entry.operation.requestBody) {
    const body = resolve(doc, entry.operation.requestBody);
    const [media, content] = Object.entries(body.content ?? {})[0] ?? [];
    if (media !== undefined) {
      bodyMedia = media;
      properties[BODY] = described(content?.schema ?? {}, body.description);
      places.set(BODY, 'body');
      if (body.required) required.push(BODY);
    }
  }
  const schema = withDefinitions(doc, {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  });
  return { schema, places, ...(bodyMedia === undefined ? {} : { bodyMedia }) };
}

/** The schema with the parameter's description, unless the schema has its own. */
function described(schema: Schema, description: string | undefined): Schema {
  if (description === undefined || schema.description !== undefined) return schema;
  return schema.$ref === undefined ? { ...schema, description: description.trim() } : { allOf: [schema], description: description.trim() };
}
