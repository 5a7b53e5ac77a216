// The request samples of a reference page, generated from the contract: a curl command and,
// for an API with a typed client (openapi-fetch style: `client.GET(path, { params, body })`),
// a TypeScript call after the setup that the host hands the build.
import type { OpenApiDocument, OperationEntry, Parameter } from '../../lib/openapi/index.js';
import { resolve } from '../../lib/openapi/index.js';
import { curlExample, sampleOf } from '../contracts/index.js';

/** How the samples of one API reach it. */
export interface SampleSettings {
  /** The base URL in curl samples. Default: the contract's first server. */
  baseUrl?: string;
  /** TypeScript that imports a typed client and declares `client`; without it there is no TypeScript sample. */
  clientSetup?: string;
}

export interface Sample { label: string; lang: string; code: string }

/** The samples of one operation. */
export function samplesOf(doc: OpenApiDocument, entry: OperationEntry, settings: SampleSettings, siteBaseUrl: string): Sample[] {
  const baseUrl = settings.baseUrl ?? doc.servers?.[0]?.url ?? siteBaseUrl;
  const samples: Sample[] = [{ label: 'curl', lang: 'sh', code: curlExample(doc, entry, baseUrl) }];
  if (settings.clientSetup) samples.push({ label: 'TypeScript', lang: 'ts', code: `${settings.clientSetup.trim()}\n\n${clientCall(doc, entry)}` });
  return samples;
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
  if (body?.required && json) options.push(`  body: ${JSON.stringify(json.example ?? sampleOf(doc, json.schema), null, 2).replace(/\n/g, '\n  ')},`);
  const args = options.length > 0 ? `, {\n${options.join('\n')}\n}` : '';
  return `const { data, error } = await client.${entry.method}(${JSON.stringify(entry.path).replace(/^"|"$/g, "'")}${args});\nconsole.log(error ?? data);\n`;
}

function key(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}
