// The shapes of an OpenAPI 3.1 document that folio reads: the JSON Schema keywords, parameters,
// bodies, responses, operations and the document itself. Types only; nothing here runs.
/** The JSON Schema keywords that the compact notation reads. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  contentMediaType?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  /** A bound the value must pass (OpenAPI 3.1, a number); OpenAPI 3.0's `true` makes `minimum` exclusive. */
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  uniqueItems?: boolean;
  minContains?: number;
  maxContains?: number;
  contains?: Schema;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  maxProperties?: number;
  propertyNames?: Schema;
  pattern?: string;
  multipleOf?: number;
  default?: unknown;
  title?: string;
  description?: string;
  /** Sent by the service only (left out of requests) / by clients only (left out of responses). */
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  /** Which property names the branch of a `oneOf`/`anyOf` a value takes, and the value of each branch. */
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
  nullable?: boolean;
  example?: unknown;
  examples?: unknown[];
  /** A sentence for each enum value (a Redocly extension the reference pages read). */
  'x-enumDescriptions'?: Record<string, string>;
}

/** An Example Object: a value with a summary, or a `$ref` to one under `components/examples`. */
export interface Example { summary?: string; description?: string; value?: unknown; externalValue?: string; $ref?: string }
export interface MediaType { schema?: Schema; example?: unknown; examples?: Record<string, Example> }
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  /** How the value is written: `deepObject` writes an object's fields as `name[field]=value`. */
  style?: string;
  explode?: boolean;
  schema?: Schema;
  content?: Record<string, MediaType>;
  example?: unknown;
  $ref?: string;
}
export interface RequestBody { required?: boolean; description?: string; content?: Record<string, MediaType>; $ref?: string }
/** A Header Object: a response header, described as a parameter is but for its name and place. */
export interface Header { description?: string; required?: boolean; schema?: Schema; content?: Record<string, MediaType>; $ref?: string }
export interface Response { description?: string; content?: Record<string, MediaType>; headers?: Record<string, Header>; $ref?: string }
export type SecurityRequirement = Record<string, string[]>;
export interface SecurityScheme { type: string; scheme?: string; in?: string; name?: string; $ref?: string }
export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses?: Record<string, Response>;
  security?: SecurityRequirement[];
  /** On a site's route: it serves, byte for byte, the file of this other fixed route (`/api/invoicing.json`). */
  'x-copy-of'?: string;
}
export type PathItem = { parameters?: Parameter[] } & { [method: string]: Operation | Parameter[] | undefined };
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; summary?: string; description?: string };
  servers?: Array<{ url: string; description?: string }>;
  security?: SecurityRequirement[];
  tags?: Array<{ name: string; description?: string }>;
  paths?: Record<string, PathItem>;
  /** The requests the API makes to its consumers (OpenAPI 3.1), by name. */
  webhooks?: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, Schema>;
    securitySchemes?: Record<string, SecurityScheme>;
    [kind: string]: Record<string, unknown> | undefined;
  };
}
