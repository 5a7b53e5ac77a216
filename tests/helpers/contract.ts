// The invoicing contract (openapi/invoicing.yaml) as data, so that tests can be derived from
// it instead of restating it: every operation with its parameters, request body schema and
// responses, every `$ref` resolved, and whether it takes no bearer key (`security: []`).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it) with every `$ref` resolved. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  maxProperties?: number;
  pattern?: string;
  format?: string;
  [keyword: string]: unknown;
}

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface ResponseSpec {
  description: string;
  /** The media type of the body, if the response has one. */
  contentType?: string;
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

export interface Contract {
  /** The path part of the first server URL, which every route is mounted under: `/v2`. */
  basePath: string;
  operations: Operation[];
  /** A schema of `components/schemas`, resolved. */
  schema(name: string): JsonSchema;
  operation(operationId: string): Operation;
  /** The methods (upper case) that the contract defines for a path template. */
  methodsOf(pathTemplate: string): string[];
}

export const contractFile = new URL('../../openapi/invoicing.yaml', import.meta.url);

const methods: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a local JSON pointer (`#/components/schemas/Money`). */
function pointer(document: Node, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, not ${ref}.`);
  return ref.slice(2).split('/').reduce<unknown>((node, raw) => {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isNode(node) || !(key in node)) throw new Error(`Unresolvable $ref ${ref}.`);
    return node[key];
  }, document);
}

/** A deep copy of `value` with every `$ref` replaced by its target; keywords beside a `$ref` win. */
function resolve(document: Node, value: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(document, item, seen));
  if (!isNode(value)) return value;
  const { $ref, ...rest } = value;
  const own = Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, resolve(document, item, seen)]));
  if (typeof $ref !== 'string') return own;
  if (seen.includes($ref)) throw new Error(`Recursive $ref ${$ref} is not supported.`);
  const target = resolve(document, pointer(document, $ref), [...seen, $ref]);
  return isNode(target) ? { ...target, ...own } : target;
}

function response(raw: Node): ResponseSpec {
  const content = isNode(raw.content) ? raw.content : {};
  const [contentType, media] = Object.entries(content)[0] ?? [];
  const schema = isNode(media) && isNode(media.schema) ? (media.schema as JsonSchema) : undefined;
  return {
    description: String(raw.description ?? ''),
    ...(contentType === undefined ? {} : { contentType }),
    ...(schema === undefined ? {} : { schema }),
    headers: Object.keys(isNode(raw.headers) ? raw.headers : {}),
  };
}

/** Reads and resolves a contract; by default openapi/invoicing.yaml. */
export function loadContract(file: URL | string = contractFile): Contract {
  const raw = parse(readFileSync(file, 'utf8')) as Node;
  const document = resolve(raw, raw) as Node;
  const paths = (document.paths ?? {}) as Record<string, Node>;
  const servers = (document.servers ?? []) as Array<{ url: string }>;
  const basePath = servers[0] ? new URL(servers[0].url).pathname.replace(/\/$/, '') : '';
  const globalSecurity = Array.isArray(document.security) ? document.security : [];

  const operations: Operation[] = [];
  for (const [pathTemplate, item] of Object.entries(paths)) {
    const shared = (item.parameters ?? []) as Parameter[];
    for (const method of methods) {
      const op = item[method];
      if (!isNode(op)) continue;
      // Operation-level parameters override path-level ones of the same name and location.
      const own = (op.parameters ?? []) as Parameter[];
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own]
        .map((p) => ({ name: p.name, in: p.in, required: p.required === true, schema: p.schema ?? {} }));
      const body = isNode(op.requestBody) ? op.requestBody : undefined;
      const bodyContent = body && isNode(body.content) ? body.content['application/json'] : undefined;
      const security = Array.isArray(op.security) ? op.security : globalSecurity;
      operations.push({
        operationId: String(op.operationId),
        method,
        pathTemplate,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        headerParams: parameters.filter((p) => p.in === 'header'),
        ...(isNode(bodyContent) && isNode(bodyContent.schema) ? { requestBodySchema: bodyContent.schema as JsonSchema } : {}),
        requestBodyRequired: body?.required === true,
        responses: Object.fromEntries(Object.entries((op.responses ?? {}) as Record<string, Node>).map(([status, r]) => [status, response(r)])),
        public: security.length === 0,
        deprecated: op.deprecated === true,
      });
    }
  }

  const schemas = ((document.components as Node | undefined)?.schemas ?? {}) as Record<string, JsonSchema>;
  return {
    basePath,
    operations,
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
