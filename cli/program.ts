// The whole `folio` command as commander defines it: its name, version, subcommands,
// arguments, options and help texts, without parsing anything. cli/folio.ts runs it, and the
// manual's command-line page is generated from it (reference/cli-reference.ts), so
// that the page and `folio --help` cannot disagree. This module loads only after the
// `folio ask` and `folio mcp` fast paths have passed, so it may import every subcommand up
// front; their actions import the heavy modules when they run.
import type { Command } from 'commander';
import * as accounts from './accounts.js';
import * as agentInstall from './agent-install.js';
import * as ask from './ask.js';
import { baseProgram } from './base-program.js';
import * as bench from './bench.js';
import * as build from './build.js';
import * as coverage from './coverage.js';
import * as diff from './diff.js';
import * as keys from './keys.js';
import * as mail from './mail.js';
import * as mcp from './mcp.js';
import * as preview from './preview.js';
import * as serve from './serve.js';
import * as webhooks from './webhooks.js';

/** The subcommands, in the order `folio --help` lists them. */
const SUBCOMMANDS = [serve, keys, accounts, mail, webhooks, build, preview, agentInstall, mcp, coverage, diff, ask, bench];

/** The `folio` program with every subcommand registered, ready to parse. */
export function folioProgram(): Command {
  const program = baseProgram();
  for (const { register } of SUBCOMMANDS) register(program);
  return program;
}
