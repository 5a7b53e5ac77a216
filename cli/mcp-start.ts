// The fast path of `folio mcp`: an agent starts the server cold, and the first `tools/list`
// should come within 1.5x a bare Node start (D47). So cli/folio.ts hands `folio mcp ...`
// here before commander loads every subcommand: the program gets the mcp command alone,
// defined once in cli/mcp.ts, and parses and fails as the full program does.
// `npm run compile` bundles this file, the server and the SDK into one CommonJS file,
// build/cli/folio-mcp.cjs (scripts/bundle-cli.ts).
import { baseProgram, runProgram } from './base-program.js';
import { register } from './mcp.js';

/** Runs `folio mcp` with the process's arguments. */
export async function mcpCommandLine(): Promise<void> {
  const program = baseProgram();
  register(program);
  await runProgram(program);
}
