// Reading an OpenAPI 3.1 document: the shapes sitegen relies on, local `$ref` resolution,
// the list of operations in document order, and source places for error messages.
import { readFile } from 'node:fs/promises';
import { LineCounter, parseDocument } from 'yaml';
import type { Place } from '../content/content-error.js';
import { Problems } from '../content/content-error.js';
import { OPERATION_ID } from '../paths.js';

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
  description?: string;
  nullable?: boolean;
  example?: unknown;
  examples?: unknown[];
  /** A sentence for each enum value (a Redocly extension the reference pages read). */
  'x-enumDescriptions'?: Record<string, string>;
}

export interface MediaType { schema?: Schema; example?: unknown }
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: Schema;
  content?: Record<string, MediaType>;
  example?: unknown;
  $ref?: string;
}
export interface RequestBody { required?: boolean; description?: string; content?: Record<string, MediaType>; $ref?: string }
export interface Response { description?: string; content?: Record<string, MediaType>; $ref?: string }
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
}
export type PathItem = { parameters?: Parameter[] } & { [method: string]: Operation | Parameter[] | undefined };
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; summary?: string; description?: string };
  servers?: Array<{ url: string; description?: string }>;
  security?: SecurityRequirement[];
  tags?: Array<{ name: string; description?: string }>;
  paths?: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, Schema>;
    securitySchemes?: Record<string, SecurityScheme>;
    [kind: string]: Record<string, unknown> | undefined;
  };
}

/** An OpenAPI document with the file it came from and a way to place its nodes. */
export interface Contract {
  file: string;
  doc: OpenApiDocument;
  /** The source place of the node at `path` (keys and indexes from the root), if known. */
  place(path: ReadonlyArray<string | number>): Place | undefined;
}

/** One operation with its path-level and operation-level parameters merged and resolved. */
export interface OperationEntry {
  id: string;
  method: string;
  path: string;
  operation: Operation;
  parameters: Parameter[];
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Parses an OpenAPI 3.1 YAML or JSON file; syntax and shape problems go to `problems`. */
export async function loadContract(absolute: string, file: string, problems: Problems): Promise<Contract | undefined> {
  const lineCounter = new LineCounter();
  const parsed = parseDocument(await readFile(absolute, 'utf8'), { lineCounter });
  for (const error of parsed.errors) {
    const at = error.linePos?.[0];
    const reason = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    problems.add(file, at && { line: at.line, column: at.col }, `invalid YAML: ${reason}`);
  }
  if (parsed.errors.length > 0) return undefined;
  const doc = parsed.toJS({ maxAliasCount: -1 }) as OpenApiDocument;
  const place = (path: ReadonlyArray<string | number>): Place | undefined => {
    const node = parsed.getIn(path, true) as { range?: [number, number, number] } | undefined;
    const offset = node?.range?.[0];
    if (offset === undefined) return undefined;
    const at = lineCounter.linePos(offset);
    return { line: at.line, column: at.col };
  };
  if (typeof doc?.openapi !== 'string' || !doc.openapi.startsWith('3.1')) {
    problems.add(file, place(['openapi']), 'not an OpenAPI 3.1 document (`openapi: 3.1.x` expected)');
    return undefined;
  }
  if (typeof doc.info?.title !== 'string' || typeof doc.info?.version !== 'string') {
    problems.add(file, place(['info']), '`info.title` and `info.version` are required');
    return undefined;
  }
  return { file, doc, place };
}

/** Follows local `$ref`s (`#/...`) until it reaches an object without one. */
export function resolve<T extends object>(doc: OpenApiDocument, value: T): T {
  let current = value as T & { $ref?: string };
  for (let hops = 0; typeof current.$ref === 'string'; hops += 1) {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || hops > 32) throw new Error(`cannot resolve $ref ${ref}: only local references are supported`);
    let target: unknown = doc;
    for (const raw of ref.slice(2).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      target = target !== null && typeof target === 'object' ? (target as Record<string, unknown>)[key] : undefined;
    }
    if (target === undefined || target === null || typeof target !== 'object') throw new Error(`$ref ${ref} points at nothing`);
    current = target as T & { $ref?: string };
  }
  return current;
}

/** Every operation in document order: paths as written, methods as written in each path. */
export function operations(doc: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const shared = (item.parameters ?? []).map((p) => resolve(doc, p));
    for (const [key, value] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(key)) continue;
      const operation = value as Operation;
      const own = (operation.parameters ?? []).map((p) => resolve(doc, p));
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      entries.push({ id: operation.operationId ?? '', method: key.toUpperCase(), path, operation, parameters });
    }
  }
  return entries;
}

/** Reports operations without a usable, unique operationId (ids become file names). */
export function checkOperationIds(contract: Contract, problems: Problems): void {
  const seen = new Map<string, string>();
  for (const entry of operations(contract.doc)) {
    const operationPath = ['paths', entry.path, entry.method.toLowerCase()];
    const where = contract.place([...operationPath, 'operationId']) ?? contract.place(operationPath);
    const name = `${entry.method} ${entry.path}`;
    if (!entry.id) problems.add(contract.file, where, `${name} has no operationId`);
    else if (!OPERATION_ID.test(entry.id)) problems.add(contract.file, where, `operationId ${JSON.stringify(entry.id)} of ${name} is not a letter followed by letters, digits, "_", "." or "-"`);
    else if (seen.has(entry.id.toLowerCase())) problems.add(contract.file, where, `operationId ${entry.id} is used twice (also by ${seen.get(entry.id.toLowerCase())})`);
    else seen.set(entry.id.toLowerCase(), name);
  }
}
