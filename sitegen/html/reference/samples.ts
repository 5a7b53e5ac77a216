// The samples of a reference page, generated from the contract's examples: a curl command
// and, for an API with a typed client (openapi-fetch style: `client.GET(path, { params, body })`),
// a TypeScript call after the setup that the host hands the build; and the example of the
// operation's first success response.
import { STATUS_CODES } from 'node:http';
import type { OpenApiDocument, OperationEntry, Parameter } from '../../../lib/openapi/index.js';
import { exampleOf, resolve } from '../../../lib/openapi/index.js';
import { bodyExample, curlExample, sampleOf } from '../../contracts/index.js';
import type { TryItSettings } from './try-it-form.js';

/** How the samples of one API reach it. */
export interface SampleSettings {
  /** The base URL in curl samples, possibly a shell variable (`$API_BASE_URL`). Default: the contract's first server. */
  baseUrl?: string;
  /** The environment variable that holds the credential in curl samples. Default: `API_KEY`. */
  keyVariable?: string;
  /** TypeScript that imports a typed client and declares `client`; without it there is no TypeScript sample. */
  clientSetup?: string;
  /** A Try it panel on every operation page, with these settings; without it there is none. */
  tryIt?: TryItSettings;
}

export interface Sample { label: string; lang: string; code: string }

/** The samples of one operation. */
export function samplesOf(doc: OpenApiDocument, entry: OperationEntry, settings: SampleSettings, siteBaseUrl: string): Sample[] {
  const baseUrl = settings.baseUrl ?? serverUrl(doc) ?? siteBaseUrl;
  const samples: Sample[] = [{ label: 'curl', lang: 'sh', code: curlExample(doc, entry, baseUrl, settings.keyVariable) }];
  if (settings.clientSetup) samples.push({ label: 'TypeScript', lang: 'ts', code: `${settings.clientSetup.trim()}\n\n${clientCall(doc, entry)}` });
  return samples;
}

/**
 * The URL of the contract's first server as a sample calls it: its variables (`{region}`) set
 * to their defaults, no trailing slash, and a relative URL (`/v1`) after `$API_BASE_URL`.
 */
export function serverUrl(doc: OpenApiDocument): string | undefined {
  const server = doc.servers?.[0] as { url: string; variables?: Record<string, { default?: unknown }> } | undefined;
  if (!server || typeof server.url !== 'string') return undefined;
  const url = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = server.variables?.[name]?.default;
    return value === undefined ? whole : String(value);
  }).replace(/\/+$/, '');
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `$API_BASE_URL${url.startsWith('/') || url === '' ? '' : '/'}${url}`;
}

/** `const { data, error } = await client.METHOD(path, { params, body });` with sample values. */
function clientCall(doc: OpenApiDocument, entry: OperationEntry): string {
  const value = (p: Parameter): unknown => p.example ?? sampleOf(doc, p.schema ?? Object.values(p.content ?? {})[0]?.schema);
  const params: string[] = [];
  for (const place of ['path', 'query', 'header'] as const) {
    const chosen = entry.parameters.filter((p) => p.in === place && (place === 'path' || p.required));
    if (chosen.length > 0) params.push(`${place}: { ${chosen.map((p) => `${key(p.name)}: ${JSON.stringify(value(p))}`).join(', ')} }`);
  }
  const options: string[] = [];
  if (params.length > 0) options.push(`  params: { ${params.join(', ')} },`);
  const body = entry.operation.requestBody && resolve(doc, entry.operation.requestBody);
  const json = body?.content?.['application/json'];
  if (body?.required && json) options.push(`  body: ${JSON.stringify(bodyExample(doc, json), null, 2).replace(/\n/g, '\n  ')},`);
  const args = options.length > 0 ? `, {\n${options.join('\n')}\n}` : '';
  return `const { data, error } = await client.${entry.method}(${JSON.stringify(entry.path).replace(/^"|"$/g, "'")}${args});\nconsole.log(error ?? data);\n`;
}

function key(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

/** The example of the first success response: its body as JSON or text, or its status line when it has none. */
export function responseSampleOf(doc: OpenApiDocument, entry: OperationEntry): Sample | undefined {
  const [status, raw] = Object.entries(entry.operation.responses ?? {}).find(([code]) => /^2/.test(code)) ?? [];
  if (!status || !raw) return undefined;
  const label = `${status} response`;
  const [type, media] = Object.entries(resolve(doc, raw).content ?? {})[0] ?? [];
  if (!type || !media) return { label, lang: 'http', code: `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`.trimEnd() + '\n' };
  const example = exampleOf(doc, media);
  if (!example) return undefined;
  const json = /[/+]json\b/.test(type);
  const text = typeof example.value === 'string' && !json ? example.value : JSON.stringify(example.value, null, 2);
  return { label, lang: json ? 'json' : 'text', code: text.endsWith('\n') ? text : `${text}\n` };
}
