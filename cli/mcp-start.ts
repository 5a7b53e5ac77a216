// The fast path of `folio mcp`: an agent starts the server cold, and the first `tools/list`
// should come within 1.5x a bare Node start (D47). So cli/folio.ts hands `folio mcp ...`
// here before commander loads every subcommand: the program gets the mcp command alone,
// defined once in cli/mcp.ts, and parses and fails as the full program does.
// `npm run compile` bundles this file, the server and the SDK into one CommonJS file,
// build/cli/folio-mcp.cjs, and records V8's code cache for it after `warmUp` (scripts/build/bundle-cli.ts).
import { fileURLToPath } from 'node:url';
import { baseProgram, runProgram } from './base-program.js';
import { register } from './mcp.js';

/** Runs `folio mcp` with the process's arguments. */
export async function mcpCommandLine(): Promise<void> {
  const program = baseProgram();
  register(program);
  await runProgram(program);
}

/** Runs what a start runs, short of serving: the program, the SDK, the contract's tools and the server. */
export async function warmUp(): Promise<void> {
  register(baseProgram());
  const [{ createMcpServer, loadContract }, { packageRoot }] = await Promise.all([import('../agents/mcp/index.js'), import('../server/package-root.js')]);
  const contract = await loadContract(undefined, fileURLToPath(packageRoot()));
  createMcpServer({ contract, docsPackage: 'dist', target: { baseUrl: 'http://127.0.0.1:8080/v2', apiKey: undefined, allowLive: false }, version: '0.0.0', log: () => {} });
}
