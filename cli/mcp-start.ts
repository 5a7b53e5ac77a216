// The fast path of `folio mcp`: an agent starts the server cold, and the first `tools/list`
// should come within 1.5x a bare Node start (D47). So cli/folio.ts hands `folio mcp ...`
// here before commander loads every subcommand: the program gets the mcp command alone,
// defined once in cli/mcp.ts, and parses and fails as the full program does.
// `npm run compile` bundles this file, the server and the SDK into one CommonJS file,
// build/cli/folio-mcp.cjs, and records V8's code cache for it after `warmUp` (scripts/build/bundle-cli.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { baseProgram, runProgram } from './base-program.js';
import { ownToolListFiles, register } from './mcp.js';

/** Runs `folio mcp` with the process's arguments. */
export async function mcpCommandLine(): Promise<void> {
  const program = baseProgram();
  register(program);
  await runProgram(program);
}

/**
 * Runs what a start runs, short of the standard streams: the program, the SDK, the saved tool
 * list and the server, which answers initialize and tools/list over an in-memory transport, so
 * that the code cache holds the functions that answer them.
 */
export async function warmUp(): Promise<void> {
  register(baseProgram());
  const [{ createMcpServer, readSavedToolList, SAVED_TOOLS_FILE, CONTRACT_YAML }, { packageRoot }, { InMemoryTransport }] = await Promise.all([
    import('../agents/mcp/index.js'), import('../server/package-root.js'), import('@modelcontextprotocol/sdk/inMemory.js'),
  ]);
  const own = ownToolListFiles({ SAVED_TOOLS_FILE, CONTRACT_YAML }, packageRoot());
  const savedTools = readSavedToolList(own.saved, own.yaml);
  const server = createMcpServer({
    contract: () => Promise.reject(new Error('the warm-up reads no contract')), savedTools,
    docsPackage: 'dist', target: { baseUrl: 'http://127.0.0.1:8080/v2', apiKey: undefined, allowLive: false }, version: '0.0.0', log: () => {},
  });
  const [client, served] = InMemoryTransport.createLinkedPair();
  const listed = new Promise<void>((resolve) => {
    client.onmessage = (message) => { if ('id' in message && message.id === 2) resolve(); };
  });
  await server.connect(served);
  await client.start();
  await client.send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'warm-up', version: '0' } } });
  await client.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  await client.send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
  await listed;
  await server.close();
}

/** Writes the tools/list entries of folio's own contract beside this bundle, for `folio mcp` to answer from (R191). */
export async function saveToolList(): Promise<void> {
  const [{ apiTools, loadContract, savedToolList, SAVED_TOOLS_FILE, CONTRACT_YAML }, { packageRoot }] = await Promise.all([
    import('../agents/mcp/index.js'), import('../server/package-root.js'),
  ]);
  const own = ownToolListFiles({ SAVED_TOOLS_FILE, CONTRACT_YAML }, packageRoot());
  writeFileSync(own.saved, JSON.stringify(savedToolList(own.yaml, apiTools(await loadContract(undefined, fileURLToPath(packageRoot()))))));
}
