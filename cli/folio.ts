#!/usr/bin/env node
// The `folio` command line. Each subcommand lives in its own file and registers itself
// here; heavy modules are imported inside the actions so that start-up stays cheap.
import { Command, CommanderError } from 'commander';
import { packageVersion } from '../server/package-root.js';
import { register as agentInstall } from './agent-install.js';
import { register as build } from './build.js';
import { register as coverage } from './coverage.js';
import { register as keys } from './keys.js';
import { register as mail } from './mail.js';
import { register as preview } from './preview.js';
import { register as serve } from './serve.js';

const program = new Command('folio')
  .description('Contract-first API toolkit: the invoicing service, its keys, and the reference site.')
  .version(packageVersion(), '-v, --version')
  .showHelpAfterError('(run with --help for usage)')
  .exitOverride();

const commands: Array<(program: Command) => void> = [
  serve,
  keys,
  mail,
  build,
  preview,
  agentInstall,
  coverage,
];
for (const register of commands) register(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Commander has already printed its one-line message (or the help text).
    process.exitCode = error.exitCode;
  } else {
    process.stderr.write(`folio: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
