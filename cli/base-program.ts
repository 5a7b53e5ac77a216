// The `folio` program before any subcommand is registered, and the one way a program runs:
// cli/program.ts registers every subcommand on it, and the `folio mcp` fast path
// (cli/mcp-start.ts) only its own, so that both parse, fail and exit alike.
import { Command, CommanderError, Help, type Option } from 'commander';
import { packageVersion } from '../server/package-root.js';
import { SettingError } from './settings/options.js';

/** The program with its name, version and help settings, and no subcommands yet. */
export function baseProgram(): Command {
  // Subcommands copy these settings when they are created, so they are set before registering:
  // a parse error then throws a CommanderError (which runProgram turns into exit status 2)
  // at every level, instead of exiting the process, and every help names defaults the same way.
  // A usage error stays one line (D18): no help is printed after it.
  return new Command('folio')
    .description('Contract-first API toolkit: the invoicing service and its keys, the reference site, and the docs tools that read it.')
    .version(packageVersion(), '-v, --version')
    .configureHelp({ optionDescription })
    .exitOverride();
}

/** Parses the process's arguments with `program` and runs the command, setting the exit status. */
export async function runProgram(program: Command): Promise<void> {
  try {
    await program.parseAsync(process.argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has already printed its one-line message (or the help text, status 0). A
      // usage error or a bad setting, from a flag or a variable, is status 2 (D18).
      process.exitCode = error.exitCode === 0 ? 0 : 2;
    } else if (error instanceof SettingError) {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = 2;
    } else {
      process.stderr.write(`folio: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    }
  }
}

/**
 * Commander's description of an option, which also names a default given only in words:
 * `.default(undefined, 'var/<environment>.db')` for a default that the action works out
 * (from --env, say), where commander alone would show none.
 */
function optionDescription(this: Help, option: Option): string {
  const described = option.defaultValue === undefined && option.defaultValueDescription !== undefined
    ? Object.assign(Object.create(option) as Option, { defaultValue: option.defaultValueDescription })
    : option;
  return Help.prototype.optionDescription.call(this, described);
}
