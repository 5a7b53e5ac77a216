// The MCP server of `folio mcp`, on the SDK's low-level Server: the tools are the docs tools
// and one tool per operation of the contract (raw JSON Schemas from the contract, no zod
// schema written by hand), and the manual's pages are resources, named by their URLs on
// the site. `serveStdio` runs it over standard input and output.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import { config as zodConfig } from 'zod/v4/core';
import {
  CallToolRequestSchema, ErrorCode, ListResourcesRequestSchema, ListToolsRequestSchema, McpError, ReadResourceRequestSchema,
  type JSONRPCMessage, type Resource, type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { DocsPackage } from '../ask/index.js';
import { openPackage } from '../ask/index.js';
import type { OpenApiDocument } from '../../lib/openapi/index.js';
import type { ApiTarget } from './api-call.js';
import { callApi, keyRefusal, toolError } from './api-call.js';
import { apiTools, type ApiTool } from './api-tools.js';
import { callDocsTool, DOCS_TOOLS, type OpenDocs } from './docs-tools.js';
import { MESSAGE_LIMIT_BYTES, MessageLimit, oversizeAnswer } from './message-limit.js';
import { toolEntries } from './tool-list.js';

// The SDK checks each message against its zod schemas once or twice; zod's default compiles a
// parser for each object schema at its first check, which costs a cold start more than the
// checks themselves (R192).
zodConfig({ jitless: true });

export interface McpOptions {
  /** The invoicing contract the API tools are made from, read at its first use. */
  contract: () => Promise<OpenApiDocument>;
  /** The API tools' entries of tools/list when they are known without the contract (tool-list.ts). */
  savedTools?: Tool[];
  /** The docs package of the manual: a folder or a site's base URL. */
  docsPackage: string;
  target: ApiTarget;
  /** The server's name and version, as the client sees them at initialization. */
  name?: string;
  version: string;
  /** Where notes for the person running the server go; default: standard error. */
  log?: (line: string) => void;
}

const INSTRUCTIONS = [
  'folio: the manual, the invoicing API digests and the invoicing API itself.',
  'Look things up before writing code: search_docs for a question, read_page for a whole page, get_operation for one operation\'s inputs, responses and failures.',
  'Every other tool calls one invoicing API operation; its name is the operationId. Amounts are integers in minor units; never send total, subtotal or tax; send an Idempotency-Key with createInvoice.',
  'An error result is the API\'s Error body: branch on error.type, and error.param names the field at fault.',
].join('\n');

/** An MCP server for the options, not yet connected. */
export function createMcpServer(options: McpOptions): Server {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const contract = once(options.contract);
  const api = once(async () => apiTools(await contract()));
  const byName = once(async () => new Map<string, ApiTool>((await api()).map((tool) => [tool.name, tool])));
  const tools = once(async (): Promise<Tool[]> => [...DOCS_TOOLS, ...(options.savedTools ?? toolEntries(await api()))]);
  const docs = once(() => openPackage(options.docsPackage));
  const context = { docs, contract, target: options.target };

  const server = new Server(
    { name: options.name ?? 'folio', version: options.version },
    { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS, jsonSchemaValidator: lazyValidator() },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: await tools() }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name, arguments: args = {} } = request.params;
    const docsAnswer = await callDocsTool(name, args, context);
    if (docsAnswer) return docsAnswer;
    const tool = (await byName()).get(name);
    if (!tool) return toolError('not_found', `folio mcp has no tool ${JSON.stringify(name)}; tools/list names every tool.`);
    return callApi(tool, args, options.target);
  });
  server.setRequestHandler(ListResourcesRequestSchema, async () => {
    const opened = await tryDocs(docs, log);
    return { resources: opened ? pageResources(opened) : [] };
  });
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const opened = await tryDocs(docs, log);
    const { uri } = request.params;
    const page = opened && pageResources(opened).find((resource) => resource.uri === uri);
    const text = page ? await opened.read(page.path as string) : undefined;
    if (!page || text === undefined) throw new McpError(ErrorCode.InvalidParams, `No page of the manual has the URI ${uri}; resources/list lists them.`);
    return { contents: [{ uri, mimeType: 'text/markdown', text }] };
  });

  const refusal = keyRefusal(options.target);
  if (refusal) log(`folio mcp: ${refusal}`);
  return server;
}

/**
 * Runs the server over standard input and output until the client closes them. A message over
 * MESSAGE_LIMIT_BYTES is answered a JSON-RPC error and noted on the log, and the server reads on.
 */
export async function serveStdio(options: McpOptions): Promise<void> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const server = createMcpServer(options);
  // A client that goes away closes the pipe: end quietly instead of dying on EPIPE.
  process.stdout.on('error', () => process.exit());
  const input = new MessageLimit(MESSAGE_LIMIT_BYTES, (oversize) => {
    const answer = oversizeAnswer(oversize);
    log(`folio mcp: ${answer.error.message}`);
    void transport.send(answer as unknown as JSONRPCMessage);
  });
  // The SDK's reader never sees a line over the limit, so its own (10 MB, which closes the transport) is never reached.
  const transport = new StdioServerTransport(process.stdin.pipe(input), process.stdout, { maxBufferSize: MESSAGE_LIMIT_BYTES + 2 });
  await server.connect(transport);
}

/** Every manual page as a resource; its URI is the page's Markdown URL on the site. */
function pageResources(docs: DocsPackage): Array<Resource & { path: string }> {
  const base = docs.manifest.baseUrl.replace(/\/+$/, '');
  return docs.manifest.pages.map((page) => {
    const description = (page as { description?: unknown }).description;
    return {
      uri: `${base}/${page.path}`,
      name: page.slug,
      title: page.title,
      ...(typeof description === 'string' ? { description } : {}),
      mimeType: 'text/markdown',
      path: page.path,
    };
  });
}

/** The package, or undefined (said once on the log) when there is none. */
async function tryDocs(docs: OpenDocs, log: (line: string) => void): Promise<DocsPackage | undefined> {
  try {
    return await docs();
  } catch (error) {
    log(`folio mcp: ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * The SDK's Ajv validator, made at its first use: the server validates only what a client
 * answers to elicitation, which folio mcp never asks for, and compiling Ajv's meta-schemas at
 * start-up cost every cold start tens of milliseconds (R192). The `folio mcp` bundle loads Ajv
 * itself at that first use too (R213).
 */
function lazyValidator(): jsonSchemaValidator {
  let ajv: AjvJsonSchemaValidator | undefined;
  return { getValidator: (schema) => (ajv ??= new AjvJsonSchemaValidator()).getValidator(schema) };
}

/** `make`'s promise, made at the first call and shared by every later one. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}
