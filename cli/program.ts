// The whole `folio` command as commander defines it: its name, version, subcommands,
// arguments, options and help texts, without parsing anything. cli/folio.ts runs it, and the
// manual's command-line page is generated from it (reference/cli-reference.ts), so
// that the page and `folio --help` cannot disagree. This module loads only after the
// `folio ask` fast path has passed, so it may import every subcommand up front; their
// actions import the heavy modules when they run.
import { Command } from 'commander';
import { packageVersion } from '../server/package-root.js';
import * as accounts from './accounts.js';
import * as agentInstall from './agent-install.js';
import * as ask from './ask.js';
import * as bench from './bench.js';
import * as build from './build.js';
import * as coverage from './coverage.js';
import * as diff from './diff.js';
import * as keys from './keys.js';
import * as mail from './mail.js';
import { optionDescription } from './options.js';
import * as preview from './preview.js';
import * as serve from './serve.js';
import * as webhooks from './webhooks.js';

/** The subcommands, in the order `folio --help` lists them. */
const SUBCOMMANDS = [serve, keys, accounts, mail, webhooks, build, preview, agentInstall, coverage, diff, ask, bench];

/** The `folio` program with every subcommand registered, ready to parse. */
export function folioProgram(): Command {
  // Subcommands copy these settings when they are created, so they are set before registering:
  // a parse error then throws a CommanderError (which cli/folio.ts turns into exit status 2)
  // at every level, instead of exiting the process, and every help names defaults the same way.
  // A usage error stays one line (D18): no help is printed after it.
  const program = new Command('folio')
    .description('Contract-first API toolkit: the invoicing service and its keys, the reference site, and the docs tools that read it.')
    .version(packageVersion(), '-v, --version')
    .configureHelp({ optionDescription })
    .exitOverride();
  for (const { register } of SUBCOMMANDS) register(program);
  return program;
}
