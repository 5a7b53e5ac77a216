// The `cli` source of `::generated{source="cli" command="keys create"}`: one command of
// `folio` as its own definition describes it (description, usage, arguments, options,
// subcommands), every string made by commander's Help exactly as `folio CMD --help` prints
// it, only laid out as Markdown instead of wrapped to the terminal.
import type { Command } from 'commander';
import type { GeneratedSource } from '../sitegen/content/index.js';
import { checkAttributes, code, markdownTable } from '../sitegen/content/index.js';

/** The `cli` source for `program`: `command` names a command by its words after the program's name; none (or "") is the program. */
export function cliReference(program: Command): GeneratedSource {
  return (attributes) => {
    // A misspelt attribute would otherwise quietly give the program's overview.
    checkAttributes('cli', attributes, [], ['command']);
    return commandReference(findCommand(program, attributes.command ?? ''));
  };
}

/** The words that name `command` after the program's name: `keys create`, or '' for the program. */
export function commandWords(command: Command): string {
  const words: string[] = [];
  for (let at: Command | null = command; at?.parent; at = at.parent) words.unshift(at.name());
  return words.join(' ');
}

/** `command` and every command under it, parents first. */
export function allCommands(command: Command): Command[] {
  return [command, ...command.commands.flatMap(allCommands)];
}

function findCommand(program: Command, words: string): Command {
  let command = program;
  for (const word of words.split(/\s+/).filter(Boolean)) {
    const sub = command.commands.find((c) => c.name() === word || c.aliases().includes(word));
    if (!sub) {
      const known = allCommands(program).slice(1).map(commandWords);
      throw new Error(`${program.name()} has no command '${words}'; commands: ${known.join(', ')}`);
    }
    command = sub;
  }
  return command;
}

function commandReference(command: Command): string {
  const help = command.createHelp();
  // Every command takes -h, --help; the page says so once, in the program's own table.
  const options = help.visibleOptions(command).filter((o) => !command.parent || command.options.includes(o));
  const blocks = [
    inlineText(help.commandDescription(command)),
    // The usage line is a synopsis with placeholders, so it is marked as not to be run.
    ['```sh illustrative usage synopsis', help.commandUsage(command), '```'].join('\n'),
    table(['Argument', 'Description'], help.visibleArguments(command).map((a) => [help.argumentTerm(a), help.argumentDescription(a)])),
    table(['Option', 'Description'], options.map((o) => [help.optionTerm(o), help.optionDescription(o)])),
    table(['Command', 'Description'], help.visibleCommands(command).map((c) => [help.subcommandTerm(c), help.subcommandDescription(c)])),
  ];
  return blocks.filter(Boolean).join('\n\n') + '\n';
}

/** A table of terms (as code) and descriptions, or '' when there are no rows. */
function table(header: [string, string], rows: Array<[string, string]>): string {
  if (rows.length === 0) return '';
  return markdownTable(header, rows.map(([term, text]) => [code(term), inlineText(text)])).trimEnd();
}

/** A web or e-mail address in a help string: a value there (a default, an example), written as code rather than as a link (R221). */
const ADDRESS = /(https?:\/\/[^\s)]*[^\s).,;:]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/**
 * `text` as Markdown that reads as the same text, its addresses (ADDRESS) as code: a character
 * that would start markup here (`<environment>` would be an HTML tag) is escaped with a
 * backslash. Underscores inside a word (`NODE_ENV`) start nothing and stay as they are, so the
 * served file stays readable; pipes are left to markdownTable, which escapes them in table cells.
 */
function inlineText(text: string): string {
  // Split on a capturing pattern: the parts at odd indexes are the addresses.
  return text.split(ADDRESS).map((part, i) => (i % 2 === 1 ? code(part) : escapeMarkup(part))).join('');
}

function escapeMarkup(text: string): string {
  return text.replace(/[\\`*[\]<~]|&(?=#?\w+;)|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\$&');
}
