// The input schema of an operation's tool, from the contract alone: one property per path,
// query and header parameter (by its name in the contract), and `body` for the request body,
// each with the contract's schema made standalone JSON Schema with every component reference
// inlined, and each saying its `type`, so that a generic client that follows no `$ref` knows
// to send `body` as an object (R146). Required as the contract says; path parameters always.
import type { OpenApiDocument, OperationEntry, Parameter, Schema } from '../../lib/openapi/index.js';
import { inlineDefinitions, resolve, type SchemaObject } from '../../lib/openapi/index.js';

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
  /** The query parameters sent as `name[key]=value` (`style: deepObject`). */
  deepObjects: Set<string>;
}

/** The JSON Schema of the arguments of `entry`'s tool. */
export function toolInput(doc: OpenApiDocument, entry: OperationEntry): ToolInput {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const places = new Map<string, InputPlace>();
  const deepObjects = new Set<string>();
  for (const parameter of entry.parameters) {
    if (parameter.in === 'cookie') continue;
    const schema: Schema = parameter.schema ?? Object.values(parameter.content ?? {})[0]?.schema ?? {};
    properties[parameter.name] = standalone(doc, schema, parameter.description);
    places.set(parameter.name, parameter.in);
    if (isDeepObject(parameter)) deepObjects.add(parameter.name);
    if (parameter.in === 'path' || parameter.required) required.push(parameter.name);
  }
  let bodyMedia: string | undefined;
  if (entry.operation.requestBody) {
    const body = resolve(doc, entry.operation.requestBody);
    const [media, content] = Object.entries(body.content ?? {})[0] ?? [];
    if (media !== undefined) {
      bodyMedia = media;
      properties[BODY] = standalone(doc, content?.schema ?? {}, body.description);
      places.set(BODY, 'body');
      if (body.required) required.push(BODY);
    }
  }
  const schema: SchemaObject = {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
  return { schema, places, deepObjects, ...(bodyMedia === undefined ? {} : { bodyMedia }) };
}

/** The schema inlined, with the parameter's or body's description unless the schema has its own, and its type said. */
function standalone(doc: OpenApiDocument, schema: Schema, description: string | undefined): SchemaObject {
  const inlined = inlineDefinitions(doc, schema);
  const withDescription = description === undefined || inlined.description !== undefined ? inlined : { ...inlined, description: description.trim() };
  const type = typeOf(withDescription);
  return type === undefined || withDescription.type !== undefined ? withDescription : { type, ...withDescription };
}

/** The type a schema says: its own, one that a branch of its `allOf` says, or the one every branch of its `oneOf` or `anyOf` says. */
function typeOf(schema: SchemaObject): unknown {
  if (schema.type !== undefined) return schema.type;
  const branches = (key: string) => (Array.isArray(schema[key]) ? (schema[key] as SchemaObject[]) : []);
  const all = branches('allOf').map(typeOf).find((type) => type !== undefined);
  if (all !== undefined) return all;
  const either = [...branches('oneOf'), ...branches('anyOf')].map(typeOf);
  const kinds = new Set(either.map((type) => JSON.stringify(type ?? null)));
  return either.length > 0 && kinds.size === 1 && either[0] !== undefined ? either[0] : undefined;
}

/** True for a query parameter serialised as `name[key]=value`. */
function isDeepObject(parameter: Parameter): boolean {
  return parameter.in === 'query' && parameter.style === 'deepObject';
}
