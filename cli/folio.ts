#!/usr/bin/env node
// The `folio` command line: runs the program of cli/program.ts, where each subcommand's file
// registers itself; heavy modules are imported inside the actions so that start-up stays cheap.
//
// Fast path: `folio ask` is timed from a cold start (`folio bench`), and loading commander
// and every subcommand would cost more than answering. So `folio ask ...` goes to askFast in
// cli/ask.ts before anything else loads; it answers and exits, or returns when the arguments
// need the full command line below (`ask --help`, a bad option).
//
// `npm run compile` also bundles this file with esbuild into build/cli/folio.cjs, the `folio`
// executable (scripts/bundle-cli.ts): the static imports (the ask path) go into that one
// CommonJS file, which starts without Node's ES module loader, and the dynamic imports below
// stay imports of the compiled modules. So this file has no top-level await.
import { askFast } from './ask.js';

void main();

async function main(): Promise<void> {
  if (process.argv[2] === 'ask') await askFast(process.argv.slice(3));
  await commandLine();
}

async function commandLine(): Promise<void> {
  const [{ CommanderError }, { folioProgram }, { SettingError }] = await Promise.all([
    import('commander'), import('./program.js'), import('./settings/options.js'),
  ]);
  const program = folioProgram();
  try {
    await program.parseAsync(process.argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has already printed its one-line message (or the help text, status 0). A
      // usage error or a bad setting, from a flag or a variable, is status 2 (D18).
      process.exitCode = error.exitCode === 0 ? 0 : 2;
    } else if (error instanceof SettingError) {
      process.stderr.write(`${error.message}
`);
      process.exitCode = 2;
    } else {
      process.stderr.write(`folio: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    }
  }
}
