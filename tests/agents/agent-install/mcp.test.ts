// `folio agent-install --mcp`: folio's server entry in the agents' MCP configuration files,
// written once, kept beside the entries already there, checked for CI, and taken out again.
// The entry starts this folio by absolute paths (R149), and the command it writes, spawned
// as written from another folder, answers initialize and tools/list.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { agentInstall } from '../../../agents/agent-install/index.js';
import { startSandbox } from '../../docs/sandbox.js';
import { folioArgs } from '../../helpers/run-folio.js';
import { tempDir } from './helpers.js';

/** This folio's executable, as package.json's `bin` names it. */
const FOLIO_BIN = fileURLToPath(new URL('../../../build/cli/folio.cjs', import.meta.url));

const API_URL = 'http://127.0.0.1:8080/v2';
const mcp = { apiUrl: API_URL };

let dir: string;
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const read = async (file: string): Promise<unknown> => JSON.parse(await readFile(path.join(dir, file), 'utf8'));

test('writes each agent\'s entry in its own file and syntax, and a second run changes nothing', async () => {
  const first = await agentInstall({ dir, agents: ['claude', 'copilot', 'cursor'], rules: '', mcp });
  expect(first.files.map((f) => [f.path, f.status])).toEqual([['.mcp.json', 'created'], ['.vscode/mcp.json', 'created'], ['.cursor/mcp.json', 'created']]);
  const command = process.execPath;
  const args = [FOLIO_BIN, 'mcp', '--api-url', API_URL];
  expect(await read('.mcp.json')).toEqual({ mcpServers: { folio: { command, args, env: { FOLIO_API_KEY: '${FOLIO_API_KEY:-}' } } } });
  expect(await read('.vscode/mcp.json')).toEqual({ servers: { folio: { type: 'stdio', command, args, env: { FOLIO_API_KEY: '${env:FOLIO_API_KEY}' } } } });
  expect(await read('.cursor/mcp.json')).toEqual({ mcpServers: { folio: { command, args, env: { FOLIO_API_KEY: '${env:FOLIO_API_KEY}' } } } });
  const again = await agentInstall({ dir, agents: ['claude', 'copilot', 'cursor'], rules: '', mcp });
  expect(again.files.map((f) => f.status)).toEqual(['unchanged', 'unchanged', 'unchanged']);
  const check = await agentInstall({ dir, agents: ['claude', 'copilot', 'cursor'], rules: '', mcp, mode: 'check' });
  expect(check).toMatchObject({ current: true });
});

test('keeps the other servers and keys of a configuration, and gives them back on remove', async () => {
  const before = `{\n    "mcpServers": {\n        "github": { "command": "gh-mcp" }\n    },\n    "other": true\n}\n`;
  await writeFile(path.join(dir, '.mcp.json'), before);
  await agentInstall({ dir, agents: ['claude'], rules: '', mcp });
  expect(await read('.mcp.json')).toEqual({ mcpServers: { github: { command: 'gh-mcp' }, folio: expect.objectContaining({ command: process.execPath }) }, other: true });
  const removed = await agentInstall({ dir, agents: ['claude'], rules: '', mcp, mode: 'remove' });
  expect(removed.files[0]).toMatchObject({ status: 'removed' });
  expect(await read('.mcp.json')).toEqual({ mcpServers: { github: { command: 'gh-mcp' } }, other: true });
});

test('check finds a missing and a stale entry; remove deletes a file left empty', async () => {
  expect((await agentInstall({ dir, agents: ['cursor'], rules: '', mcp, mode: 'check' })).files[0]).toMatchObject({ status: 'missing' });
  await agentInstall({ dir, agents: ['cursor'], rules: '', mcp: { apiUrl: 'https://sandbox.folio.example/v2' } });
  expect(await agentInstall({ dir, agents: ['cursor'], rules: '', mcp, mode: 'check' })).toMatchObject({ current: false, files: [{ status: 'stale' }] });
  expect((await agentInstall({ dir, agents: ['cursor'], rules: '', mcp, mode: 'remove' })).files[0]).toMatchObject({ status: 'deleted' });
  expect(existsSync(path.join(dir, '.cursor/mcp.json'))).toBe(false);
});

test('refuses a configuration that is not plain JSON and writes nothing anywhere', async () => {
  await mkdir(path.join(dir, '.vscode'));
  await writeFile(path.join(dir, '.vscode/mcp.json'), '{ // mine\n}\n');
  await expect(agentInstall({ dir, agents: ['claude', 'copilot'], rules: '', mcp })).rejects.toThrow('.vscode/mcp.json is not plain JSON (comments or trailing commas?); add folio\'s entry by hand or fix the file');
  expect(existsSync(path.join(dir, '.mcp.json'))).toBe(false);
});

test('from the command line, --mcp writes the three agents\' files by default and --check passes after', () => {
  const { FOLIO_BASE_URL: _unset, ...env } = process.env;
  const folio = (args: string[]) => spawnSync(process.execPath, folioArgs(args), { cwd: dir, encoding: 'utf8', env: { ...env, NODE_OPTIONS: '' } });
  const missing = folio(['agent-install', '--mcp', '--check']);
  expect(missing).toMatchObject({ status: 1, stdout: '.mcp.json: missing\n.vscode/mcp.json: missing\n.cursor/mcp.json: missing\n' });
  expect(missing.stderr).toBe("folio: folio's MCP server entry is missing or stale in .mcp.json, .vscode/mcp.json, .cursor/mcp.json; run folio agent-install --mcp without --check to update them.\n");
  expect(folio(['agent-install', '--mcp'])).toMatchObject({ status: 0, stdout: '.mcp.json: created\n.vscode/mcp.json: created\n.cursor/mcp.json: created\n' });
  expect(folio(['agent-install', '--mcp', '--check'])).toMatchObject({ status: 0, stdout: '.mcp.json: current\n.vscode/mcp.json: current\n.cursor/mcp.json: current\n' });
  expect(folio(['agent-install', '--mcp', '--agents', 'agents'])).toMatchObject({ status: 1, stderr: 'folio: none of agents has an MCP configuration file folio knows; give --agents claude,copilot,cursor\n' });
}, 60_000);

test('the command written into .mcp.json, spawned as written from another folder, answers initialize and tools/list and calls the API', async () => {
  const sandbox = await startSandbox();
  const elsewhere = await tempDir();
  try {
    const { FOLIO_BASE_URL: _unset, ...env } = process.env;
    const written = spawnSync(process.execPath, folioArgs(['agent-install', '--mcp', '--agents', 'claude', '--api-url', sandbox.url, dir]), { cwd: os.tmpdir(), encoding: 'utf8', env: { ...env, NODE_OPTIONS: '' } });
    expect(written).toMatchObject({ status: 0, stdout: '.mcp.json: created\n' });
    const entry = ((await read('.mcp.json')) as { mcpServers: { folio: { command: string; args: string[]; env: Record<string, string> } } }).mcpServers.folio;
    // Claude Code expands ${FOLIO_API_KEY:-} from its own environment; here that environment holds the sandbox's key.
    expect(entry.env).toEqual({ FOLIO_API_KEY: '${FOLIO_API_KEY:-}' });
    const transport = new StdioClientTransport({ command: entry.command, args: entry.args, cwd: elsewhere, env: { FOLIO_API_KEY: sandbox.key } });
    const client = new Client({ name: 'agent', version: '1.0.0' });
    await client.connect(transport);
    try {
      expect(client.getServerVersion()).toMatchObject({ name: 'folio' });
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['search_docs', 'createInvoice', 'getStatus']));
      const status = await client.callTool({ name: 'getAccount', arguments: {} });
      expect(status.isError).toBeFalsy();
    } finally {
      await client.close();
    }
  } finally {
    await sandbox.close();
    await rm(elsewhere, { recursive: true, force: true });
  }
}, 60_000);
