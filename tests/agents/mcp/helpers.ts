// Shared pieces of the folio mcp suites: `folio mcp` run as an agent runs it, the built
// executable (build/cli/folio.cjs, made by `npm run compile`) spawned by the SDK's own Client
// over stdio. The suites read folio's manual from the test run's shared site build.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BIN = path.join(ROOT, 'build/cli/folio.cjs');
export const BASE_URL = 'https://docs.folio.example';

const execFileAsync = promisify(execFile);

export { tempDir } from '../ask/helpers.js';

export interface McpSession {
  client: Client;
  /** What the server wrote to standard error. */
  stderr(): string;
  close(): Promise<void>;
}

/** Starts `folio mcp ARGS` with only `env` (and PATH) in its environment, and connects a client to it. */
export async function startMcp(args: string[], env: Record<string, string> = {}): Promise<McpSession> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp', ...args],
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const client = new Client({ name: 'folio-tests', version: '1.0.0' });
  await client.connect(transport);
  return { client, stderr: () => stderr, close: () => client.close() };
}

/** The text of a tool result's first content block. */
export function textOf(result: unknown): string {
  const [first] = (result as CallToolResult).content;
  if (first?.type !== 'text') throw new Error(`expected a text result, got ${JSON.stringify(result)}`);
  return first.text;
}

/** The MCP Inspector's command line (a pinned devDependency), a client folio did not write. */
export const INSPECTOR = path.join(ROOT, 'node_modules/@modelcontextprotocol/inspector/cli/build/cli.js');
/** The Inspector's CLI program, which `mcp-inspector --cli` starts in a process of its own with the `-e` variables set. */
const INSPECTOR_CLI = path.join(path.dirname(INSPECTOR), 'index.js');

/**
 * Runs the MCP Inspector's CLI against `folio mcp` started in `cwd` with `env`, and answers what
 * it printed, parsed. With `typed`, as a person types it: `mcp-inspector --cli -e K=V node
 * build/cli/folio.cjs mcp --method M ...`; otherwise the CLI program that this launcher starts,
 * given the same arguments and variables, saving a Node process a call. Asynchronous, so that a
 * sandbox in this process answers.
 */
export async function inspect(cwd: string, env: Record<string, string>, method: string, more: string[] = [], typed = false): Promise<unknown> {
  const server = [process.execPath, BIN, 'mcp', '--method', method, ...more];
  const pairs = Object.entries(env).flatMap(([name, value]) => ['-e', `${name}=${value}`]);
  const { stdout } = await execFileAsync(process.execPath, typed ? [INSPECTOR, '--cli', ...pairs, ...server] : [INSPECTOR_CLI, ...server], {
    cwd, env: { PATH: process.env.PATH ?? '', ...(typed ? {} : env) }, maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

/** The Inspector's `--tool-arg` pairs for `args`: text as it is, anything else as JSON. */
export function toolArgs(args: Record<string, unknown>): string[] {
  return Object.entries(args).flatMap(([name, value]) => ['--tool-arg', `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`]);
}
