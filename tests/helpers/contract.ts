// The invoicing contract (openapi/invoicing.yaml) as data, so that tests can be derived from
// it instead of restating it: every operation with its parameters, request body schema and
// responses, every `$ref` resolved, and whether it takes no bearer key (`security: []`); and
// every webhook (the events the service POSTs) the same way.
import { fileURLToPath } from 'node:url';
import type { HttpMethod, OpenApiDocument, Parameter as OpenApiParameter, Schema } from '../../lib/openapi/index.js';
import { exampleOf, operations as operationsOf, readOwnContract, resolve as follow, webhooks as webhooksOf } from '../../lib/openapi/index.js';

export type { HttpMethod };

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it) with every `$ref` resolved. */
export type JsonSchema = Schema;

/** A parameter as the tests see it: `required` spelled out and a schema always present. */
export type Parameter = Required<Pick<OpenApiParameter, 'name' | 'in' | 'required'>> & { schema: JsonSchema };

export interface ResponseSpec {
  description: string;
  /** The media type of the body, if the response has one. */
  contentType?: string;
  /** Every media type the response documents (an e-invoice is XML or PDF); the first is contentType. */
  contentTypes: string[];
  schema?: JsonSchema;
  /** Names of the documented response headers. */
  headers: string[];
}

export interface Operation {
  operationId: string;
  /** Lower case, as in the contract. */
  method: HttpMethod;
  /** As written in the contract, relative to the server URL: `/invoices/{invoice_id}`. */
  pathTemplate: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  headerParams: Parameter[];
  requestBodySchema?: JsonSchema;
  requestBodyRequired: boolean;
  /** By status code as written in the contract ('200', '404', ...). */
  responses: Record<string, ResponseSpec>;
  /** True when the operation takes no bearer key (`security: []`). */
  public: boolean;
  deprecated: boolean;
}

/** A webhook: a request the service makes, keyed by its name (an event type such as `invoice.paid`). */
export interface Webhook {
  name: string;
  operationId: string;
  method: HttpMethod;
  headerParams: Parameter[];
  requestBodySchema: JsonSchema;
  /** The example body the contract shows, if any. */
  example?: unknown;
}

export interface Contract {
  /** The path part of the first server URL, which every route is mounted under: `/v2`. */
  basePath: string;
  operations: Operation[];
  webhooks: Webhook[];
  /** A schema of `components/schemas`, resolved. */
  schema(name: string): JsonSchema;
  operation(operationId: string): Operation;
  /** The methods (upper case) that the contract defines for a path template. */
  methodsOf(pathTemplate: string): string[];
}

export const contractFile = new URL('../../openapi/invoicing.yaml', import.meta.url);

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A deep copy of `value` with every `$ref` replaced by its target; keywords beside a `$ref` win. */
function resolve(document: OpenApiDocument, value: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(document, item, seen));
  if (!isNode(value)) return value;
  const { $ref, ...rest } = value;
  const own = Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, resolve(document, item, seen)]));
  if (typeof $ref !== 'string') return own;
  if (seen.includes($ref)) throw new Error(`Recursive $ref ${$ref} is not supported.`);
  const target = resolve(document, follow(document, { $ref }), [...seen, $ref]);
  return isNode(target) ? { ...target, ...own } : target;
}

function parameter(p: OpenApiParameter): Parameter {
  return { name: p.name, in: p.in, required: p.required === true, schema: (p.schema ?? {}) as JsonSchema };
}

function response(raw: Node): ResponseSpec {
  const content = isNode(raw.content) ? raw.content : {};
  const [contentType, media] = Object.entries(content)[0] ?? [];
  const schema = isNode(media) && isNode(media.schema) ? (media.schema as JsonSchema) : undefined;
  return {
    description: String(raw.description ?? ''),
    ...(contentType === undefined ? {} : { contentType }),
    contentTypes: Object.keys(content),
    ...(schema === undefined ? {} : { schema }),
    headers: Object.keys(isNode(raw.headers) ? raw.headers : {}),
  };
}

/** Reads and resolves a contract; by default openapi/invoicing.yaml. */
export function loadContract(file: URL | string = contractFile): Contract {
  // folio's own contract from its JSON twin when it matches the YAML (R177), as the service reads it.
  const raw = readOwnContract(file instanceof URL ? fileURLToPath(file) : file);
  const document = resolve(raw, raw) as OpenApiDocument;
  const servers = document.servers ?? [];
  const basePath = servers[0] ? new URL(servers[0].url).pathname.replace(/\/$/, '') : '';
  const globalSecurity = document.security ?? [];

  const operations: Operation[] = operationsOf(document).map((entry) => {
    const op = entry.operation;
    const parameters = entry.parameters.map(parameter);
    const body = op.requestBody;
    const bodyContent = body?.content?.['application/json'];
    const security = op.security ?? globalSecurity;
    return {
      operationId: String(op.operationId),
      method: entry.method.toLowerCase() as HttpMethod,
      pathTemplate: entry.path,
      pathParams: parameters.filter((p) => p.in === 'path'),
      queryParams: parameters.filter((p) => p.in === 'query'),
      headerParams: parameters.filter((p) => p.in === 'header'),
      ...(bodyContent?.schema ? { requestBodySchema: bodyContent.schema as JsonSchema } : {}),
      requestBodyRequired: body?.required === true,
      responses: Object.fromEntries(Object.entries(op.responses ?? {}).map(([status, r]) => [status, response(r as Node)])),
      public: security.length === 0,
      deprecated: op.deprecated === true,
    };
  });

  const webhooks: Webhook[] = webhooksOf(document).map((entry) => ({
    name: entry.path,
    example: ((media) => (media ? exampleOf(document, media)?.value : undefined))(entry.operation.requestBody?.content?.['application/json']),
    operationId: String(entry.operation.operationId),
    method: entry.method.toLowerCase() as HttpMethod,
    headerParams: entry.parameters.map(parameter),
    requestBodySchema: (entry.operation.requestBody?.content?.['application/json']?.schema ?? {}) as JsonSchema,
  }));

  const schemas = (document.components?.schemas ?? {}) as Record<string, JsonSchema>;
  return {
    basePath,
    operations,
    webhooks,
    schema(name) {
      const found = schemas[name];
      if (!found) throw new Error(`The contract has no schema ${name}.`);
      return found;
    },
    operation(operationId) {
      const found = operations.find((op) => op.operationId === operationId);
      if (!found) throw new Error(`The contract has no operation ${operationId}.`);
      return found;
    },
    methodsOf(pathTemplate) {
      return operations.filter((op) => op.pathTemplate === pathTemplate).map((op) => op.method.toUpperCase());
    },
  };
}

/** The path of an operation with its path parameters filled in (URL-encoded). */
export function pathFor(op: Operation, values: Record<string, string>): string {
  return op.pathTemplate.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${op.operationId} needs a value for the path parameter ${name}.`);
    return encodeURIComponent(value);
  });
}
