// A runnable curl command for one operation, filled with the examples of its contract or,
// where it has none, with values made up deterministically from the schemas.
import type { MediaType, OpenApiDocument, OperationEntry, Parameter, Schema } from '../../lib/openapi/index.js';
import { exampleOf, resolve } from '../../lib/openapi/index.js';

/**
 * A curl command for `entry` against `baseUrl` that runs as copied: beyond a bare address, one
 * flag (or the address) per line with `\` continuations, and a JSON body set out over lines. The base URL
 * may start with a shell variable (`$API_BASE_URL`); the credential is read from the
 * environment variable `keyVariable`.
 */
export function curlExample(doc: OpenApiDocument, entry: OperationEntry, baseUrl: string, keyVariable = 'API_KEY'): string {
  const sample = (p: Parameter): unknown => p.example ?? sampleOf(doc, p.schema ?? Object.values(p.content ?? {})[0]?.schema);
  const path = entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = entry.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(parameter ? sample(parameter) : name));
  });
  const query = entry.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(sample(p)))}`);
  const url = `${baseUrl}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  const args = ['curl -sS', ...(entry.method === 'GET' ? [] : [`-X ${entry.method}`]), url.includes('$') ? doubleQuote(url) : quote(url)];
  args.push(...credentialArgs(doc, entry, keyVariable));
  for (const p of entry.parameters.filter((x) => x.in === 'header' && x.required)) args.push(`-H ${quote(`${p.name}: ${String(sample(p))}`)}`);
  const body = entry.operation.requestBody && resolve(doc, entry.operation.requestBody);
  const [media, content] = Object.entries(body?.content ?? {})[0] ?? [];
  if (body?.required && media && content) {
    args.push(`-H ${quote(`Content-Type: ${media}`)}`);
    const value = bodyExample(doc, content);
    // A JSON body is set out over lines inside its quotes, under its flag (R156).
    args.push(`--data ${typeof value === 'string' ? quote(value) : quote(JSON.stringify(value, null, 2)).replace(/\n/g, '\n  ')}`);
  }
  return args.length <= 2 ? args.join(' ') : args.join(' \\\n  ');
}

/** The value a sample sends as a body: the media type's first example, else one made up from its schema. */
export function bodyExample(doc: OpenApiDocument, media: MediaType): unknown {
  const example = exampleOf(doc, media);
  return example ? example.value : sampleOf(doc, media.schema);
}

function credentialArgs(doc: OpenApiDocument, entry: OperationEntry, keyVariable: string): string[] {
  const requirement = (entry.operation.security ?? doc.security ?? [])[0] ?? {};
  return Object.keys(requirement).flatMap((name) => {
    const raw = doc.components?.securitySchemes?.[name];
    const scheme = raw && resolve(doc, raw);
    if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') return ['-u "$API_USER:$API_PASSWORD"'];
    if (scheme?.type === 'apiKey' && scheme.in === 'header') return [`-H "${scheme.name}: $${keyVariable}"`];
    if (scheme?.type === 'apiKey' && scheme.in === 'cookie') return [`-b "${scheme.name}=$${keyVariable}"`];
    return [`-H "Authorization: Bearer $${keyVariable}"`];
  });
}

/** A value for `schema`: its example, default or first enum value, else one made up from its type. */
export function sampleOf(doc: OpenApiDocument, schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  const s = schema.$ref ? resolve(doc, schema) : schema;
  const given = s.examples?.[0] ?? s.example ?? s.default ?? s.const ?? s.enum?.[0];
  if (given !== undefined) return given;
  if (s.allOf) return Object.assign({}, ...s.allOf.map((part) => sampleOf(doc, part, depth + 1)));
  if (s.oneOf ?? s.anyOf) return sampleOf(doc, (s.oneOf ?? s.anyOf)![0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type ?? (s.properties ? 'object' : s.items ? 'array' : 'string')) {
    case 'object': {
      const required = new Set(s.required ?? []);
      return Object.fromEntries(Object.entries(s.properties ?? {}).filter(([name]) => required.has(name)).map(([name, p]) => [name, sampleOf(doc, p, depth + 1)]));
    }
    case 'array': return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sampleOf(doc, s.items, depth + 1));
    case 'integer':
    case 'number': return Math.min(Math.max(1, s.minimum ?? -Infinity), s.maximum ?? Infinity);
    case 'boolean': return true;
    case 'null': return null;
    default: return SAMPLE_STRINGS[s.format ?? ''] ?? 'string';
  }
}

const SAMPLE_STRINGS: Record<string, string> = {
  date: '2025-01-31',
  'date-time': '2025-01-31T12:00:00Z',
  email: 'name@example.com',
  uri: 'https://example.com/',
  uuid: '00000000-0000-4000-8000-000000000000',
};

/** Double-quotes a word for a POSIX shell, leaving its `$VARIABLE`s to expand. */
function doubleQuote(text: string): string {
  return `"${text.replace(/["\\`]/g, '\\$&')}"`;
}

/** Single-quotes a word for a POSIX shell. */
function quote(text: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
