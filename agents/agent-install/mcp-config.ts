// The MCP configuration files of the agents agent-install knows, and the edits it makes to
// them with `--mcp`: put folio's server entry (`folio mcp`) under the file's server list,
// bring it up to date, or take it out again. Every other entry and key is kept; a file
// whose entry is already right is not rewritten. The API key is never written: the entry
// names the FOLIO_API_KEY variable in each agent's own syntax. The entry starts this very
// folio by absolute paths, the Node that runs it and its executable (R149): `npx folio`
// outside a project that depends on folio fetches another package of that name.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { packageRoot } from '../../server/package-root.js';
import type { Agent } from './agent-files.js';
import { AGENTS } from './agent-files.js';

/** The name of folio's entry in a configuration's server list. */
export const SERVER_NAME = 'folio';

export interface McpFile {
  agent: Agent;
  /** `/`-separated path inside the target folder. */
  path: string;
  /** The key of the server list: Claude Code and Cursor say `mcpServers`, VS Code `servers`. */
  list: 'mcpServers' | 'servers';
  /** How the file names an environment variable of the agent's own environment. */
  variable: (name: string) => string;
  /** VS Code wants each server's transport named. */
  typed: boolean;
}

const FILES: Partial<Record<Agent, McpFile>> = {
  claude: { agent: 'claude', path: '.mcp.json', list: 'mcpServers', variable: (name) => `\${${name}:-}`, typed: false },
  copilot: { agent: 'copilot', path: '.vscode/mcp.json', list: 'servers', variable: (name) => `\${env:${name}}`, typed: true },
  cursor: { agent: 'cursor', path: '.cursor/mcp.json', list: 'mcpServers', variable: (name) => `\${env:${name}}`, typed: false },
};

/** The agents that have an MCP configuration file folio knows. */
export const MCP_AGENTS: readonly Agent[] = AGENTS.filter((agent) => FILES[agent] !== undefined);

/** The MCP files of `agents`, in the order of AGENTS; a one-line Error when none has one. */
export function mcpFiles(agents: readonly Agent[]): McpFile[] {
  const files = AGENTS.filter((agent) => agents.includes(agent)).flatMap((agent) => FILES[agent] ?? []);
  if (files.length === 0) throw new Error(`none of ${agents.join(', ')} has an MCP configuration file folio knows; give --agents ${MCP_AGENTS.join(',')}`);
  return files;
}

/** How an agent starts folio: a program, and the arguments before folio's own (`mcp ...`). */
export interface Launcher {
  command: string;
  args: string[];
}

/** This folio: the Node that runs it, and the absolute path of the executable its package.json's `bin` names. */
export function folioLauncher(): Launcher {
  const manifest = JSON.parse(readFileSync(new URL('package.json', packageRoot()), 'utf8')) as { bin: { folio: string } };
  return { command: process.execPath, args: [fileURLToPath(new URL(manifest.bin.folio, packageRoot()))] };
}

/** The entry that starts folio's server with `launcher`, as `file`'s agent reads it. */
export function serverEntry(file: McpFile, apiUrl: string, launcher: Launcher = folioLauncher()): Record<string, unknown> {
  return {
    ...(file.typed ? { type: 'stdio' } : {}),
    command: launcher.command,
    args: [...launcher.args, 'mcp', '--api-url', apiUrl],
    env: { FOLIO_API_KEY: file.variable('FOLIO_API_KEY') },
  };
}

type Json = Record<string, unknown>;

/** The configuration's text with `entry` as folio's server; the text as it is when it already holds it. */
export function installEntry(shown: string, text: string | undefined, list: string, entry: Json): string {
  const config = parseConfig(shown, text);
  if (sameJson(serversOf(shown, config, list)?.[SERVER_NAME], entry)) return text!;
  const servers = serversOf(shown, config, list) ?? {};
  return render({ ...config, [list]: { ...servers, [SERVER_NAME]: entry } });
}

/** The configuration's text without folio's server; undefined when nothing else is left in it. */
export function removeEntry(shown: string, text: string, list: string): string | undefined {
  const config = parseConfig(shown, text);
  const servers = serversOf(shown, config, list);
  if (servers?.[SERVER_NAME] === undefined) return text;
  const { [SERVER_NAME]: _removed, ...others } = servers;
  const { [list]: _list, ...rest } = config;
  const next = Object.keys(others).length > 0 ? { ...rest, [list]: others } : rest;
  return Object.keys(next).length > 0 ? render(next) : undefined;
}

/** True when the configuration has an entry named folio (right or not). */
export function hasEntry(shown: string, text: string, list: string): boolean {
  return serversOf(shown, parseConfig(shown, text), list)?.[SERVER_NAME] !== undefined;
}

function parseConfig(shown: string, text: string | undefined): Json {
  if (text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${shown} is not plain JSON (comments or trailing commas?); add folio's entry by hand or fix the file`);
  }
  if (!isObject(value)) throw new Error(`${shown} does not hold a JSON object`);
  return value;
}

function serversOf(shown: string, config: Json, list: string): Json | undefined {
  const servers = config[list];
  if (servers === undefined) return undefined;
  if (!isObject(servers)) throw new Error(`${shown}: "${list}" is not an object`);
  return servers;
}

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted(value[key])]));
}

function render(config: Json): string {
  return `${JSON.stringify(config, null, 2)}\n`;
}
