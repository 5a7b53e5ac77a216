// The digest model behind the compact notation, and how it is read off an OpenAPI 3.1
// document. write.ts renders it; parse.ts reads the text back into it.
import type { TypeExpr } from './types.js';
import { noteOf, refsOf, typeOf } from './types.js';
import type { OpenApiDocument, SecurityRequirement } from '../../lib/openapi/index.js';
import type { OperationEntry } from '../../lib/openapi/index.js';
import { operations, resolve, webhooks } from '../../lib/openapi/index.js';

export type InputPlace = 'path' | 'query' | 'header' | 'cookie' | 'body';
export interface DigestInput { in: InputPlace; name: string; required: boolean; type: TypeExpr; default?: unknown; media?: string; note?: string }
export interface DigestOutcome { status: string; type?: TypeExpr; media?: string; note?: string }
export interface DigestOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  deprecated: boolean;
  /** The credential the operation takes, e.g. `bearer` or `none`. */
  auth: string;
  inputs: DigestInput[];
  responses: DigestOutcome[];
  failures: DigestOutcome[];
}
export interface DigestType { name: string; type: TypeExpr; note?: string }
export interface Digest {
  meta: { api: string; bases: Array<{ url: string; note?: string }>; version: string; auth: string };
  ops: DigestOperation[];
  /** The requests the API makes to its consumers (OpenAPI 3.1 `webhooks`), each `id` its name and `path` empty; absent when there are none. */
  webhooks?: DigestOperation[];
  types: DigestType[];
}

export interface DigestOptions {
  /** Replaces the document's servers as the single base URL. */
  baseUrl?: string;
  /** Keep whole descriptions instead of their first sentence. */
  fullNotes?: boolean;
}

const JSON_MEDIA = 'application/json';

/** Starts the description line of a deprecated operation. */
export const DEPRECATED = '(deprecated)';

/** Starts the marker line that gives the media type of the input or outcome above it. */
export const MEDIA = 'media: ';

/** The digest of every operation and webhook of `doc`, with the component types they refer to. */
export function digestOf(doc: OpenApiDocument, options: DigestOptions = {}): Digest {
  const full = options.fullNotes ?? false;
  const ops = operations(doc).map((entry) => operationOf(doc, entry, full));
  // A webhook's summary is often just its name, which the digest already gives.
  const hooks = webhooks(doc).map((entry) => {
    const op = operationOf(doc, entry, full);
    const summary = op.summary === entry.path ? noteOf(entry.operation.description, false) ?? '' : op.summary;
    return { ...op, id: entry.path, path: '', summary };
  });
  return {
    meta: {
      api: oneLine(doc.info.title),
      bases: options.baseUrl ? [{ url: options.baseUrl }] : (doc.servers ?? []).map((s) => withOptional({ url: s.url }, { note: noteOf(s.description) })),
      version: oneLine(doc.info.version),
      auth: authOf(doc, doc.security),
    },
    ops,
    ...(hooks.length > 0 ? { webhooks: hooks } : {}),
    types: typesFor(doc, [...ops, ...hooks], full),
  };
}

function operationOf(doc: OpenApiDocument, entry: OperationEntry, full: boolean): DigestOperation {
  const { operation } = entry;
  const inputs: DigestInput[] = entry.parameters.map((p) => {
    const media = p.schema ? undefined : Object.values(p.content ?? {})[0];
    const schema = p.schema ?? media?.schema;
    const fallback = schema?.$ref ? resolve(doc, schema).default : schema?.default;
    return withOptional({ in: p.in, name: p.name, required: p.in === 'path' || p.required === true, type: typeOf(doc, schema) }, {
      default: fallback,
      note: noteOf(p.description, full),
    });
  });
  if (operation.requestBody) {
    const body = resolve(doc, operation.requestBody);
    for (const [media, content] of Object.entries(body.content ?? {})) {
      inputs.push(withOptional({ in: 'body', name: '', required: body.required === true, type: typeOf(doc, content.schema) }, {
        media: mediaLabel(media),
        note: noteOf(body.description, full),
      }));
    }
  }
  const outcomes: DigestOutcome[] = [];
  for (const [status, raw] of Object.entries(operation.responses ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const response = resolve(doc, raw);
    const note = noteOf(response.description, full);
    const contents = Object.entries(response.content ?? {});
    if (contents.length === 0) outcomes.push(withOptional({ status }, { note }));
    for (const [media, content] of contents) outcomes.push(withOptional({ status, type: typeOf(doc, content.schema) }, { media: mediaLabel(media), note }));
  }
  return {
    id: entry.id,
    method: entry.method,
    path: entry.path,
    summary: oneLine(operation.summary ?? '') || noteOf(operation.description, false) || '',
    deprecated: operation.deprecated === true,
    auth: authOf(doc, operation.security ?? doc.security),
    inputs,
    responses: outcomes.filter((o) => isSuccess(o.status)),
    failures: outcomes.filter((o) => !isSuccess(o.status)),
  };
}

/** The digest restricted to one operation and the types it needs, or undefined. */
export function operationDigest(digest: Digest, id: string): Digest | undefined {
  const op = digest.ops.find((o) => o.id === id);
  if (!op) return undefined;
  const needed = closure(digest.types, [op]);
  return { meta: { ...digest.meta, auth: op.auth }, ops: [op], types: digest.types.filter((t) => needed.has(t.name)) };
}

/** Success outcomes are 1xx to 3xx; everything else (4xx, 5xx, `default`) is a failure. */
export function isSuccess(status: string): boolean {
  return /^[123]/.test(status);
}

/** How a media type is written: lowercase, no spaces; JSON is the default and left out. */
export function mediaLabel(media: string): string | undefined {
  const label = media.toLowerCase().replace(/\s+/g, '');
  return label === JSON_MEDIA ? undefined : label;
}

function typesFor(doc: OpenApiDocument, ops: DigestOperation[], full: boolean): DigestType[] {
  const all = Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) =>
    withOptional({ name, type: typeOf(doc, schema, { full }) }, { note: noteOf(schema.description, full) }));
  const needed = closure(all, ops);
  return all.filter((t) => needed.has(t.name));
}

function closure(types: DigestType[], ops: DigestOperation[]): Set<string> {
  const byName = new Map(types.map((t) => [t.name, t]));
  const needed = new Set<string>();
  const queue = ops.flatMap((op) => [...op.inputs, ...op.responses, ...op.failures]).flatMap((x) => (x.type ? [...refsOf(x.type)] : []));
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (needed.has(name)) continue;
    needed.add(name);
    const type = byName.get(name);
    if (type) queue.push(...refsOf(type.type));
  }
  return needed;
}

/** The credential as a short phrase: alternatives joined by ` | `, schemes required together by ` + `. */
function authOf(doc: OpenApiDocument, security: SecurityRequirement[] | undefined): string {
  if (!security || security.length === 0) return 'none';
  return security.map((requirement) => {
    const names = Object.keys(requirement);
    if (names.length === 0) return 'none';
    return names.map((name) => {
      const raw = doc.components?.securitySchemes?.[name];
      const scheme = raw ? resolve(doc, raw) : undefined;
      const scopes = requirement[name].length > 0 ? `(${requirement[name].join(',')})` : '';
      if (scheme?.type === 'http') return (scheme.scheme ?? 'http').toLowerCase();
      if (scheme?.type === 'apiKey') return `${scheme.in} ${scheme.name}`;
      return `${scheme?.type ?? name}${scopes}`;
    }).join(' + ');
  }).join(' | ');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function withOptional<T extends object>(base: T, extra: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(extra)) if (value !== undefined && value !== '') out[key] = value;
  return out as T;
}
