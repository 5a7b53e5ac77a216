#!/usr/bin/env node
// The `folio` command line: runs the program of cli/program.ts, where each subcommand's file
// registers itself; heavy modules are imported inside the actions so that start-up stays cheap.
//
// Fast path: `folio ask` is timed from a cold start (`folio bench`), and loading commander
// and every subcommand would cost more than answering. So `folio ask ...` goes to askFast in
// cli/ask.ts before anything else loads; it answers and exits, or returns when the arguments
// need the full command line below (`ask --help`, a bad option). `folio mcp` is timed from a
// cold start too (D47), so it goes to cli/mcp-start.ts, which registers that command alone, and
// `folio build` is timed against VitePress (issue 27), so it goes to cli/build-start.ts.
//
// `npm run compile` also bundles this file with esbuild into build/cli/folio.cjs, the `folio`
// executable (scripts/build/bundle-cli.ts): the static imports (the ask path) go into that one
// CommonJS file, which starts without Node's ES module loader, and the dynamic imports below
// stay imports of the compiled modules, except the fast paths cli/mcp-start.ts and
// cli/build-start.ts, each bundled on its own with V8's code cache (build/cli/folio-mcp.cjs,
// build/cli/folio-build.cjs). So this file has no top-level await.
import { askFast } from './ask.js';

void main();

async function main(): Promise<void> {
  if (process.argv[2] === 'ask') await askFast(process.argv.slice(3));
  if (process.argv[2] === 'mcp') {
    const { mcpCommandLine } = await import('./mcp-start.js');
    await mcpCommandLine();
    return;
  }
  if (process.argv[2] === 'build') {
    const { buildCommandLine } = await import('./build-start.js');
    await buildCommandLine();
    return;
  }
  const [{ folioProgram }, { runProgram }] = await Promise.all([import('./program.js'), import('./base-program.js')]);
  await runProgram(folioProgram());
}
