// Calls the invoicing API for one tool: the arguments go to their places (path, query,
// headers, body), the key goes in the Authorization header, and the answer comes back as the
// API's JSON. An error answer is the contract's Error body, returned as a tool error
// (`isError`), so the agent reads the same `type`, `message` and `param` a program would.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { components } from '../../generated/invoicing.js';
import type { ApiTool } from './api-tools.js';
import { BODY } from './input-schema.js';
import { argumentProblem } from './tool-arguments.js';

export interface ApiTarget {
  /** The API's base URL, such as http://127.0.0.1:8080/v2. */
  baseUrl: string;
  /** The API key, or undefined when none is set. */
  apiKey: string | undefined;
  /** True when a live key (`sk_live_`) may be used. */
  allowLive: boolean;
}

/** A live key's prefix: such a key moves real money. */
export const LIVE_KEY_PREFIX = 'sk_live_';

/** Why folio mcp will not call the API with `target`'s key, or undefined when it will. */
export function keyRefusal(target: ApiTarget): string | undefined {
  if (target.apiKey?.startsWith(LIVE_KEY_PREFIX) && !target.allowLive) {
    return 'FOLIO_API_KEY is a live key (sk_live_...); folio mcp refuses live keys unless it is started with --allow-live. Use a test key (sk_test_...) against the sandbox.';
  }
  return undefined;
}

/** Calls `tool`'s operation with `args` and answers its result. */
export async function callApi(tool: ApiTool, args: Record<string, unknown>, target: ApiTarget): Promise<CallToolResult> {
  const refusal = keyRefusal(target);
  if (refusal) return toolError('authentication_failed', refusal);
  if (tool.secured && target.apiKey === undefined) return toolError('authentication_failed', 'FOLIO_API_KEY is not set: give folio mcp a test key (sk_test_...) in its environment.');
  const problem = await argumentProblem({ name: tool.name, inputSchema: tool.input.schema }, args);
  if (problem !== undefined) return toolError('invalid_request', problem.message, problem.param);
  let pathname = tool.entry.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [name, place] of tool.input.places) {
    const value = args[name];
    if (value === undefined) continue;
    if (place === 'path') pathname = pathname.replace(`{${name}}`, encodeURIComponent(String(value)));
    else if (place === 'query') for (const [key, item] of queryPairs(name, value, tool.input.deepObjects.has(name))) query.append(key, item);
    else if (place === 'header') headers[name] = String(value);
  }
  if (tool.secured && target.apiKey !== undefined) headers.authorization = `Bearer ${target.apiKey}`;
  let body: string | undefined;
  if (args[BODY] !== undefined && tool.input.bodyMedia !== undefined) {
    headers['content-type'] = tool.input.bodyMedia;
    body = JSON.stringify(args[BODY]);
  }
  const search = query.size > 0 ? `?${query}` : '';
  const url = `${target.baseUrl.replace(/\/+$/, '')}${pathname}${search}`;
  let response: Response;
  try {
    response = await fetch(url, { method: tool.entry.method, headers, body });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    return toolError('api_error', `Could not reach the API at ${target.baseUrl}: ${cause?.message ?? (error as Error).message}. Set FOLIO_BASE_URL to a running folio service.`);
  }
  return answerOf(response, url);
}

/** A query argument as the contract's style sends it: `created[gte]=...` for a deep object, one pair per item of a list. */
function queryPairs(name: string, value: unknown, deepObject: boolean): Array<[string, string]> {
  if (deepObject && value !== null && typeof value === 'object') return Object.entries(value).map(([key, item]) => [`${name}[${key}]`, String(item)]);
  return (Array.isArray(value) ? value : [value]).map((item) => [name, String(item)]);
}

/** The response as a tool result: JSON as text, a document as an embedded resource, an error as a tool error. */
async function answerOf(response: Response, url: string): Promise<CallToolResult> {
  const media = response.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = /^application\/(?:[\w.+-]*\+)?json\b/.test(media);
  if (!response.ok) {
    const text = bytes.toString('utf8');
    return { isError: true, content: [{ type: 'text', text: isJson ? text : `HTTP ${response.status} ${response.statusText}${text ? `: ${text}` : ''}` }] };
  }
  if (bytes.length === 0) return { content: [{ type: 'text', text: `HTTP ${response.status}: done; the API answers no body.` }] };
  if (isJson || media.startsWith('text/')) return { content: [{ type: 'text', text: bytes.toString('utf8') }] };
  return { content: [{ type: 'resource', resource: { uri: url, mimeType: media.split(';')[0]!.trim(), blob: bytes.toString('base64') } }] };
}

/** The `type` of the contract's Error body. */
export type ErrorType = components['schemas']['Error']['error']['type'];

/** A tool error with the contract's Error body, for a call folio mcp refuses before sending it. */
export function toolError(type: ErrorType, message: string, param?: string): CallToolResult {
  const error = { type, message, ...(param === undefined ? {} : { param }) };
  return { isError: true, content: [{ type: 'text', text: JSON.stringify({ error }) }] };
}
