// Walking an OpenAPI document: the one list of HTTP methods, local `$ref` resolution, and
// every operation (under `paths`) and every webhook (OpenAPI 3.1's top-level `webhooks`) in
// document order with its parameters merged.
import type { OpenApiDocument, Operation, Parameter, PathItem } from './document.js';

/** One operation (or webhook) with its path-level and operation-level parameters merged and resolved. */
export interface OperationEntry {
  id: string;
  /**
   * The entry's name in file and URL paths, unique in its walk whatever the case: its
   * operationId (a webhook's name) when that is already a letter followed by letters, digits,
   * `_`, `.` or `-`; otherwise one made from it (`meta/root` -> `meta-root`, accents dropped), or
   * from the method and path when it has none, with `-2`, `-3`... after one already taken (R171).
   */
  slug: string;
  method: string;
  path: string;
  operation: Operation;
  parameters: Parameter[];
}

/** The methods an OpenAPI path item may hold, lower case, in the specification's order. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export type HttpMethod = (typeof HTTP_METHODS)[number];

/** True when `key` of a path item names an operation. */
export function isHttpMethod(key: string): key is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(key);
}

/** Follows local `$ref`s (`#/...`) until it reaches an object without one. */
export function resolve<T extends object>(doc: OpenApiDocument, value: T): T {
  return resolveAt(doc, value, '').value;
}

/**
 * Follows local `$ref`s from `value`, found at the JSON pointer `pointer`, and says where it
 * ended: the target and its JSON pointer (`pointer` itself when `value` has no `$ref`).
 */
export function resolveAt<T extends object>(doc: OpenApiDocument, value: T, pointer: string): { value: T; pointer: string } {
  let current = value as T & { $ref?: string };
  let at = pointer;
  const followed: string[] = [];
  while (typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`cannot resolve $ref ${ref}: only local references are supported`);
    if (followed.includes(ref)) throw new Error(`$ref ${ref} leads back to itself: ${[...followed.slice(followed.indexOf(ref)), ref].join(' -> ')}`);
    followed.push(ref);
    let target: unknown = doc;
    for (const raw of ref.slice(2).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      target = target !== null && typeof target === 'object' ? (target as Record<string, unknown>)[key] : undefined;
    }
    if (target === undefined || target === null || typeof target !== 'object') throw new Error(`$ref ${ref} points at nothing`);
    current = target as T & { $ref?: string };
    at = ref.slice(1);
  }
  return { value: current, pointer: at };
}

/** Every operation in document order: paths as written, methods as written in each path. */
export function operations(doc: OpenApiDocument): OperationEntry[] {
  return walk(doc, doc.paths);
}

/**
 * Every webhook in document order: the requests the API makes to its consumers, each keyed by
 * its name (`path` holds the name, such as `invoice.paid`), with the methods as written.
 */
export function webhooks(doc: OpenApiDocument): OperationEntry[] {
  return walk(doc, doc.webhooks);
}

/**
 * How an entry is named to a reader (a page's heading and title, the sidebar, search): its
 * summary, else its operationId, else its path (a webhook's name), the order Redoc falls back in.
 * Both fields are optional, so an operation may have neither.
 */
export function entryTitle(entry: OperationEntry): string {
  return entry.operation.summary?.trim() || entry.id || entry.path;
}

/** A name usable as a path segment: a letter, then letters, digits, `_`, `.` or `-`. */
export const SAFE_NAME = /^[A-Za-z][A-Za-z0-9_.-]*$/;

/** `name` made into a SAFE_NAME: accents dropped, every other run of characters a hyphen; empty when nothing is left. */
export function safeName(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const words = ascii.replace(/[^A-Za-z0-9_.]+/g, '-').replace(/\.{2,}/g, '.').replace(/^[-_.]+|[-_.]+$/g, '');
  if (words === '') return '';
  return /^[A-Za-z]/.test(words) ? words : `op-${words}`;
}

function walk(doc: OpenApiDocument, items: Record<string, PathItem> | undefined): OperationEntry[] {
  const entries: OperationEntry[] = [];
  const taken = new Set<string>();
  const slugOf = (wanted: string, fallback: string): string => {
    const base = SAFE_NAME.test(wanted) ? wanted : safeName(wanted) || safeName(fallback) || 'operation';
    let slug = base;
    for (let n = 2; taken.has(slug.toLowerCase()); n += 1) slug = `${base}-${n}`;
    taken.add(slug.toLowerCase());
    return slug;
  };
  for (const [path, raw] of Object.entries(items ?? {})) {
    const item = resolve(doc, raw);
    const shared = (item.parameters ?? []).map((p) => resolve(doc, p));
    for (const [key, value] of Object.entries(item)) {
      if (!isHttpMethod(key)) continue;
      const operation = value as Operation;
      const own = (operation.parameters ?? []).map((p) => resolve(doc, p));
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      const id = operation.operationId ?? '';
      entries.push({ id, slug: slugOf(items === doc.webhooks ? path : id, `${key}-${path}`), method: key.toUpperCase(), path, operation, parameters });
    }
  }
  return entries;
}
